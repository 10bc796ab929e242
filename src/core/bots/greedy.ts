import { randInt, type AnyVariant, type Bot, type RngState, type Seat } from '../engine';

/**
 * One ply: for each legal action, apply it to a state sampled from the view (`determinize`) and
 * keep the action whose result the variant's `evaluate` likes best (ties broken at random).
 */
export function greedyChoice(variant: AnyVariant, state: unknown, seat: Seat, legal: unknown[], rng: RngState): number {
  let best = -Infinity;
  let bestIdx: number[] = [];
  for (let i = 0; i < legal.length; i++) {
    const next = variant.apply(state, seat, legal[i], true).state;
    const score = variant.evaluate(next, seat);
    if (score > best + 1e-9) {
      best = score;
      bestIdx = [i];
    } else if (score > best - 1e-9) bestIdx.push(i);
  }
  return bestIdx[randInt(rng, bestIdx.length)] ?? 0;
}

export const greedyBot: Bot = {
  id: 'greedy',
  choose: ({ variant, seat, view, legal, rng }) => {
    const state = variant.determinize(view, seat, rng);
    return legal[greedyChoice(variant, state, seat, legal, rng)];
  },
};
