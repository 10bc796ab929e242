/**
 * Search (clock on) against greedy in Classic Magic (or Magic Combat) over many games, one child process per core:
 * a game of search takes tens of seconds, so 200 games in one process would take an hour. Game g
 * is seeded `${seed}-${g}` with the search in seat g % 2, so the figures do not depend on which
 * child plays which game (only the time budget makes a decision depend on the machine's speed).
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { SearchOptions } from '../src/core/bots';
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
