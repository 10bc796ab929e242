/**
 * Runs the backend's heavy jobs (`games.simulate`, `effects.report`) in a `node:worker_threads`
 * Worker (jobWorker.ts), so the backend keeps answering other calls meanwhile, and `jobs.cancel`
 * stops a job at once by terminating the thread (the tasks hold no database handle, so nothing
 * is left half-written). Issue 23, finding 7.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiFailure } from '../errors';
import type { Job } from '../jobs';
import type { Task, TaskResult, WorkerMessage } from './tasks';

/**
 * A heap cap for the worker: a runaway job fails with a plain message instead of taking the whole
 * app down (the search bot's trees and a 16,000-card report stay far below it).
 */
const WORKER_HEAP_MB = 2048;

/**
 * Where the worker is and how to start it. From source (tsx: the CLI, `npm run serve`, tests) it
 * is the `.ts` file beside this one, loaded through tsx's loader registered inside the new thread
 * (Node 20 does not carry `--import tsx` into workers). In the packaged app this module is bundled
 * into `out/main/index.js` and the worker is its own entry `out/main/jobWorker.js` beside it.
 */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!here.endsWith('.ts')) return new Worker(path.join(path.dirname(here), 'jobWorker.js'), options);
  const require = createRequire(import.meta.url);
  // tsx's ESM entry of its API (the package's `require` condition would give the CommonJS one).
  const tsxApi = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'));
  const entry = pathToFileURL(path.join(path.dirname(here), 'jobWorker.ts'));
  const boot = `import(${JSON.stringify(tsxApi.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * One finished worker is kept for the next call, process-wide (it holds no backend state):
 * starting one loads the whole engine again, 1–3 s. Unref'd while idle, so it never keeps the
 * CLI or a test process alive.
 */
const idle = new Set<Worker>();

function acquire(): Worker {
  for (const w of idle) {
    idle.delete(w);
    w.ref();
    return w;
  }
  const w = startWorker();
  w.on('exit', () => idle.delete(w));
  return w;
}

function release(w: Worker): void {
  if (idle.size > 0) {
    void w.terminate();
    return;
  }
  w.unref();
  idle.add(w);
}

export interface RunOptions {
  /** The answer to a cancel, e.g. "Simulation cancelled: …; nothing was saved." */
  cancelled: string;
  /** The answer when the worker outgrows its heap: what to try instead. */
  outOfMemory: string;
}

/** Runs a task in a worker; progress goes to the job, cancelling the job ends the worker. */
export function runInWorker<T extends Task['task']>(
  task: Extract<Task, { task: T }>,
  job: Job,
  options: RunOptions,
): Promise<TaskResult[T]> {
  job.throwIfCancelled();
  return new Promise((resolve, reject) => {
    const worker = acquire();
    let settled = false;
    /** Settles once; a worker that did not finish cleanly is terminated, never reused. */
    const finish = (clean: boolean, fn: () => void) => {
      if (settled) return;
      settled = true;
      job.signal.removeEventListener('abort', onAbort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (clean) release(worker);
      else void worker.terminate();
      fn();
    };
    const onAbort = () => finish(false, () => reject(new ApiFailure('cancelled', options.cancelled)));
    const onMessage = (m: WorkerMessage) => {
      if (m.type === 'progress') job.progress(m.phase, m.done, m.total);
      else if (m.type === 'done') finish(true, () => resolve(m.result as TaskResult[T]));
      else finish(true, () => reject(m.code ? new ApiFailure(m.code, m.message) : new Error(m.message)));
    };
    const onError = (err: Error) => {
      const oom = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      const failure = oom ? new ApiFailure('bad_input', `${options.outOfMemory} (over ${WORKER_HEAP_MB} MB)`) : err;
      finish(false, () => reject(failure));
    };
    const onExit = (code: number) =>
      finish(false, () => reject(new Error(`the job worker stopped (exit code ${code}) before it finished`)));
    job.signal.addEventListener('abort', onAbort);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(task);
  });
}
