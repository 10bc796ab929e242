import type { ProgressEvent } from '../contract/errors';
import { ApiFailure } from './errors';

/** What a handler gets to report progress and notice cancellation. */
export interface Job {
  readonly id: string | undefined;
  readonly signal: AbortSignal;
  /** Report progress; cheap to call often (events are throttled to ~10/s per job). */
  progress(phase: string, done: number, total: number | null): void;
  /** Throws a `cancelled` failure when the job was cancelled. */
  throwIfCancelled(): void;
}

type Listener = (event: ProgressEvent) => void;

/** Running jobs by id, and the listeners that forward their progress to the UI. */
export class JobRegistry {
  private readonly running = new Map<string, AbortController>();
  private readonly listeners = new Set<Listener>();

  onProgress(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  cancel(jobId: string): boolean {
    const controller = this.running.get(jobId);
    if (!controller) return false;
    controller.abort();
    return true;
  }

  /** Runs `fn` as job `jobId` (or as an anonymous job when no id is given). */
  async run<T>(
    jobId: string | undefined,
    fn: (job: Job) => Promise<T> | T,
    extra?: (e: ProgressEvent) => void,
  ): Promise<T> {
    const controller = new AbortController();
    if (jobId) {
      if (this.running.has(jobId)) throw new ApiFailure('conflict', `A job with id ${jobId} is already running.`);
      this.running.set(jobId, controller);
    }
    let last = 0;
    const emit = (e: ProgressEvent) => {
      extra?.(e);
      for (const l of this.listeners) l(e);
    };
    const job: Job = {
      id: jobId,
      signal: controller.signal,
      progress: (phase, done, total) => {
        if (!jobId) return;
        const now = Date.now();
        if (now - last < 100 && done !== total) return;
        last = now;
        emit({ jobId, phase, done, total });
      },
      throwIfCancelled: () => {
        if (controller.signal.aborted) throw new ApiFailure('cancelled', 'Cancelled: nothing was changed.');
      },
    };
    try {
      return await fn(job);
    } finally {
      if (jobId) {
        this.running.delete(jobId);
        emit({ jobId, phase: 'done', done: 1, total: 1, finished: true });
      }
    }
  }
}
