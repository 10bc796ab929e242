/**
 * The search bot's judgement of a Pub Magic position (the engine's `SearchHints.winChance`): each
 * seat's chance to win, a softmax over the seats of a linear score of a few table features. The
 * weights were fitted to who actually won from such positions (winChanceFit.ts, docs "Bots"). The
 * greedy bots keep `evaluate`: this only makes the search judge better than the bots it plays.
 */
import type { Seat } from '../../engine';
import { canInstant, canKill, canSteal, countsToTotal, isCreature, isLand, neighbours } from './cards';
import { attackableNeighbours } from './actions';
import { fightWon } from './fight';
import type { PubCard, PubMagicState } from './types';

/** Distances to the target told apart by the score (one feature each); farther ones count as the last. */
const DISTANCES = 10;

/** The features of one seat, in the order of {@link WIN_CHANCE_WEIGHTS}. */
export const FEATURES = [
  // Lands still needed to win, one feature each (the DISTANCES of them).
  'toGo1',
  'toGo2',
  'toGo3',
  'toGo4',
  'toGo5',
  'toGo6',
  'toGo7',
  'toGo8',
  'toGo9',
  'toGo10',
  // Land total × how much of the deck is gone: late in the game lands decide (the deck runs out).
  'totalLate',
  'creatures',
  // Neighbours this seat out-numbers in creatures / that out-number it …
  'outnumbers',
  'outnumbered',
  // … of them, those with a land to take / while this seat has a land to lose.
  'canTake',
  'canLose',
  // Creature margin over each neighbour, clipped to ±3, summed.
  'margin',
  'instants',
  'sorceries',
  'enchantments',
  // Total cards that are no land (artifacts): they count but cannot be taken in a fight.
  'artifacts',
  // Turn order: the seat 1, 2 or 3+ places after the one whose turn it is.
  'next1',
  'next2',
  'next3',
  // The seat whose turn it is can still win a fight now (eligible creatures out-number a neighbour with a land).
  'attackNow',
  'noLand',
  // One or two lands from the target with a neighbour to take one from.
  'toGo1CanTake',
  'toGo2CanTake',
] as const;

export type Feature = (typeof FEATURES)[number];
export const FEATURE_COUNT = FEATURES.length;

interface Tally {
  total: number;
  lands: number;
  creatures: number;
  instants: number;
  kills: number;
  steals: number;
}

// Card objects are shared by every state of a game (never changed), so what each counts for is worked out once.
const kindCache = new WeakMap<PubCard, Tally>();
function kindOf(c: PubCard): Tally {
  let k = kindCache.get(c);
  if (!k) {
    const n = (b: boolean): number => (b ? 1 : 0);
    k = {
      total: n(countsToTotal(c)),
      lands: n(isLand(c)),
      creatures: n(isCreature(c)),
      instants: n(canInstant(c)),
      kills: n(canKill(c)),
      steals: n(canSteal(c)),
    };
    kindCache.set(c, k);
  }
  return k;
}

function addAll(s: PubMagicState, ids: readonly number[], t: Tally): void {
  for (const id of ids) {
    const k = kindOf(s.cards[id]!);
    t.total += k.total;
    t.lands += k.lands;
    t.creatures += k.creatures;
    t.instants += k.instants;
    t.kills += k.kills;
    t.steals += k.steals;
  }
}

function tallyOf(s: PubMagicState, seat: Seat): Tally {
  const t: Tally = { total: 0, lands: 0, creatures: 0, instants: 0, kills: 0, steals: 0 };
  addAll(s, s.tables[seat]!, t);
  // The hand counts too: it is placed on the seat's first turn.
  addAll(s, s.hands[seat]!, t);
  return t;
}

/** Writes every seat's features into `out` (seat i at `i * FEATURE_COUNT`); `out` must hold seats × FEATURE_COUNT. */
export function seatFeatures(s: PubMagicState, out: Float64Array): void {
  const seats = s.tables.length;
  const ts = s.tables.map((_, seat) => tallyOf(s, seat));
  // A fight about to be won: the land is as good as moved (mid-turn positions of the search's own moves).
  const f = s.fight;
  if (f && (s.phase === 'giveLand' || (s.phase === 'respond' && fightWon(f))) && ts[f.defender]!.lands > 0) {
    for (const [seat, d] of [
      [f.attacker, 1],
      [f.defender, -1],
    ] as const) {
      ts[seat]!.total += d;
      ts[seat]!.lands += d;
    }
  }
  const dealt = seats * s.config.deal;
  const late = Math.max(0, 1 - s.deck.length / Math.max(1, s.cards.length - dealt));
  for (let i = 0; i < seats; i++) {
    const o = i * FEATURE_COUNT;
    out.fill(0, o, o + FEATURE_COUNT);
    const me = ts[i]!;
    const toGo = Math.max(1, Math.min(DISTANCES, s.config.target - me.total));
    out[o + toGo - 1] = 1;
    let outnumbers = 0;
    let outnumbered = 0;
    let canTake = 0;
    let canLose = 0;
    let margin = 0;
    for (const n of neighbours(i, seats)) {
      const them = ts[n]!;
      if (me.creatures > them.creatures) {
        outnumbers++;
        if (them.lands > 0) canTake++;
      } else if (them.creatures > me.creatures) {
        outnumbered++;
        if (me.lands > 0) canLose++;
      }
      margin += Math.max(-3, Math.min(3, me.creatures - them.creatures));
    }
    const after = (i - s.active + seats) % seats;
    let attackNow = 0;
    // A neighbour this seat may still attack this turn (each once by default, option attacks) and out-numbers.
    if (after === 0 && (s.phase === 'main' || s.phase === 'declare')) {
      let eligible = 0;
      for (const id of s.tables[i]!) if (s.placed[id] !== s.turn) eligible += kindOf(s.cards[id]!).creatures;
      for (const n of attackableNeighbours(s, i)) if (eligible > ts[n]!.creatures && ts[n]!.lands > 0) attackNow = 1;
    }
    const values = [
      me.total * late,
      Math.min(me.creatures, 8),
      outnumbers,
      outnumbered,
      canTake,
      canLose,
      margin,
      Math.min(me.instants, 4),
      Math.min(me.kills, 4),
      Math.min(me.steals, 4),
      me.total - me.lands,
      after === 1 ? 1 : 0,
      after === 2 ? 1 : 0,
      after >= 3 ? 1 : 0,
      attackNow,
      me.lands === 0 ? 1 : 0,
      toGo === 1 ? canTake : 0,
      toGo === 2 ? canTake : 0,
    ];
    out.set(values, o + DISTANCES);
  }
}

/**
 * Fitted by `refitWinChance` (winChanceFit.ts) on 4-player games with the classic pile: 4000 greedy
 * games, then 3000 with this search in one seat (docs/variants/pub-magic.md "Bots"). The distance
 * weights look odd alone: early in the game (`totalLate` near 0) lands in hand are worth less than
 * creatures and abilities, which take lands every turn.
 */
export const WIN_CHANCE_WEIGHTS: Readonly<Record<Feature, number>> = {
  toGo1: 0.381,
  toGo2: -0.144,
  toGo3: -0.16,
  toGo4: -0.218,
  toGo5: -0.195,
  toGo6: -0.124,
  toGo7: -0.07,
  toGo8: 0.014,
  toGo9: 0.105,
  toGo10: 0.288,
  totalLate: 0.691,
  creatures: 0.359,
  outnumbers: -0.155,
  outnumbered: -0.09,
  canTake: 0.074,
  canLose: 0.078,
  margin: 0.133,
  instants: 0.309,
  sorceries: 0.461,
  enchantments: 0.323,
  artifacts: -0.128,
  next1: 0.427,
  next2: 0.276,
  next3: 0.101,
  attackNow: 0.315,
  noLand: 0.021,
  toGo1CanTake: 0.294,
  toGo2CanTake: 0.28,
};

const WEIGHTS: readonly number[] = FEATURES.map((f) => WIN_CHANCE_WEIGHTS[f]);

/** Every seat's chance to win from `s` (they add up to 1; a finished game: 1 for a winner, an even share for a draw). */
export function winChances(s: PubMagicState, weights: readonly number[] = WEIGHTS): number[] {
  const seats = s.tables.length;
  if (s.result) {
    const w = s.result.winners;
    return s.tables.map((_, seat) => (w.length === 0 ? 1 / seats : w.includes(seat) ? 1 / w.length : 0));
  }
  const x = new Float64Array(seats * FEATURE_COUNT);
  seatFeatures(s, x);
  const p = new Array<number>(seats);
  softmaxOfScores(weights, x, seats, p);
  return p;
}

/**
 * The model itself, shared by the chances above and their fit (winChanceFit.ts): each seat's
 * linear score of its features (seat i at `i * FEATURE_COUNT` in `x`), then the softmax over the
 * seats, written to `out`.
 */
export function softmaxOfScores(
  weights: ArrayLike<number>,
  x: Float64Array,
  seats: number,
  out: { [i: number]: number },
): void {
  let max = -Infinity;
  for (let i = 0; i < seats; i++) {
    let v = 0;
    for (let k = 0; k < FEATURE_COUNT; k++) v += weights[k]! * x[i * FEATURE_COUNT + k]!;
    out[i] = v;
    if (v > max) max = v;
  }
  let sum = 0;
  for (let i = 0; i < seats; i++) sum += out[i] = Math.exp(out[i]! - max);
  for (let i = 0; i < seats; i++) out[i]! /= sum;
}

/** `seat`'s chance to win from `s`: the search's `winChance` hint. */
export function winChancePubMagic(s: PubMagicState, seat: Seat): number {
  return winChances(s)[seat]!;
}
