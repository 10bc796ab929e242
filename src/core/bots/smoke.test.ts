/**
 * A fast smoke test of every bot in every variant: seeded games finish with legal moves only (the
 * engine checks each move), and the same seed gives the same game. Win rates are measured by
 * `npm run bench -- strength` (200 games per pairing), not here.
 */
import { describe, expect, it } from 'vitest';
import { playGame, seedRng, type AnyVariant, type Bot } from '../engine';
import { STARTER } from '../rules/scenarios/cards';
import { classic } from '../variants/classic';
import { variants } from '../variants';
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { makeSearchBot, searchChoice, SEARCH_DEFAULTS, SEARCH_LEVELS } from './search';
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
    // Need a card pool: covered by src/core/variants/{classic,magic-combat,combat-with-dice}/properties.test.ts.
    if (v.id === 'classic' || v.id === 'magic-combat' || v.id === 'combat-with-dice') continue;
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

describe('search in Classic (smoke)', () => {
  // A whole Classic game of search takes seconds even with one sample; the first 60 actions
  // (a few turns, with attacks and blocks) show it plays legally and deterministically.
  const config = classic.parseConfig({ pool: STARTER, deckSeed: 'smoke' });
  const oneSample = makeSearchBot({ samples: 1, width: 2, budgetMs: undefined });
  it('search against greedy: legal moves, same seed same game', () => {
    const line = () => playGame(classic, config, 'classic-smoke', [oneSample, greedyBot], { maxActions: 60 });
    const a = line();
    expect(a.actions).toBeGreaterThan(0);
    expect(line()).toEqual(a);
  }, 60_000);

  it('takes a one-ply decision (the mulligan) without playouts', () => {
    const s = classic.setup(config, 'classic-mulligan');
    const seat = classic.activeSeats(s)[0]!;
    expect(s.pending?.d).toBe('mulligan');
    const legal = classic.legalActions(s, seat);
    const r = searchChoice(classic, seat, classic.view(s, seat), legal, seedRng('m'), {
      ...SEARCH_DEFAULTS,
      ...SEARCH_LEVELS.normal,
    });
    expect(r.playouts).toBe(0);
  });
});
