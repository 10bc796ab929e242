/**
 * Scenario tests of 000's combat: Set Up, Battle and Spoils, Spells, Clean Up (one per rule and per
 * documented interpretation, docs/variants/dice-duel.md), each asserting the exact state after it.
 */
import { describe, expect, it } from 'vitest';
import { diceTotal } from '../../engine/dice';
import { act, dice, scenario, types } from '../../../../test/support/diceDuelScenario';
import { legalActions, activeSeats, ATTACK_COLOR, DEFENCE_COLOR } from './game';
import { diceDuel } from './variant';

function battleScenario(
  att: string[],
  def: string[],
  opts: Parameters<typeof scenario>[0]['options'] = {},
  seed = 'b',
  annHand: string[] = [],
  bobHand: string[] = [],
) {
  return scenario({
    seed,
    options: opts,
    seats: [
      { creatures: att, lands: Array(12).fill('Forest'), hand: annHand, library: Array(10).fill('Forest') },
      { creatures: def, lands: Array(12).fill('Mountain'), hand: bobHand, library: Array(10).fill('Mountain') },
    ],
  });
}

describe('000 Combat: Set Up', () => {
  it('announces an attack with any number of creatures, tapping the required mana (default: each one’s mana value)', () => {
    const { state, ids } = battleScenario(['Grizzly Bears', 'Hill Giant'], ['Craw Wurm']);
    let s = act(state, 0, { type: 'attack', card: ids(0, 'Grizzly Bears')[0]! }).state;
    expect(s.players[0]!.lands.filter((l) => l.tapped)).toHaveLength(2);
    expect(types(legalActions(s, 0))).toEqual(['attack', 'confirmAttack']); // no casting once attacking
    s = act(s, 0, { type: 'attack', card: ids(0, 'Hill Giant')[0]! }).state;
    expect(s.players[0]!.lands.filter((l) => l.tapped)).toHaveLength(6);
    s = act(s, 0, { type: 'confirmAttack' }).state;
    expect(s.phase).toBe('defend');
    expect(activeSeats(s)).toEqual([1]);
    expect(s.combat!.attackers).toEqual([ids(0, 'Grizzly Bears')[0], ids(0, 'Hill Giant')[0]]);
    expect(types(legalActions(s, 1))).toEqual(['defend', 'noDefence']);
  });

  it('option combatMana: one land per creature, or none', () => {
    const one = battleScenario(['Hill Giant'], [], { combatMana: 'one-per-creature' });
    const s1 = act(one.state, 0, { type: 'attack', card: one.ids(0, 'Hill Giant')[0]! }).state;
    expect(s1.players[0]!.lands.filter((l) => l.tapped)).toHaveLength(1);
    const none = battleScenario(['Hill Giant'], [], { combatMana: 'none' });
    const s2 = act(none.state, 0, { type: 'attack', card: none.ids(0, 'Hill Giant')[0]! }).state;
    expect(s2.players[0]!.lands.filter((l) => l.tapped)).toHaveLength(0);
  });

  it('a creature whose mana cannot be paid cannot attack', () => {
    const { state } = scenario({ seats: [{ creatures: ['Craw Wurm'], lands: ['Forest', 'Forest'] }, {}] });
    expect(types(legalActions(state, 0))).toEqual(['endTurn']);
  });

  it('no defence: the attackers are discarded and the attacker scores one point per attacking card', () => {
    const { state, ids } = battleScenario(['Grizzly Bears', 'Hill Giant'], ['Craw Wurm']);
    let s = act(state, 0, { type: 'attack', card: ids(0, 'Grizzly Bears')[0]! }).state;
    s = act(s, 0, { type: 'attack', card: ids(0, 'Hill Giant')[0]! }).state;
    s = act(s, 0, { type: 'confirmAttack' }).state;
    const r = act(s, 1, { type: 'noDefence' });
    expect(r.state.players[0]!.points).toBe(2);
    expect(r.state.players[1]!.points).toBe(0);
    expect(r.state.players[0]!.creatures).toEqual([]);
    expect(r.state.players[0]!.discard).toEqual([ids(0, 'Grizzly Bears')[0], ids(0, 'Hill Giant')[0]]);
    expect(r.state.players[1]!.creatures).toHaveLength(1);
    expect(dice(r.events)).toHaveLength(0); // no battle, no dice
    expect(r.state.lastBattle!.outcome).toBe('undefended');
    // It says which turn it belongs to, so the table can stop showing it when the turn ends.
    expect(r.state.lastBattle!.turn).toBe(s.turn);
  });

  it('a defender with no creature able to defend answers "no defence" by itself', () => {
    const { state, ids } = battleScenario(['Grizzly Bears'], []);
    let s = act(state, 0, { type: 'attack', card: ids(0, 'Grizzly Bears')[0]! }).state;
    s = act(s, 0, { type: 'confirmAttack' }).state;
    expect(s.players[0]!.points).toBe(1);
    expect(s.players[0]!.discard).toEqual(ids(0, 'Grizzly Bears'));
    expect(s.active).toBe(1); // Clean Up done, the other player's turn
  });
});

/** {@link battleScenario}'s set-up, taken to the battle: every `att` attacks and every `def` defends. */
function toBattle(...args: Parameters<typeof battleScenario>) {
  const [att, def] = args;
  const sc = battleScenario(...args);
  let s = sc.state;
  for (const n of new Set(att)) for (const id of sc.ids(0, n)) s = act(s, 0, { type: 'attack', card: id }).state;
  s = act(s, 0, { type: 'confirmAttack' }).state;
  for (const n of new Set(def)) for (const id of sc.ids(1, n)) s = act(s, 1, { type: 'defend', card: id }).state;
  s = act(s, 1, { type: 'confirmDefence' }).state;
  return { s, ids: sc.ids };
}

describe('000 Battle and Spoils', () => {
  it('attack dice = combined power (red), defence dice = combined toughness (white); the higher total wins 1 point per defeated creature; all cards are discarded', () => {
    const { s, ids } = toBattle(['Grizzly Bears', 'Hill Giant'], ['Craw Wurm']);
    expect(s.phase).toBe('spells');
    expect(activeSeats(s)).toEqual([0]); // attacker first
    let r = act(s, 0, { type: 'passSpells' });
    expect(activeSeats(r.state)).toEqual([1]);
    r = act(r.state, 1, { type: 'passSpells' });
    const [a, d] = dice(r.events);
    expect(a!.dice).toHaveLength(2 + 3); // Grizzly Bears 2 + Hill Giant 3
    expect(a!.dice.every((x) => x.color === ATTACK_COLOR && x.sides === 6)).toBe(true);
    expect(d!.dice).toHaveLength(4); // Craw Wurm toughness 4
    expect(d!.dice.every((x) => x.color === DEFENCE_COLOR)).toBe(true);
    const at = diceTotal(a!.dice);
    const dt = diceTotal(d!.dice);
    const st = r.state;
    expect(st.lastBattle).toMatchObject({ attackTotal: at, defenceTotal: dt });
    if (at > dt) expect(st.players.map((p) => p.points)).toEqual([1, 0]);
    else if (dt > at) expect(st.players.map((p) => p.points)).toEqual([0, 2]);
    else expect(st.players.map((p) => p.points)).toEqual([0, 0]);
    expect(st.players[0]!.creatures).toEqual([]);
    expect(st.players[1]!.creatures).toEqual([]);
    expect(st.players[0]!.discard.sort()).toEqual([...ids(0, 'Grizzly Bears'), ...ids(0, 'Hill Giant')].sort());
    expect(st.players[1]!.discard).toEqual(ids(1, 'Craw Wurm'));
  });

  it('a draw discards every card in the battle and awards no points', () => {
    // Search seeds for a tie of one die against one die; the state after it is exact.
    for (let i = 0; i < 60; i++) {
      const { s } = toBattle(['Llanowar Elves'], ['Llanowar Elves'], {}, `tie-${i}`);
      let r = act(s, 0, { type: 'passSpells' });
      r = act(r.state, 1, { type: 'passSpells' });
      if (r.state.lastBattle!.outcome !== 'draw') continue;
      expect(r.state.lastBattle!.attackTotal).toBe(r.state.lastBattle!.defenceTotal);
      expect(r.state.players.map((p) => p.points)).toEqual([0, 0]);
      expect(r.state.players.map((p) => p.creatures.length)).toEqual([0, 0]);
      expect(r.state.players.map((p) => p.discard.length)).toEqual([1, 1]);
      return;
    }
    throw new Error('no tie in 60 seeds');
  });

  it('option winnersReturn: the winning side’s creatures go back on the board', () => {
    for (let i = 0; i < 40; i++) {
      const { s, ids } = toBattle(['Craw Wurm'], ['Llanowar Elves'], { winnersReturn: true }, `wr-${i}`);
      let r = act(s, 0, { type: 'passSpells' });
      r = act(r.state, 1, { type: 'passSpells' });
      if (r.state.lastBattle!.outcome !== 'attacker') continue;
      expect(r.state.players[0]!.creatures).toEqual([{ id: ids(0, 'Craw Wurm')[0], faceUp: true }]);
      expect(r.state.players[1]!.discard).toEqual(ids(1, 'Llanowar Elves'));
      expect(r.state.players[0]!.points).toBe(1);
      return;
    }
    throw new Error('the attacker never won');
  });

  it('option extraDice: "all" rolls every point of power; "five" rolls at most five dice', () => {
    const att = ['Craw Wurm', 'Hill Giant']; // 6 + 3 = 9 power
    const all = toBattle(att, ['Grizzly Bears']);
    let r = act(act(all.s, 0, { type: 'passSpells' }).state, 1, { type: 'passSpells' });
    expect(dice(r.events)[0]!.dice).toHaveLength(9);
    const five = toBattle(att, ['Grizzly Bears'], { extraDice: 'five' });
    r = act(act(five.s, 0, { type: 'passSpells' }).state, 1, { type: 'passSpells' });
    expect(dice(r.events)[0]!.dice).toHaveLength(5);
  });

  it('reaching 10 points ends the game at once (000 Winning)', () => {
    const sc = battleScenario(['Grizzly Bears'], []);
    sc.state.players[0]!.points = 9;
    let s = act(sc.state, 0, { type: 'attack', card: sc.ids(0, 'Grizzly Bears')[0]! }).state;
    s = act(s, 0, { type: 'confirmAttack' }).state;
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(0);
    expect(diceDuel.result(s)).toEqual({ winners: [0], reason: 'Ann reached 10 points' });
    expect(diceDuel.activeSeats(s)).toEqual([]);
  });
});

describe('000 Spells: instants attached to creatures with mana', () => {
  it('Giant Growth (+3/+3) on an attacker adds 3 attack dice and taps its mana; it is discarded after the battle', () => {
    const { s, ids } = toBattle(['Grizzly Bears'], ['Hill Giant'], {}, 'gg', ['Giant Growth']);
    const gg = ids(0, 'Giant Growth')[0]!;
    const bears = ids(0, 'Grizzly Bears')[0]!;
    expect(legalActions(s, 0)).toEqual([{ type: 'attach', card: gg, target: bears }, { type: 'passSpells' }]);
    const tappedBefore = s.players[0]!.lands.filter((l) => l.tapped).length;
    let r = act(s, 0, { type: 'attach', card: gg, target: bears });
    expect(r.state.players[0]!.lands.filter((l) => l.tapped).length).toBe(tappedBefore + 1);
    expect(r.state.combat!.plus).toEqual({ [String(bears)]: 3 });
    r = act(act(r.state, 0, { type: 'passSpells' }).state, 1, { type: 'passSpells' });
    expect(dice(r.events)[0]!.dice).toHaveLength(2 + 3);
    expect(r.state.players[0]!.discard).toContain(gg);
  });

  it('Giant Growth on a defender adds 3 defence dice', () => {
    const { s, ids } = toBattle(['Hill Giant'], ['Grizzly Bears'], {}, 'gg2', [], ['Giant Growth']);
    let r = act(s, 0, { type: 'passSpells' });
    r = act(r.state, 1, { type: 'attach', card: ids(1, 'Giant Growth')[0]!, target: ids(1, 'Grizzly Bears')[0]! });
    r = act(r.state, 1, { type: 'passSpells' });
    expect(dice(r.events)[1]!.dice).toHaveLength(2 + 3);
  });

  it('Lightning Bolt (3 damage) destroys a creature of toughness ≤ 3 before the dice; Shock on a Hill Giant takes 2 dice', () => {
    const { s, ids } = toBattle(['Grizzly Bears'], ['Grizzly Bears', 'Hill Giant'], {}, 'bolt', [
      'Lightning Bolt',
      'Shock',
    ]);
    const bolt = ids(0, 'Lightning Bolt')[0]!;
    const giant = ids(1, 'Hill Giant')[0]!;
    const bears1 = ids(1, 'Grizzly Bears')[0]!;
    let r = act(s, 0, { type: 'attach', card: bolt, target: giant });
    expect(r.state.combat!.defenders).toEqual([bears1]);
    expect(r.state.combat!.destroyed).toEqual([giant]);
    expect(r.state.players[1]!.discard).toEqual([giant]);
    r = act(r.state, 0, { type: 'attach', card: ids(0, 'Shock')[0]!, target: bears1 });
    // Shock: 2 damage ≥ Grizzly Bears' toughness 2: destroyed too.
    expect(r.state.combat!.defenders).toEqual([]);
    r = act(act(r.state, 0, { type: 'passSpells' }).state, 1, { type: 'passSpells' });
    expect(dice(r.events)[1]!.dice).toHaveLength(0);
    // No defender left: 2 attack dice beat 0; no creature was defeated in battle, so no point.
    expect(r.state.lastBattle!.outcome).toBe('attacker');
    expect(r.state.players[0]!.points).toBe(0);
  });

  it('Shock (2 damage) on a Hill Giant (toughness 3) removes 2 of its defence dice', () => {
    const { s, ids } = toBattle(['Grizzly Bears'], ['Hill Giant'], {}, 'shock', ['Shock']);
    let r = act(s, 0, { type: 'attach', card: ids(0, 'Shock')[0]!, target: ids(1, 'Hill Giant')[0]! });
    expect(r.state.combat!.minus).toEqual({ [String(ids(1, 'Hill Giant')[0])]: 2 });
    r = act(act(r.state, 0, { type: 'passSpells' }).state, 1, { type: 'passSpells' });
    expect(dice(r.events)[1]!.dice).toHaveLength(1);
  });

  it('Doom Blade cannot target a black creature (its "nonblack" is checked)', () => {
    const { s, ids } = toBattle(['Grizzly Bears'], ['Hill Giant', 'Walking Corpse'], {}, 'blade', ['Doom Blade']);
    const blade = ids(0, 'Doom Blade')[0]!;
    expect(legalActions(s, 0)).toEqual([
      { type: 'attach', card: blade, target: ids(1, 'Hill Giant')[0] },
      { type: 'passSpells' },
    ]);
  });

  it('an instant the engine cannot run is not castable by default; with unrunnableInstants: one-die it adds one die', () => {
    const off = toBattle(['Grizzly Bears'], ['Hill Giant'], {}, 'u', ['Cancel']);
    expect(types(legalActions(off.s, 0))).toEqual(['passSpells']);
    const on = toBattle(['Grizzly Bears'], ['Hill Giant'], { unrunnableInstants: 'one-die' }, 'u', ['Cancel']);
    let r = act(on.s, 0, { type: 'attach', card: on.ids(0, 'Cancel')[0]!, target: on.ids(0, 'Grizzly Bears')[0]! });
    r = act(act(r.state, 0, { type: 'passSpells' }).state, 1, { type: 'passSpells' });
    expect(dice(r.events)[0]!.dice).toHaveLength(3);
  });

  it('an instant needs its mana: with no untapped land it cannot be attached', () => {
    const { s } = toBattle(['Grizzly Bears'], ['Hill Giant'], {}, 'm', ['Giant Growth']);
    for (const l of s.players[0]!.lands) l.tapped = true;
    expect(legalActions(s, 0)).toEqual([{ type: 'passSpells' }]);
  });
});

describe('000 Clean Up', () => {
  it('draws up to seven at the end of the turn', () => {
    const { state } = scenario({
      seats: [{ hand: ['Forest'], library: Array(10).fill('Grizzly Bears') }, { library: ['Forest'] }],
    });
    const s = act(state, 0, { type: 'endTurn' }).state;
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(s.players[0]!.library).toHaveLength(4);
    expect(s.active).toBe(1);
  });

  it('discards down to seven, the player choosing which', () => {
    const { state, ids } = scenario({
      seats: [{ hand: [...Array(8).fill('Forest'), 'Craw Wurm'] }, { library: ['Forest'] }],
    });
    let s = act(state, 0, { type: 'endTurn' }).state;
    expect(s.phase).toBe('cleanup');
    expect(types(legalActions(s, 0))).toEqual(['discard', 'discard']); // Forest or Craw Wurm
    s = act(s, 0, { type: 'discard', card: ids(0, 'Craw Wurm')[0]! }).state;
    expect(s.phase).toBe('cleanup');
    s = act(s, 0, { type: 'discard', card: ids(0, 'Forest')[0]! }).state;
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(s.players[0]!.discard).toEqual([ids(0, 'Craw Wurm')[0], ids(0, 'Forest')[0]]);
    expect(s.active).toBe(1);
  });

  it('reshuffles the discard pile into a new deck when the deck runs out', () => {
    const { state } = scenario({
      seats: [{ hand: ['Forest'], library: ['Forest'], discard: Array(9).fill('Hill Giant') }, { library: ['Forest'] }],
    });
    const r = act(state, 0, { type: 'endTurn' });
    expect(r.state.players[0]!.hand).toHaveLength(7);
    expect(r.state.players[0]!.discard).toHaveLength(0);
    expect(r.state.players[0]!.library).toHaveLength(4);
    expect(r.events.some((e) => e.type === 'reshuffle')).toBe(true);
  });

  it('option maxTurns: the game is a draw after that many turns', () => {
    const { state } = scenario({ turn: 200, seats: [{ hand: Array(7).fill('Forest') }, {}] });
    const s = act(state, 0, { type: 'endTurn' }).state;
    expect(s.phase).toBe('over');
    expect(diceDuel.result(s)?.winners).toEqual([]);
  });

  it('option landsUntap (with untap: active): every-turn untaps both players’ lands', () => {
    const spec = {
      options: { untap: 'active' as const },
      seats: [
        { hand: Array(7).fill('Forest'), lands: [{ name: 'Forest', tapped: true }] },
        { library: ['Forest'], lands: [{ name: 'Mountain', tapped: true }] },
      ] as [object, object],
    };
    const own = act(scenario(spec).state, 0, { type: 'endTurn' }).state;
    expect(own.players.map((p) => p.lands[0]!.tapped)).toEqual([true, false]);
    const every = act(scenario({ ...spec, options: { untap: 'active', landsUntap: 'every-turn' } }).state, 0, {
      type: 'endTurn',
    }).state;
    expect(every.players.map((p) => p.lands[0]!.tapped)).toEqual([false, false]);
  });
});

describe('apply', () => {
  it('refuses an illegal action with a plain message', () => {
    const { state, ids } = scenario({ seats: [{ hand: ['Craw Wurm'] }, {}] });
    expect(() => act(state, 0, { type: 'cast', card: ids(0, 'Craw Wurm')[0]! })).toThrow(/cannot/);
    expect(() => act(state, 1, { type: 'endTurn' })).toThrow(/cannot/);
  });

  it('accepts another copy of the same card as the same choice', () => {
    const { state, ids } = scenario({
      seats: [{ hand: ['Grizzly Bears', 'Grizzly Bears'], lands: ['Forest', 'Forest'] }, {}],
    });
    const s = act(state, 0, { type: 'cast', card: ids(0, 'Grizzly Bears')[1]! }).state;
    expect(s.players[0]!.creatures[0]!.id).toBe(ids(0, 'Grizzly Bears')[1]);
  });
});
