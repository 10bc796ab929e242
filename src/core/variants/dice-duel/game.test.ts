/**
 * Scenario tests: one per rule of 000 and per documented interpretation (docs/variants/dice-duel.md),
 * each asserting the exact state after it. Cards are real starter-pool cards. Set-up, Untap/Draw/Build, Cast.
 */
import { describe, expect, it } from 'vitest';
import { act, dice, DECK, deckOf, scenario, types, type SideSpec } from '../../../../test/support/diceDuelScenario';
import { legalActions, ATTACK_COLOR } from './game';
import { diceDuel } from './variant';

describe('000 Starting Hand and set-up', () => {
  it('deals 7 cards each, the starter draws an 8th, points start at 0, the higher d6 starts', () => {
    const s = diceDuel.setup(diceDuel.parseConfig({ decks: [DECK, DECK] }), 'setup-1');
    const st = s.starter;
    expect(s.players[st]!.hand).toHaveLength(8); // 7 + the Draw phase of turn 1
    expect(s.players[1 - st]!.hand).toHaveLength(7);
    expect(s.players[st]!.library).toHaveLength(60 - 8);
    expect(s.players[1 - st]!.library).toHaveLength(60 - 7);
    expect(s.players.map((p) => p.points)).toEqual([0, 0]);
    expect(s.active).toBe(st);
    expect(s.turn).toBe(1);
    // Who starts: one red d6 each, ties roll again; the last pair differs and the starter rolled higher.
    const rolls = dice(s.opening).filter((e) => e.reason === 'who starts');
    expect(rolls.length % 2).toBe(0);
    const [a, b] = rolls.slice(-2);
    expect(a!.dice).toHaveLength(1);
    expect(a!.dice[0]!.color).toBe(ATTACK_COLOR);
    const faces = [a!.dice[0]!.face, b!.dice[0]!.face];
    expect(faces[st]!).toBeGreaterThan(faces[1 - st]!);
  });

  it('re-draws 7 once when the hand has fewer than 2 lands (option redraw: until-two-lands tries up to 5 times)', () => {
    const noLands = deckOf([['Grizzly Bears', 60]]);
    const once = diceDuel.setup(diceDuel.parseConfig({ decks: [noLands, DECK] }), 'redraw');
    expect(once.opening.filter((e) => e.type === 'redraw' && e.seat === 0)).toHaveLength(1);
    const cards0 = once.players[0]!;
    expect(cards0.hand.length + cards0.library.length).toBe(60);
    const until = diceDuel.setup(
      diceDuel.parseConfig({ decks: [noLands, DECK], options: { redraw: 'until-two-lands' } }),
      'redraw',
    );
    expect(until.opening.filter((e) => e.type === 'redraw' && e.seat === 0)).toHaveLength(5);
  });

  it('uses no re-draw when the hand has 2 lands', () => {
    const allLands = deckOf([['Forest', 60]]);
    const s = diceDuel.setup(diceDuel.parseConfig({ decks: [allLands, allLands] }), 'x');
    expect(s.opening.filter((e) => e.type === 'redraw')).toHaveLength(0);
  });
});

/** Both players with a face-down creature and a turned-over land (the Untap readings differ on seat 0's). */
function untapSeats(): [SideSpec, SideSpec] {
  return [
    {
      library: ['Forest', 'Forest'],
      creatures: [{ name: 'Grizzly Bears', faceUp: false }],
      lands: [{ name: 'Forest', tapped: true }],
    },
    {
      library: ['Forest'],
      creatures: [{ name: 'Hill Giant', faceUp: false }],
      lands: [{ name: 'Mountain', tapped: true }],
      hand: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
    },
  ];
}

describe('000 Untap, Draw, Build', () => {
  it('Untap (default untap: table) turns every face-down card on the table face up, both players’; Draw takes one card', () => {
    const { state } = scenario({
      active: 1,
      phase: 'cast',
      seats: untapSeats(),
    });
    const after = act(state, 1, { type: 'endTurn' }).state;
    expect(after.active).toBe(0);
    expect(after.turn).toBe(4);
    expect(after.players[0]!.creatures.map((c) => c.faceUp)).toEqual([true]);
    expect(after.players[0]!.lands.map((l) => l.tapped)).toEqual([false]);
    // 000 "all face-down cards": the other player's creature and turned-over land too.
    expect(after.players[1]!.creatures.map((c) => c.faceUp)).toEqual([true]);
    expect(after.players[1]!.lands.map((l) => l.tapped)).toEqual([false]);
    expect(after.players[0]!.hand).toHaveLength(1);
    expect(after.players[0]!.library).toHaveLength(1);
    expect(after.phase).toBe('build'); // a land in hand: Build asks
  });

  it('option untap: active turns only the new active player’s creatures and lands', () => {
    const { state } = scenario({
      active: 1,
      phase: 'cast',
      options: { untap: 'active' },
      seats: untapSeats(),
    });
    const r = act(state, 1, { type: 'endTurn' });
    expect(r.state.players[0]!.creatures.map((c) => c.faceUp)).toEqual([true]);
    expect(r.state.players[0]!.lands.map((l) => l.tapped)).toEqual([false]);
    expect(r.state.players[1]!.creatures.map((c) => c.faceUp)).toEqual([false]); // not its Untap
    expect(r.state.players[1]!.lands.map((l) => l.tapped)).toEqual([true]);
    expect(r.events.filter((e) => e.type === 'faceUp').map((e) => e.seat)).toEqual([0]);
  });

  it('Build: one land per turn, then the Cast phase; no land in hand skips Build', () => {
    const { state, ids } = scenario({ phase: 'build', seats: [{ hand: ['Forest', 'Mountain', 'Grizzly Bears'] }, {}] });
    expect(types(legalActions(state, 0))).toEqual(['playLand', 'playLand', 'skipLand']);
    const after = act(state, 0, { type: 'playLand', card: ids(0, 'Forest')[0]! }).state;
    expect(after.players[0]!.lands).toEqual([{ id: ids(0, 'Forest')[0]!, tapped: false }]);
    expect(after.phase).toBe('cast');
    expect(legalActions(after, 0).some((a) => a.type === 'playLand')).toBe(false);
    const { state: noLand } = scenario({
      active: 1,
      seats: [{ library: ['Grizzly Bears'] }, { hand: Array(7).fill('Hill Giant') }],
    });
    const next = act(noLand, 1, { type: 'endTurn' }).state;
    expect(next.phase).toBe('cast');
  });
});

describe('000 Cast', () => {
  it('casts a creature face down when untapped lands cover its mana value, tapping that many', () => {
    const { state, ids } = scenario({
      seats: [{ hand: ['Hill Giant', 'Craw Wurm'], lands: ['Forest', 'Mountain', 'Mountain', 'Forest'] }, {}],
    });
    // Hill Giant (MV 4) castable with 4 lands; Craw Wurm (MV 6) not.
    expect(legalActions(state, 0)).toEqual([{ type: 'cast', card: ids(0, 'Hill Giant')[0] }, { type: 'endTurn' }]);
    const after = act(state, 0, { type: 'cast', card: ids(0, 'Hill Giant')[0]! }).state;
    expect(after.players[0]!.creatures).toEqual([{ id: ids(0, 'Hill Giant')[0], faceUp: false }]);
    expect(after.players[0]!.lands.filter((l) => l.tapped)).toHaveLength(4);
    expect(after.players[0]!.hand).toEqual([ids(0, 'Craw Wurm')[0]]);
    expect(after.castMode).toBe('cast');
  });

  it('casts several creatures as long as the lands last, and a cast turn cannot attack (Cast OR Combat)', () => {
    const { state, ids } = scenario({
      seats: [
        {
          hand: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'],
          lands: ['Forest', 'Forest', 'Forest', 'Forest'],
          creatures: ['Hill Giant'],
        },
        {},
      ],
    });
    expect(types(legalActions(state, 0))).toEqual(['cast', 'attack', 'endTurn']);
    let s = act(state, 0, { type: 'cast', card: ids(0, 'Grizzly Bears')[0]! }).state;
    expect(types(legalActions(s, 0))).toEqual(['cast', 'endTurn']);
    s = act(s, 0, { type: 'cast', card: ids(0, 'Grizzly Bears')[1]! }).state;
    expect(types(legalActions(s, 0))).toEqual(['endTurn']); // no land left for the third
    expect(s.players[0]!.creatures.map((c) => c.faceUp)).toEqual([true, false, false]);
  });

  it('face-down creatures (conjuring sickness) cannot attack or defend', () => {
    const { state } = scenario({
      seats: [
        { creatures: [{ name: 'Hill Giant', faceUp: false }], lands: ['Forest', 'Forest', 'Forest', 'Forest'] },
        {},
      ],
    });
    expect(types(legalActions(state, 0))).toEqual(['endTurn']);
  });

  it('option colorsMatter: Grizzly Bears ({1}{G}) needs a Forest', () => {
    const spec = { seats: [{ hand: ['Grizzly Bears'], lands: ['Mountain', 'Mountain'] }, {}] as [object, object] };
    expect(types(legalActions(scenario(spec).state, 0))).toEqual(['cast', 'endTurn']);
    expect(types(legalActions(scenario({ ...spec, options: { colorsMatter: true } }).state, 0))).toEqual(['endTurn']);
    const ok = scenario({
      seats: [{ hand: ['Grizzly Bears'], lands: ['Mountain', 'Forest'] }, {}],
      options: { colorsMatter: true },
    });
    expect(types(legalActions(ok.state, 0))).toEqual(['cast', 'endTurn']);
  });
});

/** A battle set-up: Ann attacks with `att`, Bob holds `def`, everyone has plenty of lands. */
