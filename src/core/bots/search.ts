import {
  nextFloat,
  nextU32,
  randInt,
  seedRng,
  type AnyVariant,
  type Bot,
  type RngState,
  type SearchHints,
  type Seat,
} from '../engine';
import { greedyChoice } from './greedy';

/** How hard the search bot thinks. Tests use `playouts` (deterministic); the app uses `budgetMs`. */
export interface SearchOptions {
  /** Total playouts per decision (split over the candidate actions by UCB1). */
  playouts: number;
  /** Stop early when this many ms have passed (needs `now`); the playout count still caps it. */
  budgetMs?: number;
  /** Actions per playout before the variant's `evaluate` judges the position. */
  horizon: number;
  /** Candidate actions kept at the root, ranked first by one-ply greedy (0 = all). */
  width: number;
  /** Chance that a playout step is random instead of greedy. */
  epsilon: number;
  /**
   * With the variant's search hints only: samples per candidate (every candidate is played out on
   * each). Default: the playouts shared evenly, `playouts / candidates`.
   */
  samples?: number;
  /**
   * With the variant's hints only: stop sampling once the leading candidate beats every other by
   * this many standard errors of their paired differences (common random numbers make the pairs
   * comparable), after at least `minSamples` samples. Undefined = always use every sample.
   */
  decisive?: number;
  /** Samples before `decisive` may stop the search (default 4: fewer give no usable error estimate). */
  minSamples?: number;
}

export const SEARCH_DEFAULTS: SearchOptions = { playouts: 1500, budgetMs: 800, horizon: 8, width: 6, epsilon: 0.15 };

/** Squashes an evaluation into (0, 1) so wins/losses and heuristic scores average together. */
function squash(score: number): number {
  if (score >= 1e6) return 1;
  if (score <= -1e6) return 0;
  return 1 / (1 + Math.exp(-score / 8));
}

/** A variant's {@link SearchHints.winChance}. */
type WinChance = (state: unknown, seat: Seat) => number;

/**
 * One epsilon-greedy playout step: the new state, or null when nobody can act. With `own`, the
 * searching seat `me` plays by one ply of its win chance instead of `evaluate`.
 */
function step(variant: AnyVariant, s: unknown, epsilon: number, rng: RngState, me?: Seat, own?: WinChance): unknown {
  const seats = variant.activeSeats(s) as Seat[];
  if (seats.length === 0) return null;
  const seat = seats[0] as Seat;
  const legal = variant.legalActions(s, seat) as unknown[];
  if (legal.length === 0) return null;
  const idx =
    legal.length === 1
      ? 0
      : own && seat === me
        ? bestByWinChance(variant, s, seat, legal, own)
        : nextFloat(rng) < epsilon
          ? randInt(rng, legal.length)
          : greedyChoice(variant, s, seat, legal, rng);
  return variant.apply(s, seat, legal[idx], true).state;
}

/** One ply by win chance (ties: the first legal action, so the playout needs no coin). */
function bestByWinChance(variant: AnyVariant, s: unknown, seat: Seat, legal: unknown[], winChance: WinChance): number {
  let best = 0;
  let bestV = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const v = winChance(variant.apply(s, seat, legal[i], true).state, seat);
    if (v > bestV + 1e-12) {
      bestV = v;
      best = i;
    }
  }
  return best;
}

/**
 * One playout from `state` (already after the root action): every seat plays epsilon-greedy for
 * `horizon` actions, then the position is scored for `me`.
 */
function playout(variant: AnyVariant, state: unknown, me: Seat, opts: SearchOptions, rng: RngState): number {
  let s = state;
  for (let i = 0; i < opts.horizon; i++) {
    if (variant.result(s)) break;
    const next = step(variant, s, opts.epsilon, rng);
    if (next === null) break;
    s = next;
  }
  return squash(variant.evaluate(s, me));
}

/**
 * Determinized flat Monte-Carlo search: the candidate actions (the best `width` by one ply) share
 * the playouts by UCB1; each playout samples the hidden information from the view afresh
 * (`determinize`: the bot never sees the real state), applies the candidate, plays on
 * epsilon-greedily and scores the result. The most visited candidate is chosen.
 */
export function searchChoice(
  variant: AnyVariant,
  seat: Seat,
  view: unknown,
  legal: unknown[],
  rng: RngState,
  opts: SearchOptions,
  now?: () => number,
): { index: number; playouts: number } {
  if (legal.length === 1) return { index: 0, playouts: 0 };
  if (variant.search) return hintedChoice(variant.search, variant, seat, view, legal, rng, opts, now);
  const start = now?.();
  // Rank by one ply on one sample to pick the candidates.
  const sample = variant.determinize(view, seat, rng);
  const ranked = legal
    .map((a, i) => ({ i, v: variant.evaluate(variant.apply(sample, seat, a, true).state, seat) }))
    .sort((x, y) => y.v - x.v || x.i - y.i);
  const cands = (opts.width > 0 ? ranked.slice(0, opts.width) : ranked).map((r) => r.i);
  if (cands.length === 1) return { index: cands[0]!, playouts: 0 };
  const base = nextU32(rng);
  const visits = new Array<number>(cands.length).fill(0);
  const totals = new Array<number>(cands.length).fill(0);
  let n = 0;
  for (; n < opts.playouts; n++) {
    if (start !== undefined && opts.budgetMs !== undefined && now && (n & 3) === 0 && now() - start > opts.budgetMs)
      break;
    let k = 0;
    if (n < cands.length) k = n;
    else {
      let bestU = -Infinity;
      for (let c = 0; c < cands.length; c++) {
        const u = totals[c]! / visits[c]! + 0.5 * Math.sqrt(Math.log(n) / visits[c]!);
        if (u > bestU) {
          bestU = u;
          k = c;
        }
      }
    }
    // Common random numbers: the j-th playout of every candidate uses the same sampled hidden
    // cards and the same playout dice, so candidates are compared on equal terms.
    const local = seedRng(`${base}/${visits[k]}`);
    const state = variant.determinize(view, seat, local);
    const after = variant.apply(state, seat, legal[cands[k]!], true).state;
    const value = playout(variant, after, seat, opts, local);
    visits[k]!++;
    totals[k]! += value;
  }
  let best = 0;
  for (let c = 1; c < cands.length; c++) {
    const m = totals[c]! / Math.max(1, visits[c]!);
    const mb = totals[best]! / Math.max(1, visits[best]!);
    if (visits[c]! > visits[best]! || (visits[c] === visits[best] && m > mb)) best = c;
  }
  return { index: cands[best]!, playouts: n };
}

/**
 * Playout to a turn, not an action count (the variant's hints): epsilon-greedy until
 * `turnNumber` reaches `untilTurn` or the game ends, then the position is scored for `me` (by the
 * hints' `winChance` when given, which then also plays `me`'s own moves).
 */
function playoutToTurn(
  variant: AnyVariant,
  state: unknown,
  me: Seat,
  untilTurn: number,
  epsilon: number,
  rng: RngState,
  winChance: WinChance | undefined,
): number {
  let s = state;
  // Safety net only: a turn-counted horizon always ends (every variant's turns advance).
  for (let i = 0; i < 100_000 && !variant.result(s) && variant.turnNumber(s) < untilTurn; i++) {
    const next = step(variant, s, epsilon, rng, me, winChance);
    if (next === null) break;
    s = next;
  }
  return winChance ? winChance(s, me) : squash(variant.evaluate(s, me));
}

/**
 * Search with the variant's hints ({@link SearchHints}): every candidate is played out on the
 * same sampled states (sample j of every candidate uses the same `determinize` draw and the same
 * playout dice: common random numbers), each playout lasting to the same turn, and the candidate
 * with the best mean wins (ties: the first in the variant's order of legal actions). The samples
 * go round the candidates evenly until the playouts (or the time budget) run out. Takes the hints,
 * then the same arguments as {@link searchChoice}.
 */
function hintedChoice(
  hints: SearchHints,
  ...[variant, seat, view, legal, rng, opts, now]: Parameters<typeof searchChoice>
): ReturnType<typeof searchChoice> {
  if (hints.worthSearching && !hints.worthSearching(view)) {
    const state = variant.determinize(view, seat, rng);
    return { index: greedyChoice(variant, state, seat, legal, rng), playouts: 0 };
  }
  const start = now?.();
  const width = hints.width ?? opts.width;
  const epsilon = hints.epsilon ?? opts.epsilon;
  let cands = legal.map((_, i) => i);
  if (width > 0 && width < legal.length) {
    const sample = variant.determinize(view, seat, rng);
    cands = legal
      .map((a, i) => ({ i, v: variant.evaluate(variant.apply(sample, seat, a, true).state, seat) }))
      .sort((x, y) => y.v - x.v || x.i - y.i)
      .slice(0, width)
      .map((r) => r.i)
      .sort((x, y) => x - y);
  }
  if (cands.length === 1) return { index: cands[0]!, playouts: 0 };
  const base = nextU32(rng);
  const totals = new Array<number>(cands.length).fill(0);
  const values: number[][] = cands.map(() => []);
  let n = 0;
  let samples = 0;
  const rounds = opts.samples ?? Math.max(1, Math.floor(opts.playouts / cands.length));
  const winChance = hints.winChance?.bind(hints);
  const late = () => start !== undefined && opts.budgetMs !== undefined && now && now() - start > opts.budgetMs;
  sampling: for (; samples < rounds; samples++) {
    if (samples > 0 && late()) break;
    if (opts.decisive !== undefined && samples >= (opts.minSamples ?? 4) && clearLeader(values, opts.decisive)) break;
    const state = variant.determinize(view, seat, seedRng(`${base}/${samples}`));
    const untilTurn = variant.turnNumber(state) + hints.horizonTurns(state);
    const round: number[] = [];
    for (let c = 0; c < cands.length; c++) {
      // Out of time within a round: the round is dropped, so every candidate keeps the same samples.
      if (samples > 0 && c > 0 && late()) break sampling;
      const after = variant.apply(state, seat, legal[cands[c]!], true).state;
      const rng = seedRng(`${base}/${samples}/play`);
      round.push(playoutToTurn(variant, after, seat, untilTurn, epsilon, rng, winChance));
    }
    for (let c = 0; c < cands.length; c++, n++) {
      totals[c]! += round[c]!;
      values[c]!.push(round[c]!);
    }
  }
  let best = 0;
  for (let c = 1; c < cands.length; c++) if (totals[c]! > totals[best]! + 1e-9) best = c;
  return { index: cands[best]!, playouts: n };
}

/**
 * Whether the candidate with the best total beats each other one by more than `z` standard errors
 * of the paired differences (sample j of every candidate shares its draw), or ties it exactly on
 * every sample (the choice makes no difference the playouts can see; the first is taken).
 */
function clearLeader(values: number[][], z: number): boolean {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  let lead = 0;
  for (let c = 1; c < values.length; c++) if (sum(values[c]!) > sum(values[lead]!) + 1e-9) lead = c;
  const best = values[lead]!;
  const k = best.length;
  for (let c = 0; c < values.length; c++) {
    if (c === lead) continue;
    const d = best.map((v, j) => v - values[c]![j]!);
    const mean = sum(d) / k;
    const variance = sum(d.map((x) => (x - mean) ** 2)) / (k - 1);
    if (variance === 0 && mean === 0) continue;
    if (mean <= z * Math.sqrt(variance / k)) return false;
  }
  return true;
}

/** A search bot with the given strength (draws its samples from the bot's own RNG). */
export function makeSearchBot(options: Partial<SearchOptions> = {}): Bot {
  const opts: SearchOptions = { ...SEARCH_DEFAULTS, ...options };
  return {
    id: 'search',
    choose: ({ variant, seat, view, legal, rng, now }) =>
      legal[searchChoice(variant, seat, view, legal, rng, opts, now).index],
  };
}

/**
 * Strength levels offered in the app: playouts and time budget per decision. Short playouts
 * (8 actions) judged by the variant's evaluation beat longer, noisier ones in Magic 54 trials.
 * The strength figures (`npm run bench -- strength`) run `easy` with its playout count only (no clock), so they are deterministic.
 * With a variant's hints (Classic, Pub Magic), normal and hard: `samples` caps the samples per candidate and
 * `decisive` stops once one candidate is clearly best: most decisions are settled in a few samples,
 * and 10 kept normal at about 5 s of CPU per Classic game (75 % against greedy in 40 trial games;
 * docs/decisions/035).
 */
export const SEARCH_LEVELS = {
  easy: { playouts: 48, budgetMs: 250, horizon: 8, width: 4 },
  normal: { playouts: 1500, budgetMs: 800, horizon: 8, width: 6, samples: 10, decisive: 2 },
  hard: { playouts: 6000, budgetMs: 2500, horizon: 10, width: 8, samples: 40, decisive: 3 },
} satisfies Record<string, Partial<SearchOptions>>;
