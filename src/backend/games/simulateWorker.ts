/**
 * The worker thread that plays `games.simulate`: bot-vs-bot games are pure CPU for seconds or
 * minutes, and on the backend's own thread they froze every other call and could not be
 * cancelled (issue 23, finding 7). Started and reused by `simulateRunner.ts`; in the packaged app
 * electron-vite builds it as its own entry (`electron.vite.config.ts`).
 */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { makeBot } from '../../core/bots';
import { simulate } from '../../core/engine';
import { getVariant } from '../../core/variants';
import type { RunMessage, SimulateJob, WorkerMessage } from './simulateRunner';

/** Progress messages at most this often: random bots finish thousands of games a second. */
const PROGRESS_MS = 100;

function post(message: WorkerMessage): void {
  parentPort?.postMessage(message);
}

function run(input: SimulateJob): void {
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
      post({ type: 'progress', done, total });
    },
  });
  post({ type: 'done', summary, seconds: (performance.now() - t0) / 1000 });
}

// One simulation at a time; the thread then waits for the next (loading the engine costs ~1 s).
parentPort?.on('message', (m: RunMessage) => {
  try {
    run(m.job);
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
});
