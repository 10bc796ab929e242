import { contextBridge, ipcRenderer } from 'electron';
import { methodNames } from '../contract';
import type { ProgressEvent } from '../contract/errors';

// Exposes the API as named functions only (one per contract method), never ipcRenderer itself.
const api: Record<string, (input: unknown, jobId?: string) => Promise<unknown>> = {};
for (const name of methodNames) {
  api[name] = (input, jobId) => ipcRenderer.invoke(`api:${name}`, input, jobId);
}

contextBridge.exposeInMainWorld('kitchenTable', {
  api,
  /** The open-file dialog (src/main/pick.ts): the picked file's path, or null when cancelled. */
  pickFile: (kind: 'bulk' | 'cards'): Promise<string | null> => ipcRenderer.invoke('files:pick', kind),
  onProgress(listener: (event: ProgressEvent) => void): () => void {
    const handler = (_e: unknown, event: ProgressEvent) => listener(event);
    ipcRenderer.on('api:progress', handler);
    return () => ipcRenderer.removeListener('api:progress', handler);
  },
});
