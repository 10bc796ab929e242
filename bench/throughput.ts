/**
 * Random-vs-random games per second, by CPU time and by the wall clock. The game loop runs on one
 * thread, so games per CPU-second of this process is games per second on one core, whatever else
 * the machine runs (a shared development machine's wall clock can be a third of that). The CPU time
 * includes V8's garbage-collector helper threads, so it never flatters the figure.
 */
import { performance } from 'node:perf_hooks';
import { randomBot } from '../src/core/bots';
import { simulate, type SimulateSummary } from '../src/core/engine';
import type { AnyVariant } from '../src/core/engine/variant';
import type { Figure } from './types';

export interface Throughput {
  summary: SimulateSummary;
  games: number;
  cpuSeconds: number;
  wallSeconds: number;
}

/** Plays `games` random-vs-random games (after a few to warm the JIT and the caches), timed. */
export function randomThroughput(variant: AnyVariant, config: unknown, games: number, warm: number): Throughput {
  simulate(variant, { bots: [randomBot, randomBot], games: warm, seed: 'warm', config });
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const summary = simulate(variant, { bots: [randomBot, randomBot], games, seed: 'bench', config });
  const wallSeconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  return { summary, games, cpuSeconds: (cpu.user + cpu.system) / 1e6, wallSeconds };
}

/**
 * The figures: games/s on one core (CPU) against `target`, the wall-clock figure, actions and
 * decisions. `warm`: the games were timed in a warm process (see `freshFigure`), and say so.
 */
export function throughputFigures(t: Throughput, target: number, warm = false): Figure[] {
  const cpu = t.games / t.cpuSeconds;
  const actions = t.summary.averageActions * t.games;
  return [
    {
      name: warm
        ? 'random vs random games per second on one core, warm process (games / CPU-seconds of this process)'
        : 'random vs random games per second on one core (games / CPU-seconds of this process)',
      value: cpu,
      unit: 'games/s',
      target: `≥ ${target}`,
      ok: cpu >= target,
    },
    {
      name: '… by the wall clock (lower when other work shares the cores)',
      value: t.games / t.wallSeconds,
      unit: 'games/s',
    },
    { name: 'actions per CPU-second', value: actions / t.cpuSeconds, unit: 'actions/s' },
    { name: 'average decisions (actions) per random game', value: t.summary.averageActions, unit: 'actions' },
    { name: 'average turns per random game', value: t.summary.averageTurns, unit: 'turns' },
  ];
}

/**
 * The same games in a fresh process, printed next to the warm figure (decision 037): V8 goes on
 * compiling the engine's functions for the first two to three hundred games of a process (about
 * 900 optimizations in Magic Combat's first 230, 40 in the next 100), and games per CPU-second
 * rise 1.6–1.8× meanwhile (the compiler's threads count in the process's CPU time). The bots'
 * playouts and long simulations run warm; a short timed run after a short warm-up measures mostly the warming.
 */
export function freshFigure(t: Throughput): Figure {
  return {
    name: '… the same games in a fresh process (timed after the warm-up games only)',
    value: t.games / t.cpuSeconds,
    unit: 'games/s',
  };
}

/**
 * The target's figures as the three benches on the core time them (decision 037): `games` after
 * `warm` in a fresh process, then 100 more and the same games again; the target is judged on the
 * warm run, the fresh figure printed next to it. Returns the warm run too (for its summary).
 */
export function warmAndFresh(
  variant: AnyVariant,
  config: unknown,
  games: number,
  warm: number,
  target: number,
): { figures: Figure[]; warm: Throughput } {
  const fresh = randomThroughput(variant, config, games, warm);
  const t = randomThroughput(variant, config, games, 100);
  return { figures: [...throughputFigures(t, target, true), freshFigure(fresh)], warm: t };
}
