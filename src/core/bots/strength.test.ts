import { describe, expect, it } from 'vitest';
import { simulate, type Bot } from '../engine';
import { magic54 } from '../variants/magic-54';
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { makeSearchBot, SEARCH_LEVELS } from './search';

/** Wins of bot `a` over bot `b` in `games` seeded games, half with `a` in each seat. */
function match(a: Bot, b: Bot, games: number, seed: string): { wins: number; draws: number } {
  const half = games / 2;
  const first = simulate(magic54, { bots: [a, b], games: half, seed: `${seed}/a-first` });
  const second = simulate(magic54, { bots: [b, a], games: half, seed: `${seed}/a-second` });
  return { wins: first.wins[0]! + second.wins[1]!, draws: first.draws + second.draws };
}

// 200 seeded games per pairing, 100 with each bot in each seat. The search bot plays at its
// `easy` level with its playout count only (no clock), so the result is the same on every machine.
describe('bot strength in Magic 54 (200 seeded games each, both seats)', () => {
  it('greedy beats random in at least 80% of games', () => {
    const r = match(greedyBot, randomBot, 200, 'strength-greedy-random');
    console.log(`greedy vs random: ${r.wins}/200 wins, ${r.draws} draws`);
    expect(r.wins).toBeGreaterThanOrEqual(160);
  });

  it('search (easy, 48 playouts) beats greedy in at least 60% of games', () => {
    const search = makeSearchBot({ ...SEARCH_LEVELS.easy, budgetMs: undefined });
    const r = match(search, greedyBot, 200, 'strength-search-greedy');
    console.log(`search vs greedy: ${r.wins}/200 wins, ${r.draws} draws`);
    expect(r.wins).toBeGreaterThanOrEqual(120);
  }, 300_000);
});
