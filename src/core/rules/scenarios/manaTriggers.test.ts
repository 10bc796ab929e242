/** "Tapped for mana" triggers (CR 603.2, 605.1b, 605.4a) and state triggers (CR 603.8). */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../testkit';
import { scenario } from '../testkit';
import type { ObjId } from '../types';
import { card } from './cards';
import { spellAndAnswer } from './positions';

const t = () => scenario(card);
/** The kit puts Auras on the battlefield unattached: the state-based action waits for `attach`. */
const aura = () => t().config((c) => void (c.sba.unattachedAura = false));

/** Puts the Aura `aura` (already on the battlefield) on `to`, as if it had been cast on it. */
function attach(s: Scenario, aura: string, to: ObjId): Scenario {
  const id = s.id(aura);
  s.state = { ...s.state, objs: s.state.objs.map((o) => (o.id === id ? { ...o, attachedTo: to } : o)) };
  return s;
}
const castable = (s: Scenario, seat: number, name: string) =>
  s.legal(seat).some((a) => a.t === 'cast' && a.o === s.id(name, 'hand', seat));

describe("triggered mana abilities add their mana with the land's (CR 605.1b, 605.4a)", () => {
  it('Wild Growth: the enchanted Forest makes {G}{G}, so two Forests cast Centaur Courser; nothing uses the stack', () => {
    const s = aura().battlefield(0, 'Forest', 'Forest', 'Wild Growth').hand(0, 'Centaur Courser').start();
    const [a] = s.s.battlefield.filter((id) => s.s.cards[s.s.objs[id]!.card]!.name === 'Forest');
    expect(castable(s, 0, 'Centaur Courser')).toBe(false);
    attach(s, 'Wild Growth', a!);
    expect(castable(s, 0, 'Centaur Courser')).toBe(true);
    s.cast(0, 'Centaur Courser');
    expect(s.s.stack.map((i) => i.kind)).toEqual(['spell']);
    expect(s.s.triggers).toEqual([]);
    s.resolve();
    expect(s.has('Centaur Courser')).toBe(true);
    expect(s.s.players[0]!.pool).toEqual([]);
  });

  it('Overgrowth: one enchanted Forest alone makes {G}{G}{G}', () => {
    const s = aura().battlefield(0, 'Forest', 'Overgrowth').hand(0, 'Centaur Courser').start();
    attach(s, 'Overgrowth', s.id('Forest'));
    s.cast(0, 'Centaur Courser').resolve();
    expect(s.has('Centaur Courser')).toBe(true);
    expect(s.obj('Forest').tapped).toBe(true);
  });

  it('Fertile Ground: a Forest also makes one mana of any colour (it pays for Lightning Bolt)', () => {
    const s = aura().battlefield(0, 'Forest', 'Fertile Ground').hand(0, 'Lightning Bolt').start();
    expect(castable(s, 0, 'Lightning Bolt')).toBe(false);
    attach(s, 'Fertile Ground', s.id('Forest'));
    s.cast(0, 'Lightning Bolt', 1).resolve();
    expect(s.life(1)).toBe(17);
  });

  it('Vernal Bloom: every Forest makes an extra {G}, a Mountain does not', () => {
    const s = t().battlefield(0, 'Forest', 'Vernal Bloom').castResolved(0, 'Grizzly Bears');
    expect(s.has('Grizzly Bears')).toBe(true);
    const m = t().battlefield(0, 'Mountain', 'Vernal Bloom').hand(0, 'Goblin Piker').start();
    expect(castable(m, 0, 'Goblin Piker')).toBe(false);
  });

  it("Wild Growth on an opponent's Forest: the mana goes to that Forest's controller ('its controller adds')", () => {
    const s = aura()
      .battlefield(0, 'Wild Growth')
      .battlefield(1, 'Forest', 'Forest')
      .hand(1, 'Centaur Courser')
      .at('main1', 1)
      .start();
    expect(castable(s, 1, 'Centaur Courser')).toBe(false);
    attach(s, 'Wild Growth', s.id('Forest', 'battlefield', 1));
    expect(castable(s, 1, 'Centaur Courser')).toBe(true);
    s.cast(1, 'Centaur Courser').resolve();
    expect(s.obj('Centaur Courser').controller).toBe(1);
  });
});

describe('"whenever a player taps a land for mana" triggers use the stack (CR 603.2, 605.1b)', () => {
  it('Manabarbs: each player tapping a Mountain is dealt 1 damage; the trigger resolves before the spell', () => {
    const s = t().battlefield(0, 'Manabarbs', 'Mountain').cast(0, 'Lightning Bolt', 1);
    expect(s.s.stack.map((i) => i.kind)).toEqual(['spell', 'triggered']);
    s.act({ t: 'pass' }).act({ t: 'pass' });
    expect([s.life(0), s.life(1)]).toEqual([19, 20]);
    s.resolve();
    expect([s.life(0), s.life(1)]).toEqual([19, 17]);
  });

  it("Sanctimony: an opponent's Mountain gives you the choice of 1 life; your own does not trigger", () => {
    const s = spellAndAnswer(['Sanctimony', 'Mountain'], 'Lightning Bolt', ['Mountain'], 'Lightning Bolt');
    s.cast(0, 'Lightning Bolt', 1);
    expect(s.s.stack.map((i) => i.kind)).toEqual(['spell']);
    s.respond(1, 'Lightning Bolt', 0);
    expect(s.s.stack.map((i) => i.kind)).toEqual(['spell', 'spell', 'triggered']);
    s.act({ t: 'pass' }).act({ t: 'pass' });
    s.answer(0, 'yes').resolve();
    expect([s.life(0), s.life(1)]).toEqual([18, 17]);
  });

  it("Storm Cauldron: a land tapped for mana returns to its owner's hand", () => {
    const s = t()
      .battlefield(0, 'Storm Cauldron', 'Mountain')
      .battlefield(1, 'Forest')
      .castResolved(0, 'Lightning Bolt', 1);
    expect(s.life(1)).toBe(17);
    expect(s.has('Mountain')).toBe(false);
    expect(s.hand(0)).toEqual(['Mountain']);
    expect(s.has('Forest')).toBe(true);
  });
});

describe('"when you control no other creatures, sacrifice ~" (controlNone; CR 603.8 state trigger)', () => {
  it('Emperor Crocodile stays while another creature is there, and is sacrificed once the Bears die', () => {
    const s = t()
      .battlefield(0, 'Emperor Crocodile', 'Grizzly Bears')
      .battlefield(1, 'Mountain')
      .hand(1, 'Lightning Bolt')
      .start();
    expect(s.s.stack).toEqual([]);
    s.act({ t: 'pass' });
    s.cast(1, 'Lightning Bolt', 'Grizzly Bears');
    s.resolve();
    expect(s.has('Emperor Crocodile')).toBe(false);
    expect(s.has('Emperor Crocodile', 'graveyard')).toBe(true);
  });

  it('it triggers once: while its ability waits on the stack it does not trigger again', () => {
    const s = t().battlefield(0, 'Emperor Crocodile').battlefield(1, 'Mountain').start();
    expect(s.s.stack).toHaveLength(1);
    expect(s.s.stack[0]).toMatchObject({ kind: 'triggered', obj: s.id('Emperor Crocodile'), controller: 0 });
    s.act({ t: 'pass' });
    expect(s.s.stack).toHaveLength(1);
    s.resolve();
    expect(s.has('Emperor Crocodile', 'graveyard')).toBe(true);
    expect(s.s.stack).toEqual([]);
  });
});
