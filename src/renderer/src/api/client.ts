import type { CallResult, MethodInput, MethodName, MethodOutput, ProgressEvent } from '../../../contract';
import type { ApiError } from '../../../contract/errors';

/** How calls reach the backend: Electron IPC (preload) or HTTP + WebSocket (`npm run serve`). */
export interface Transport {
  call(method: string, input: unknown, jobId?: string): Promise<CallResult<unknown>>;
  onProgress(listener: (event: ProgressEvent) => void): () => void;
}

interface PreloadBridge {
  api: Record<string, (input: unknown, jobId?: string) => Promise<CallResult<unknown>>>;
  onProgress(listener: (event: ProgressEvent) => void): () => void;
  /** The desktop window's open-file dialog; the backend then may read that file (fileAccess.ts). */
  pickFile?(kind: 'bulk' | 'cards'): Promise<string | null>;
}

/** The desktop window's file dialog, or undefined in a browser (which cannot hand over a path). */
export function filePicker(): ((kind: 'bulk' | 'cards') => Promise<string | null>) | undefined {
  const bridge = window.kitchenTable;
  return bridge?.pickFile ? (kind) => bridge.pickFile!(kind) : undefined;
}

declare global {
  interface Window {
    kitchenTable?: PreloadBridge;
  }
}

export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
  }
  get code(): ApiError['code'] {
    return this.error.code;
  }
}

function ipcTransport(bridge: PreloadBridge): Transport {
  return {
    call: async (method, input, jobId) => {
      const fn = bridge.api[method];
      if (!fn)
        return { ok: false, error: { code: 'unknown_method', message: `There is no API method named "${method}".` } };
      return fn(input, jobId);
    },
    onProgress: (listener) => bridge.onProgress(listener),
  };
}

/** The per-launch token the local server put in the page (src/web/guard.ts). */
function launchToken(): string {
  return document.querySelector('meta[name="kitchen-table-token"]')?.getAttribute('content') ?? '';
}

function httpTransport(base: string): Transport {
  const listeners = new Set<(event: ProgressEvent) => void>();
  const token = launchToken();
  let socket: WebSocket | undefined;
  const connect = () => {
    if (socket) return;
    socket = new WebSocket(`${base.replace(/^http/, 'ws')}/events?token=${encodeURIComponent(token)}`);
    socket.onmessage = (msg) => {
      const event = JSON.parse(String(msg.data)) as ProgressEvent;
      for (const l of listeners) l(event);
    };
    socket.onclose = () => {
      socket = undefined;
      if (listeners.size) setTimeout(connect, 1000);
    };
  };
  return {
    call: async (method, input, jobId) => {
      try {
        const res = await fetch(`${base}/api/${encodeURIComponent(method)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-kitchen-table-token': token },
          body: JSON.stringify({ input, jobId }),
        });
        return (await res.json()) as CallResult<unknown>;
      } catch (err) {
        return {
          ok: false,
          error: { code: 'network', message: `Kitchen Table's backend cannot be reached (${String(err)}).` },
        };
      }
    },
    onProgress: (listener) => {
      listeners.add(listener);
      connect();
      return () => listeners.delete(listener);
    },
  };
}

let counter = 0;
/** A job id unique within this window. */
export function newJobId(prefix = 'job'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** The one client the UI uses, typed against the contract. */
export class ApiClient {
  constructor(private readonly transport: Transport) {}

  /** Calls a method; throws {@link ApiCallError} with the backend's message on failure. */
  async call<M extends MethodName>(
    method: M,
    input: MethodInput<M>,
    options: { jobId?: string } = {},
  ): Promise<MethodOutput<M>> {
    const result = await this.transport.call(method, input, options.jobId);
    if (!result.ok) throw new ApiCallError(result.error);
    return result.value as MethodOutput<M>;
  }

  onProgress(listener: (event: ProgressEvent) => void): () => void {
    return this.transport.onProgress(listener);
  }
}

export function createClient(): ApiClient {
  const bridge = window.kitchenTable;
  return new ApiClient(bridge ? ipcTransport(bridge) : httpTransport(window.location.origin));
}

export const api = createClient();
