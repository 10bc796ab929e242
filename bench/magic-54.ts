import { performance } from 'node:perf_hooks';
import { greedyBot, makeSearchBot, randomBot, SEARCH_LEVELS, searchChoice, SEARCH_DEFAULTS } from '../src/core/bots';
import { pick, seedRng, simulate } from '../src/core/engine';
import { magic54 } from '../src/core/variants/magic-54';
import type { M54State } from '../src/core/variants/magic-54';
import type { BenchSuite, Figure } from './types';
import { decisionTimeFigures, percentile } from './stats';

/**
 * Magic 54: random-vs-random games per second (one process), and the search bot at its default
 * ("normal") strength deciding real positions: playouts per second, median and p95 decision time.
 */
export const magic54Bench: BenchSuite = {
  id: 'magic-54',
  title: 'Magic 54 engine and bots',
  async run(): Promise<Figure[]> {
    // Warm up the JIT, then measure random-vs-random.
    simulate(magic54, { bots: [randomBot, randomBot], games: 200, seed: 'warm' });
    const games = 3000;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const rr = simulate(magic54, { bots: [randomBot, randomBot], games, seed: 'bench' });
    const rrSeconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(c0);
    // CPU time of this process: the figure a machine shared with other work would give if idle.
    const rrCpuSeconds = (cpu.user + cpu.system) / 1e6;

    // Positions from greedy-vs-greedy games, every decision with a real choice, decided by search at default strength.
    const opts = { ...SEARCH_DEFAULTS, ...SEARCH_LEVELS.normal };
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let playouts = 0;
    let thinkMs = 0;
    const rng = seedRng('bench-positions');
    for (let g = 0; g < 3 && times.length < 60; g++) {
      let s: M54State = magic54.setup(magic54.defaultConfig(), `bench-search-${g}`);
      while (!s.result && times.length < 60) {
        const seat = magic54.activeSeats(s)[0]!;
        const legal = magic54.legalActions(s, seat);
        if (legal.length > 1 && pick(rng, [true, false, false])) {
          const t = performance.now();
          const ct = process.cpuUsage();
          const r = searchChoice(magic54, seat, magic54.view(s, seat), legal, seedRng(`d${times.length}`), opts, () =>
            performance.now(),
          );
          const ms = performance.now() - t;
          const cu = process.cpuUsage(ct);
          cpuTimes.push((cu.user + cu.system) / 1000);
          times.push(ms);
          playouts += r.playouts;
          thinkMs += ms;
        }
        const a =
          legal.length === 1
            ? legal[0]!
            : (greedyBot.choose({
                variant: magic54,
                seat,
                view: magic54.view(s, seat),
                legal,
                rng,
              }) as (typeof legal)[number]);
        s = magic54.apply(s, seat, a, true).state;
      }
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    // Strength at a glance (small sample; 200 games per pairing: npm run bench -- strength).
    const quick = simulate(magic54, {
      bots: [makeSearchBot({ ...SEARCH_LEVELS.easy, budgetMs: undefined }), greedyBot],
      games: 20,
      seed: 'bench-strength',
    });
    return [
      {
        name: 'random vs random: games per second (1 process)',
        value: games / rrSeconds,
        unit: 'games/s',
        target: '≥ 1000',
        ok: games / rrSeconds >= 1000,
      },
      {
        name: 'random vs random: games per CPU-second (1 process)',
        value: games / rrCpuSeconds,
        unit: 'games/s',
        target: '≥ 1000',
        ok: games / rrCpuSeconds >= 1000,
      },
      { name: 'random vs random: average actions per game', value: rr.averageActions, unit: 'actions' },
      { name: 'random vs random: average turns per game', value: rr.averageTurns, unit: 'turns' },
      { name: 'search (normal): playouts per second', value: (playouts / thinkMs) * 1000, unit: 'playouts/s' },
      ...decisionTimeFigures('search (normal)', times),
      { name: 'search (normal): 95th percentile decision CPU time', value: percentile(cpuTimes, 0.95), unit: 'ms' },
      { name: 'search (easy) vs greedy: wins of 20 (seat 1)', value: quick.wins[0]!, unit: 'games' },
    ];
  },
};
