/**
 * Scenario helpers for Magic Combat on the rules core's kit: real starter cards in zones, the
 * slots laid out by name, and the steps of a combat (spell slots, the ability window, a fight).
 */
import type { Action } from '../../rules/decisions';
import { card } from '../../rules/scenarios/cards';
import { scenario, type Scenario, type ScenarioBuilder } from '../../rules/testkit';
import type { GameState, ObjId, Seat } from '../../rules/types';
import { MAGIC_COMBAT_MODULE } from './module';
import { extOf, SLOTS, type McExt, type McOptions } from './state';

/** A Magic Combat scenario: no loss at 0 life or for an empty library (003 Gameplay). */
export function mc(): ScenarioBuilder {
  return scenario(card, MAGIC_COMBAT_MODULE).config((c) => {
    c.sba = { ...c.sba, zeroLife: false, emptyLibraryDraw: false };
  });
}

/** Changes the variant state (slots, options, points) of the scenario's current state. */
export function withExt(t: Scenario, fn: (e: McExt) => void): Scenario {
  const e = JSON.parse(JSON.stringify(extOf(t.state))) as McExt;
  fn(e);
  t.state = { ...t.state, ext: e };
  return t;
}

export const options = (t: Scenario, o: Partial<McOptions>): Scenario =>
  withExt(t, (e) => (e.opts = { ...e.opts, ...o }));

/** Lays out `seat`'s creature slots by name (null: empty). */
export function layout(t: Scenario, seat: Seat, names: (string | null)[]): Scenario {
  const ids = names.map((n) => (n === null ? null : t.id(n, 'battlefield', seat)));
  return withExt(t, (e) => (e.slots[seat] = [...ids, ...Array<null>(SLOTS - ids.length).fill(null)]));
}

/** The round (003 Gameplay): two turns each. */
export function atRound(t: Scenario, round: number): Scenario {
  t.state = { ...t.state, turn: round * 2 };
  return t;
}

/** The names in `seat`'s creature slots. */
export function slotNames(s: GameState, seat: Seat): (string | null)[] {
  return extOf(s).slots[seat]!.map((id) => (id === null ? null : s.cards[s.objs[id]!.card]!.name));
}

/** The names of `seat`'s face-down spell cards. */
export function spellNames(s: GameState, seat: Seat): string[] {
  return extOf(s).spells[seat]!.map((id) => s.cards[s.objs[id]!.card]!.name);
}

/** Passes priority until a decision other than priority is asked (or `step` is reached with priority). */
export function passUntilAsked(t: Scenario, step?: GameState['step']): Scenario {
  for (let i = 0; i < 300; i++) {
    const p = t.state.pending;
    if (!p || p.d !== 'priority' || (step && t.state.step === step)) return t;
    t.act({ t: 'pass' });
  }
  throw new Error('passUntilAsked: never asked');
}

/** Beginning of combat: each seat (active first) puts these hand cards face down in spell slots. */
export function placeSpells(t: Scenario, first: string[], second: string[]): Scenario {
  passUntilAsked(t);
  for (const names of [first, second]) {
    const seat = t.decider();
    for (const n of names) t.act({ t: 'pick', v: { o: t.id(n, 'hand', seat) } });
    if (t.state.pending?.d === 'choose' && t.decider() === seat) t.act({ t: 'done' });
  }
  return t;
}

/** The spell-slot card named `name` of `seat` (an exiled, face-down object). */
export const slotCard = (t: Scenario, seat: Seat, name: string): ObjId =>
  extOf(t.state).spells[seat]!.find((id) => t.state.cards[t.state.objs[id]!.card]!.name === name)!;

/** Passes to the fights and picks `fighter` (of the active seat) to fight: the reveal window opens. */
export function pickFight(t: Scenario, fighter: string): Scenario {
  passUntilAsked(t);
  const o = t.id(fighter, 'battlefield', t.state.active);
  const a = t.legal().find((x): x is Extract<Action, { t: 'attack' }> => x.t === 'attack' && x.o === o);
  if (!a) throw new Error(`pickFight: ${fighter} cannot fight`);
  return t.act(a);
}

/** Reveals (casts) `seat`'s face-down `name`, picking `targets` by name. */
export function reveal(t: Scenario, seat: Seat, name: string, ...targets: (string | number)[]): Scenario {
  t.act({ t: 'cast', o: slotCard(t, seat, name) }, seat);
  return t.pick(...targets);
}

export const castableSlots = (t: Scenario, seat: Seat): string[] =>
  t
    .legal(seat)
    .flatMap((a) =>
      a.t === 'cast' && t.state.objs[a.o]!.zone === 'exile' ? [t.state.cards[t.state.objs[a.o]!.card]!.name] : [],
    );

/** Plays on, declining every choice (pass, no spell cards, no fight, the first slot), until `until` holds. */
export function playUntil(t: Scenario, until: (s: GameState) => boolean): Scenario {
  for (let i = 0; i < 600; i++) {
    if (until(t.state)) return t;
    const p = t.state.pending;
    if (!p) return t;
    if (p.d === 'priority') t.act({ t: 'pass' });
    else if (p.d === 'choose' && p.min === 0) t.act({ t: 'done' });
    else if (p.d === 'attackers') t.act({ t: 'done' });
    else t.act(t.legal()[0]!);
  }
  throw new Error('playUntil: never happened');
}

/** Names of the cards `seat` may cast from its hand now. */
export const castableHand = (t: Scenario, seat: Seat): string[] =>
  t
    .legal(seat)
    .flatMap((a) =>
      a.t === 'cast' && t.state.objs[a.o]!.zone === 'hand' ? [t.state.cards[t.state.objs[a.o]!.card]!.name] : [],
    );
