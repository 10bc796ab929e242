import { z } from 'zod';
import { contract, type MethodName } from '../contract';
import type { ApiError, CallResult, ProgressEvent } from '../contract/errors';
import { BackendContext, type BackendOptions } from './context';
import { openDatabase } from './db/open';
import { ApiFailure } from './errors';
import { handlers } from './handlers';
import { JobRegistry } from './jobs';
import { sqliteFailure } from './sqliteErrors';
import { dbPathIn } from './paths';

export interface CallOptions {
  /** Give a job id to receive progress events for this call and be able to cancel it. */
  jobId?: string;
  /** Progress of this call only (the CLI's progress line). */
  onProgress?: (event: ProgressEvent) => void;
}

/** The backend every host serves: one `call` for every method of the contract. */
export interface Backend {
  readonly context: BackendContext;
  call(method: string, input: unknown, options?: CallOptions): Promise<CallResult<unknown>>;
  /** Progress events of every job, for the transports to forward. */
  onProgress(listener: (event: ProgressEvent) => void): () => void;
  close(): Promise<void>;
}

function isMethod(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(contract, name);
}

export function toApiError(err: unknown, dbPath?: string): ApiError {
  if (err instanceof ApiFailure) return { code: err.code, message: err.message, details: err.details };
  const plain = sqliteFailure(err, dbPath);
  if (plain) return { code: plain.code, message: plain.message, details: plain.details };
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'internal', message: `Something went wrong inside Kitchen Table: ${message}` };
}

export function createBackend(options: BackendOptions): Backend {
  const dbPath = dbPathIn(options.dataDir);
  const { db, migration } = openDatabase(dbPath, { nativeBinding: options.nativeBinding });
  const context = new BackendContext(db, options, dbPath, migration);
  const jobs = new JobRegistry();

  async function call(name: string, rawInput: unknown, callOptions: CallOptions = {}): Promise<CallResult<unknown>> {
    if (!isMethod(name)) {
      return { ok: false, error: { code: 'unknown_method', message: `There is no API method named "${name}".` } };
    }
    const spec = contract[name];
    const parsed = spec.input.safeParse(rawInput ?? {});
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'validation',
          message: `Invalid input for ${name}: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`,
          details: parsed.error.issues,
        },
      };
    }
    if (name === 'jobs.cancel') {
      const { jobId } = parsed.data as { jobId: string };
      return { ok: true, value: { cancelled: jobs.cancel(jobId) } };
    }
    try {
      const handler = handlers[name] as (input: unknown, ctx: BackendContext, job: unknown) => unknown;
      const value = await jobs.run(
        callOptions.jobId,
        (job) => handler(parsed.data, context, job),
        callOptions.onProgress,
      );
      // Outputs are checked too: a handler that drifts from the contract fails loudly, not the UI.
      const out = spec.output.safeParse(value);
      if (!out.success) {
        return {
          ok: false,
          error: {
            code: 'internal',
            message: `The backend's answer to ${name} did not match the contract: ${z.prettifyError(out.error)}`,
          },
        };
      }
      return { ok: true, value: out.data };
    } catch (err) {
      return { ok: false, error: toApiError(err, dbPath) };
    }
  }

  return {
    context,
    call,
    onProgress: (listener) => jobs.onProgress(listener),
    close: () => context.close(),
  };
}
