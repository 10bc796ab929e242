/**
 * The worker thread of the backend's heavy jobs: bot-vs-bot games (`games.simulate`, pure CPU
 * for seconds or minutes) and effects reports over a whole card file. On the backend's own thread
 * they froze every other call and could not be cancelled (issue 23, finding 7). Started and
 * reused by `jobRunner.ts`; in the packaged app electron-vite builds it as its own entry
 * (`electron.vite.config.ts`).
 */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { makeBot } from '../../core/bots';
import { simulate } from '../../core/engine';
import { getVariant } from '../../core/variants';
import { readCardFile } from '../effects/cardSets';
import { effectsReport } from '../effects/report';
import { ApiFailure } from '../errors';
import type { EffectsReportJob, SimulateJob, Task, TaskResult, WorkerMessage } from './tasks';

/** Progress messages at most this often: random bots finish thousands of games a second. */
const PROGRESS_MS = 100;

function post(message: WorkerMessage): void {
  parentPort?.postMessage(message);
}

function runSimulate(input: SimulateJob): TaskResult['simulate'] {
  const variant = getVariant(input.variant);
  if (!variant) throw new Error(`There is no variant "${input.variant}".`);
  const bots = input.bots.map((b) => makeBot(b.bot, b.strength));
  let last = 0;
  const t0 = performance.now();
  // No clock for the bots: search uses its playout count only, so the same seed gives the same results.
  const summary = simulate(variant, {
    bots,
    games: input.games,
    seed: input.seed,
    config: input.config,
    onGame: (done, total) => {
      const t = performance.now();
      if (t - last < PROGRESS_MS && done !== total) return;
      last = t;
      post({ type: 'progress', phase: 'Playing games', done, total });
    },
  });
  return { summary, seconds: (performance.now() - t0) / 1000 };
}

function runEffectsReport(input: EffectsReportJob): TaskResult['effectsReport'] {
  post({ type: 'progress', phase: 'Reading cards', done: 0, total: null });
  const cards = input.file ? readCardFile(input.file) : (input.cards ?? []);
  post({ type: 'progress', phase: 'Compiling card text', done: 0, total: cards.length });
  return effectsReport(cards, input.scope, input.top);
}

function run(m: Task): unknown {
  if (m.task === 'simulate') return runSimulate(m.job);
  return runEffectsReport(m.job);
}

// One job at a time; the thread then waits for the next (loading the engine costs ~1 s).
parentPort?.on('message', (m: Task) => {
  try {
    post({ type: 'done', result: run(m) });
  } catch (err) {
    const code = err instanceof ApiFailure ? err.code : undefined;
    post({ type: 'error', message: err instanceof Error ? err.message : String(err), code });
  }
});
