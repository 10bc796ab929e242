/**
 * A fast smoke test of every bot in every variant: seeded games finish with legal moves only (the
 * engine checks each move), and the same seed gives the same game. Win rates are measured by
 * `npm run bench -- strength` (200 games per pairing), not here.
 */
import { describe, expect, it } from 'vitest';
import { playGame, type AnyVariant, type Bot } from '../engine';
import { variants } from '../variants';
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { makeSearchBot } from './search';
import { diceDuelPool } from '../../../test/support/diceDuelPool';
import { autoBuild } from '../variants/dice-duel/deckSource';

const tinySearch = makeSearchBot({ playouts: 4, horizon: 6, width: 2, samples: 2, budgetMs: undefined });

/** Seat count each variant is smoke-tested at, and a config with what it needs (Dice Duel: real decks). */
function setupFor(v: AnyVariant): { seats: number; config: unknown } {
  const seats = v.seats.min;
  if (v.id === 'dice-duel') {
    const pool = diceDuelPool().pool;
    return { seats, config: v.parseConfig({ decks: [autoBuild(pool, 'smoke/0'), autoBuild(pool, 'smoke/1')] }) };
  }
  return { seats, config: v.defaultConfig(seats) };
}

describe('bots play every variant (smoke)', () => {
  for (const v of variants) {
    // Need a card pool: covered by src/core/variants/{classic,magic-combat}/properties.test.ts.
    if (v.id === 'classic' || v.id === 'magic-combat') continue;
    it(`${v.id}: random, greedy and search finish seeded games, deterministically`, () => {
      const { seats, config } = setupFor(v);
      const line = (bots: Bot[], seed: string) => {
        const r = playGame(v, config, seed, bots, { maxActions: 20_000 });
        return { result: r.result, turns: r.turns, actions: r.actions };
      };
      const lineups: Bot[][] = [
        Array.from({ length: seats }, (_, i) => (i === 0 ? greedyBot : randomBot)),
        Array.from({ length: seats }, (_, i) => (i === 0 ? tinySearch : greedyBot)),
      ];
      for (const [i, bots] of lineups.entries()) {
        const a = line(bots, `smoke-${i}`);
        expect(a.result).toBeDefined();
        expect(line(bots, `smoke-${i}`)).toEqual(a);
      }
    }, 60_000);
  }
});
