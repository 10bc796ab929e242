import { performance } from 'node:perf_hooks';
import { greedyBot, randomBot, SEARCH_DEFAULTS, SEARCH_LEVELS, searchChoice } from '../src/core/bots';
import { pick, seedRng, simulate } from '../src/core/engine';
import { pubMagic, type PubMagicState } from '../src/core/variants/pub-magic';
import type { PoolCard } from '../src/core/decks';
import { readStarterPool, resourcesDir, starterQuantity } from '../src/backend/cards/starter';
import { pileFromPool } from '../src/backend/games/pubMagicConfig';
import type { BenchSuite, Figure } from './types';
import { decisionTimeFigures } from './stats';

/**
 * Pub Magic (issue 8): random-play games per second at 2, 4 and 8 players (one process), with the
 * shared pile built from the bundled starter pool as `simulate` does; and the search bot at its
 * default ("normal") strength deciding real 4-player positions (median and p95 decision time).
 */
export const pubMagicBench: BenchSuite = {
  id: 'pub-magic',
  title: 'Pub Magic engine (2, 4 and 8 players)',
  async run(): Promise<Figure[]> {
    // The starter pool with the copies a new user gets, as `simulate` builds its pile from it.
    const byName = new Map<string, PoolCard>();
    for (const { card, printing } of readStarterPool(resourcesDir(undefined)))
      if (!byName.has(card.name))
        byName.set(card.name, { card: { ...card, printing }, owned: starterQuantity(card.typeLine, printing.rarity) });
    const pool = [...byName.values()];
    const figures: Figure[] = [];
    const tables = [2, 4, 8].map((seats) => ({
      seats,
      bots: new Array(seats).fill(randomBot),
      config: pubMagic.parseConfig({ seats, pile: pileFromPool(pool, seats, `bench-${seats}`) }),
    }));
    // JIT warm-up on every table size before measuring any.
    for (const { bots, config } of tables) simulate(pubMagic, { bots, games: 200, seed: 'warm', config });
    for (const { seats, bots, config } of tables) {
      const games = 600;
      const t0 = performance.now();
      const r = simulate(pubMagic, { bots, games, seed: `bench-${seats}`, config });
      const seconds = (performance.now() - t0) / 1000;
      figures.push(
        {
          name: `${seats} players, random play: games per second (1 process)`,
          value: games / seconds,
          unit: 'games/s',
        },
        { name: `${seats} players, random play: average turns per game`, value: r.averageTurns, unit: 'turns' },
        {
          name: `${seats} players, random play: draws (deck ran out, tied)`,
          value: (100 * r.draws) / games,
          unit: '%',
        },
      );
    }
    figures.push(...searchTimes(tables[1]!.config));
    return figures;
  },
};

/** Positions from greedy 4-player games (about every third decision with a real choice), decided by search at default strength. */
function searchTimes(config: ReturnType<typeof pubMagic.parseConfig>): Figure[] {
  const opts = { ...SEARCH_DEFAULTS, ...SEARCH_LEVELS.normal };
  const times: number[] = [];
  const rng = seedRng('bench-positions');
  for (let g = 0; g < 10 && times.length < 60; g++) {
    let s: PubMagicState = pubMagic.setup(config, `bench-search-${g}`);
    while (!s.result && times.length < 60) {
      const seat = pubMagic.activeSeats(s)[0]!;
      const legal = pubMagic.legalActions(s, seat);
      const view = pubMagic.view(s, seat);
      if (legal.length > 1 && pick(rng, [true, false, false])) {
        const t = performance.now();
        searchChoice(pubMagic, seat, view, legal, seedRng(`d${times.length}`), opts, () => performance.now());
        times.push(performance.now() - t);
      }
      const a =
        legal.length === 1
          ? legal[0]!
          : (greedyBot.choose({ variant: pubMagic, seat, view, legal, rng }) as (typeof legal)[number]);
      s = pubMagic.apply(s, seat, a, true).state;
    }
  }
  times.sort((a, b) => a - b);
  return [...decisionTimeFigures('4 players, search (normal)', times)];
}
