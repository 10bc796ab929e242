import { describe, expect, it, vi } from 'vitest';
import { methodNames } from '../contract';

const exposed = new Map<string, unknown>();
const invoked: unknown[][] = [];
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => {
      invoked.push(args);
      return Promise.resolve({ ok: true, value: null });
    },
    on: () => undefined,
    removeListener: () => undefined,
  },
}));

describe('preload bridge', () => {
  it('exposes one named function per contract method and nothing like ipcRenderer', async () => {
    await import('./index');
    const bridge = exposed.get('kitchenTable') as { api: Record<string, (i: unknown, j?: string) => Promise<unknown>> };
    expect(Object.keys(bridge).sort()).toEqual(['api', 'onProgress', 'pickFile']);
    expect(Object.keys(bridge.api).sort()).toEqual([...methodNames].sort());
    await bridge.api['app.ping']!({ message: 'x' }, 'j');
    expect(invoked).toEqual([['api:app.ping', { message: 'x' }, 'j']]);
    // The file dialog: only a kind goes over, never a path or filters from the page.
    await (bridge as unknown as { pickFile: (k: string) => Promise<unknown> }).pickFile('bulk');
    expect(invoked.at(-1)).toEqual(['files:pick', 'bulk']);
  });
});
