import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../bots';
import { magic54 } from '../variants/magic-54';
import { simulate } from './simulate';

describe('simulate', () => {
  it('the same seed and bots give the same summary; another seed differs', () => {
    const a = simulate(magic54, { bots: [randomBot, greedyBot], games: 20, seed: 's1' });
    const b = simulate(magic54, { bots: [randomBot, greedyBot], games: 20, seed: 's1' });
    const c = simulate(magic54, { bots: [randomBot, randomBot], games: 20, seed: 's2' });
    expect(b).toEqual(a);
    expect(a.wins[0]! + a.wins[1]! + a.draws).toBe(20);
    expect(c.averageActions).not.toBe(a.averageActions);
  });
});
