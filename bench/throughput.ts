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

/** The figures: games/s on one core (CPU) against `target`, the wall-clock figure, actions and decisions. */
export function throughputFigures(t: Throughput, target: number): Figure[] {
  const cpu = t.games / t.cpuSeconds;
  const actions = t.summary.averageActions * t.games;
  return [
    {
      name: 'random vs random games per second on one core (games / CPU-seconds of this process)',
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
