import { performance } from 'node:perf_hooks';
import { greedyBot, randomBot, SEARCH_DEFAULTS, SEARCH_LEVELS, searchChoice } from '../src/core/bots';
import { pick, seedRng, simulate } from '../src/core/engine';
import { diceDuel } from '../src/core/variants/dice-duel';
import { autoBuild } from '../src/core/variants/dice-duel/deckSource';
import type { DuelState } from '../src/core/variants/dice-duel';
import { diceDuelPool } from '../test/support/diceDuelPool';
import type { BenchSuite, Figure } from './types';
import { decisionTimeFigures } from './stats';

/**
 * Dice Duel with two decks auto-built from the bundled starter pool: random-vs-random games per
 * second (one process), and the search bot at its default ("normal") strength deciding real
 * positions from greedy-vs-greedy games: median and p95 decision time.
 */
export const diceDuelBench: BenchSuite = {
  id: 'dice-duel',
  title: 'Dice Duel engine and bots',
  async run(): Promise<Figure[]> {
    const { pool } = diceDuelPool();
    const t0 = performance.now();
    const decks = [autoBuild(pool, 'bench/deck/0'), autoBuild(pool, 'bench/deck/1')];
    const buildMs = (performance.now() - t0) / 2;
    const config = diceDuel.parseConfig({ decks });
    simulate(diceDuel, { bots: [randomBot, randomBot], games: 100, seed: 'warm', config });
    const games = 1000;
    const t1 = performance.now();
    const rr = simulate(diceDuel, { bots: [randomBot, randomBot], games, seed: 'bench', config });
    const rrSeconds = (performance.now() - t1) / 1000;

    const opts = { ...SEARCH_DEFAULTS, ...SEARCH_LEVELS.normal };
    const times: number[] = [];
    const rng = seedRng('bench-positions');
    for (let g = 0; g < 4 && times.length < 60; g++) {
      let s: DuelState = diceDuel.setup(config, `bench-search-${g}`);
      while (!diceDuel.result(s) && times.length < 60) {
        const seat = diceDuel.activeSeats(s)[0]!;
        const legal = diceDuel.legalActions(s, seat);
        if (legal.length > 1 && pick(rng, [true, false, false])) {
          const t = performance.now();
          searchChoice(diceDuel, seat, diceDuel.view(s, seat), legal, seedRng(`d${times.length}`), opts, () =>
            performance.now(),
          );
          times.push(performance.now() - t);
        }
        const a =
          legal.length === 1
            ? legal[0]!
            : (greedyBot.choose({
                variant: diceDuel,
                seat,
                view: diceDuel.view(s, seat),
                legal,
                rng,
              }) as (typeof legal)[number]);
        s = diceDuel.apply(s, seat, a, true).state;
      }
    }
    times.sort((a, b) => a - b);
    return [
      { name: 'random vs random: games per second (1 process)', value: games / rrSeconds, unit: 'games/s' },
      { name: 'random vs random: average turns per game', value: rr.averageTurns, unit: 'turns' },
      { name: 'random vs random: average actions per game', value: rr.averageActions, unit: 'actions' },
      { name: 'auto-build one deck from the starter pool', value: buildMs, unit: 'ms' },
      ...decisionTimeFigures('search (normal)', times),
    ];
  },
};
