/**
 * Search (clock on) against greedy in Classic Magic (or Magic Combat) over many games, one child process per core:
 * a game of search takes tens of seconds, so 200 games in one process would take an hour. Game g
 * is seeded `${seed}-${g}` with the search in seat g % 2, so the figures do not depend on which
 * child plays which game (only the time budget makes a decision depend on the machine's speed).
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { greedyBot, randomBot, SEARCH_LEVELS, type SearchOptions } from '../src/core/bots';
import { simulate, type AnyVariant } from '../src/core/engine';
import { percentile } from './stats';
import type { Figure } from './types';
import type { GameJob, GameOutcome, SearchGame } from './rulesSearch-child';

export interface SearchRun {
  games: number;
  /** Wins + half the draws. */
  score: number;
  draws: number;
  /** Every decision time of every game, ascending (ms, wall clock). */
  times: number[];
  /** The same decisions' CPU time, ascending (ms): the quiet-machine figure. */
  cpu: number[];
  /** Wall-clock seconds for the whole run. */
  seconds: number;
  workers: number;
}

export async function searchVsGreedy(
  games: number,
  options: Partial<SearchOptions>,
  seed = 'search',
  clock: GameJob['clock'] = 'wall',
  onGame?: (soFar: SearchRun) => void,
  variant: SearchGame = 'classic',
): Promise<SearchRun> {
  const t0 = performance.now();
  const workers = Math.max(1, Math.min(games, os.availableParallelism()));
  const outcomes: GameOutcome[] = [];
  let next = 0;
  const children: ChildProcess[] = [];
  await Promise.all(
    Array.from({ length: workers }, () => {
      // Larger young generation: the engine's copy-on-write states make mostly short-lived garbage.
      const child = fork(new URL('./rulesSearch-child.ts', import.meta.url), [], {
        execArgv: [...process.execArgv, '--max-semi-space-size=64'],
      });
      children.push(child);
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          if (next >= games) {
            child.send('exit');
            resolve();
            return;
          }
          const job: GameJob = { variant, game: next++, seed, options, clock };
          child.send(job);
        };
        child.on('message', (m: GameOutcome | 'ready') => {
          if (m !== 'ready') {
            outcomes.push(m);
            onGame?.(summary(outcomes, t0, workers));
          }
          feed();
        });
        child.on('error', reject);
        child.on('exit', (code) => (code ? reject(new Error(`search bench child exited with ${code}`)) : resolve()));
      });
    }),
  );
  return summary(outcomes, t0, workers);
}

/** The figures of the games played so far. */
function summary(outcomes: GameOutcome[], t0: number, workers: number): SearchRun {
  const times = outcomes.flatMap((o) => o.times).sort((a, b) => a - b);
  const cpu = outcomes.flatMap((o) => o.cpu).sort((a, b) => a - b);
  return {
    games: outcomes.length,
    score: outcomes.reduce((a, o) => a + o.score, 0),
    draws: outcomes.filter((o) => o.score === 0.5).length,
    times,
    cpu,
    seconds: (performance.now() - t0) / 1000,
    workers,
  };
}

/**
 * The bot figures every game on the rules core reports (issues 18, 20, 21): greedy against random
 * over `greedyGames` (both seats), and search (normal, CPU clock) against greedy over `searchGames`
 * in child processes, with the decision times. `label` names the game in the progress lines.
 */
export async function botFigures(
  variant: AnyVariant,
  config: unknown,
  game: SearchGame,
  label: string,
  greedyGames: number,
  searchGames: number,
): Promise<Figure[]> {
  const half = Math.max(1, Math.round(greedyGames / 2));
  const gr = simulate(variant, { bots: [greedyBot, randomBot], games: half, seed: 'greedy', config });
  const rg = simulate(variant, { bots: [randomBot, greedyBot], games: half, seed: 'greedy2', config });
  const greedyWins = ((gr.wins[0] ?? 0) + (rg.wins[1] ?? 0)) / (2 * half);
  const search = await searchVsGreedy(
    searchGames,
    SEARCH_LEVELS.normal,
    `${game}-search`,
    'cpu',
    (r) => {
      if (r.games % 10 === 0)
        console.log(
          `  (${label} search against greedy: ${r.games} games, ${((100 * r.score) / r.games).toFixed(1)} % won; decision p95 ${percentile(r.cpu, 0.95).toFixed(0)} ms CPU; ${r.seconds.toFixed(0)} s)`,
        );
    },
    game,
  );
  const share = search.score / Math.max(1, search.games);
  const p95 = percentile(search.cpu, 0.95);
  return [
    {
      name: `greedy wins against random (${2 * half} games, both seats)`,
      value: greedyWins * 100,
      unit: '%',
      target: '≥ 80 %',
      ok: greedyWins >= 0.8,
    },
    {
      name: `search (normal) decision time, median (${search.cpu.length} decisions, CPU)`,
      value: percentile(search.cpu, 0.5),
      unit: 'ms',
    },
    { name: 'search (normal) decision time, p95 (CPU)', value: p95, unit: 'ms', target: '≤ 1000 ms', ok: p95 <= 1000 },
    {
      name: 'search (normal) decision time, p95 (wall, shared machine)',
      value: percentile(search.times, 0.95),
      unit: 'ms',
    },
    {
      name: `search (normal) wins against greedy (${search.games} games, both seats; a draw counts half)`,
      value: share * 100,
      unit: '%',
      target: '≥ 60 %',
      ok: share >= 0.6,
    },
  ];
}
