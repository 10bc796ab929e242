import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { methodNames } from '../contract';
import type { Backend } from '../backend/api';

// A fake `electron` module: records what the main-process wiring registers.
const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, fn: (event: unknown, ...args: unknown[]) => unknown) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, fn);
    },
  },
}));

const calls: { method: string; input: unknown; jobId?: string }[] = [];
const fakeBackend = {
  call: async (method: string, input: unknown, options?: { jobId?: string }) => {
    calls.push({ method, input, jobId: options?.jobId });
    return { ok: true, value: { echoed: method } };
  },
  onProgress: () => () => undefined,
} as unknown as Backend;

describe('main-process IPC wiring', () => {
  beforeEach(() => {
    handlers.clear();
    calls.length = 0;
  });

  it('registers every contract method on IPC under the same name', async () => {
    const { registerApi } = await import('./ipc');
    const channels = registerApi(fakeBackend, () => true);
    const expected = methodNames.map((n) => `api:${n}`).sort();
    expect([...handlers.keys()].sort()).toEqual(expected);
    expect(channels.sort()).toEqual(expected);
  });

  it('passes calls through to the backend, with the job id', async () => {
    const { registerApi } = await import('./ipc');
    registerApi(fakeBackend, () => true);
    const result = await handlers.get('api:app.ping')!(
      { senderFrame: { url: 'file:///app/index.html' } },
      { message: 'hi' },
      'job-1',
    );
    expect(result).toEqual({ ok: true, value: { echoed: 'app.ping' } });
    expect(calls).toEqual([{ method: 'app.ping', input: { message: 'hi' }, jobId: 'job-1' }]);
  });

  it('refuses calls from frames that are not the app, including other file:// pages', async () => {
    const { registerApi } = await import('./ipc');
    const { isAppFrame } = await import('./trust');
    const entry = { kind: 'file', value: path.resolve('/opt/kt/out/renderer/index.html') } as const;
    registerApi(fakeBackend, (event) => isAppFrame(event.senderFrame, entry));
    for (const url of ['https://evil.example', 'file:///tmp/evil.html', 'file:///opt/kt/out/renderer/other.html']) {
      const result = await handlers.get('api:app.info')!({ senderFrame: { url, parent: null } }, {});
      expect(result, url).toMatchObject({ ok: false });
    }
    const own = pathToFileURL(entry.value).href;
    expect(await handlers.get('api:app.info')!({ senderFrame: { url: own, parent: null } }, {})).toMatchObject({
      ok: true,
    });
    expect(calls.map((c) => c.method)).toEqual(['app.info']);
  });
});
