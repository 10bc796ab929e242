import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { methodNames } from '../contract';
import type { Backend } from '../backend/api';

export const API_CHANNEL_PREFIX = 'api:';
export const PROGRESS_CHANNEL = 'api:progress';

/**
 * Registers one IPC handler per contract method (channel `api:<method>`), so the Electron path
 * serves exactly the names the web path does. Calls from any frame but the app's own are refused.
 */
export function registerApi(backend: Backend, isTrusted: (event: IpcMainInvokeEvent) => boolean): string[] {
  const channels: string[] = [];
  for (const name of methodNames) {
    const channel = API_CHANNEL_PREFIX + name;
    ipcMain.handle(channel, async (event, input: unknown, jobId: unknown) => {
      if (!isTrusted(event)) {
        return { ok: false, error: { code: 'bad_input', message: 'Refused: the call did not come from the app.' } };
      }
      return backend.call(name, input, { jobId: typeof jobId === 'string' ? jobId : undefined });
    });
    channels.push(channel);
  }
  return channels;
}

/** Forwards every job's progress to a window. */
export function forwardProgress(backend: Backend, target: () => WebContents | undefined): () => void {
  return backend.onProgress((event) => target()?.send(PROGRESS_CHANNEL, event));
}
