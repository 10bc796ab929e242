/** Copies of spells (copySpell; CR 707.10) and graveyard abilities (exileSelfFromGraveyard; CR 113.6k). */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../types';
import { scenario } from '../testkit';
import { card } from './cards';
import { boltIntoAnswer } from './positions';

const t = () => scenario(card);
const names = (s: GameState, ids: number[]) => ids.map((id) => s.cards[s.objs[id]!.card]!.name);
/** Every card of the game in exactly one zone list: copies are not among them. */
const cardsInZones = (s: GameState) =>
  [
    ...s.players.flatMap((p) => [...p.library, ...p.hand, ...p.graveyard]),
    ...s.battlefield,
    ...s.exile,
    ...s.stack.filter((i) => !i.copy).map((i) => i.obj),
  ].length;

describe('"copy target instant or sorcery spell; you may choose new targets" (Twincast; CR 707.10)', () => {
  /** Seat 0 Bolts seat 1; seat 1 answers with `copier` on the Bolt. */
  const boltCopied = (copier: string, lands: string) => {
    const s = t()
      .battlefield(0, 'Mountain', 'Grizzly Bears')
      .battlefield(1, lands, lands)
      .hand(0, 'Lightning Bolt')
      .hand(1, copier)
      .start();
    const cards = cardsInZones(s.s);
    s.cast(0, 'Lightning Bolt', 1).respond(1, copier, 'Lightning Bolt');
    s.act({ t: 'pass' }).act({ t: 'pass' }); // both pass: the copier resolves
    return { s, cards };
  };

  it('the copy is a spell on the stack controlled by the copier, asked for new targets, then resolves first', () => {
    const { s, cards } = boltCopied('Twincast', 'Island');
    const copy = s.s.stack.at(-1)!;
    expect(copy).toMatchObject({ kind: 'spell', controller: 1, copy: true, targets: [[{ p: 1 }]] });
    expect(s.s.objs[copy.obj]).toMatchObject({ copy: true, owner: 1, controller: 1, zone: 'stack' });
    // Twincast is still resolving (it leaves the stack last, CR 608.2n); the copy is on top of it.
    expect(
      names(
        s.s,
        s.s.stack.map((i) => i.obj),
      ),
    ).toEqual(['Lightning Bolt', 'Twincast', 'Lightning Bolt']);
    // CR 707.10c: the current target (seat 2 itself) or any other legal one.
    expect(s.s.pending).toMatchObject({ d: 'target', seat: 1, min: 1, max: 1 });
    expect(s.legal()).toEqual([
      { t: 'pick', v: { p: 1 } },
      { t: 'pick', v: { p: 0 } },
      { t: 'pick', v: { o: s.id('Grizzly Bears') } },
    ]);
    s.pick(0);
    expect(s.s.stack.at(-1)!.targets).toEqual([[{ p: 0 }]]);
    expect(s.text()).toContain('Seat 2 copies Lightning Bolt.');
    expect(s.text()).toContain('Lightning Bolt (copy) now targets Seat 1.');
    s.resolve();
    expect([s.life(0), s.life(1)]).toEqual([17, 17]);
    // The copy ceased to exist: no card made or lost, and no copy in a graveyard (CR 704.5e).
    expect(s.s.stack).toEqual([]);
    expect(names(s.s, s.s.players[0]!.graveyard)).toEqual(['Lightning Bolt']);
    expect(names(s.s, s.s.players[1]!.graveyard)).toEqual(['Twincast']);
    expect(cardsInZones(s.s)).toBe(cards);
    expect(s.s.players[1]!.spellsCast).toBe(1); // the copy was not cast (CR 707.10)
  });

  it('Reverberate keeping the target on the Bears: the copy kills them, the Bolt then does nothing (CR 608.2b)', () => {
    const s = t()
      .battlefield(0, 'Mountain')
      .battlefield(1, 'Mountain', 'Mountain', 'Grizzly Bears')
      .hand(0, 'Lightning Bolt')
      .hand(1, 'Reverberate')
      .start();
    s.cast(0, 'Lightning Bolt', 'Grizzly Bears').respond(1, 'Reverberate', 'Lightning Bolt');
    s.act({ t: 'pass' }).act({ t: 'pass' });
    s.pick('Grizzly Bears').resolve();
    expect(s.has('Grizzly Bears')).toBe(false);
    expect(names(s.s, s.s.players[1]!.graveyard).sort()).toEqual(['Grizzly Bears', 'Reverberate']);
    expect(s.text()).toContain('Lightning Bolt does nothing: its targets are gone.');
    expect(s.s.stack).toEqual([]);
  });

  it('a countered copy ceases to exist; the original still resolves', () => {
    const s = boltIntoAnswer('Twincast');
    const cards = cardsInZones(s.s);
    s.cast(0, 'Lightning Bolt', 1).respond(1, 'Twincast', 'Lightning Bolt');
    s.act({ t: 'pass' }).act({ t: 'pass' }).pick(0);
    const copy = s.s.stack.at(-1)!.obj;
    // CR 117.3b: after Twincast resolved the active player (seat 1) gets priority and counters the copy.
    s.act({ t: 'cast', o: s.id('Counterspell', 'hand', 0) }, 0).act({ t: 'pick', v: { o: copy } });
    s.resolve();
    expect([s.life(0), s.life(1)]).toEqual([20, 17]);
    expect(s.text()).toContain('Lightning Bolt (copy) is countered.');
    expect(names(s.s, s.s.players[0]!.graveyard).sort()).toEqual(['Counterspell', 'Lightning Bolt']);
    expect(names(s.s, s.s.players[1]!.graveyard)).toEqual(['Twincast']);
    expect(cardsInZones(s.s)).toBe(cards);
  });

  it("a copy's new target becomes the target of a spell: Phantasmal Bear is sacrificed, the copy does nothing", () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Phantasmal Bear')
      .battlefield(1, 'Island', 'Island')
      .hand(0, 'Lightning Bolt')
      .hand(1, 'Twincast')
      .start();
    s.cast(0, 'Lightning Bolt', 1).respond(1, 'Twincast', 'Lightning Bolt');
    s.act({ t: 'pass' }).act({ t: 'pass' }).pick('Phantasmal Bear');
    // The Bear's trigger goes on the stack above the copy (CR 603.3) and resolves first.
    expect(s.s.stack.map((i) => i.kind)).toEqual(['spell', 'spell', 'triggered']);
    s.resolve();
    expect(s.has('Phantasmal Bear', 'graveyard')).toBe(true);
    expect(s.text()).toContain('Lightning Bolt (copy) does nothing: its targets are gone.');
    expect([s.life(0), s.life(1)]).toEqual([20, 17]);
  });

  it('Twincast is not offered with no instant or sorcery spell on the stack', () => {
    const s = t().battlefield(1, 'Island', 'Island').hand(1, 'Twincast').battlefield(0, 'Grizzly Bears').start();
    s.act({ t: 'pass' });
    expect(s.decider()).toBe(1);
    expect(s.legal(1)).toEqual([{ t: 'pass' }]);
  });
});

describe('"{5}, Exile ~ from your graveyard: …" (exileSelfFromGraveyard; CR 113.6k, 602.2)', () => {
  it('Soul of Zendikar in the graveyard: activated from there, exiled as a cost, makes a 3/3 Beast', () => {
    const s = t().lands(0, 5, 'Forest').graveyard(0, 'Soul of Zendikar').start();
    const soul = s.id('Soul of Zendikar', 'graveyard');
    expect(s.legal(0)).toEqual([{ t: 'pass' }, { t: 'activate', o: soul, a: 2 }]);
    s.act({ t: 'activate', o: soul, a: 2 });
    expect(s.has('Soul of Zendikar', 'exile')).toBe(true);
    s.resolve();
    expect(s.count('green Beast token')).toBe(1);
    expect(s.pt('green Beast token')).toEqual([3, 3]);
    expect(s.tappedCount()).toBe(5);
  });

  it('on the battlefield only its first ability is offered (the graveyard one works only there)', () => {
    const s = t().battlefield(0, 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Soul of Zendikar').start();
    expect(s.legal(0)).toEqual([{ t: 'pass' }, { t: 'activate', o: s.id('Soul of Zendikar'), a: 1 }]);
  });
});
