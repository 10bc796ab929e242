import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The main process's wiring (index.ts) against a fake `electron` and a fake backend.

type Listener = (...args: unknown[]) => unknown;

const h = vi.hoisted(() => ({
  appListeners: new Map<string, Listener>(),
  ipc: new Map<string, Listener>(),
  windows: [] as { options: Record<string, unknown>; loaded: { file?: string; url?: string } }[],
  errorBoxes: [] as { title: string; content: string }[],
  exits: [] as number[],
  session: { headers: 0, request: 0, check: 0 },
  paths: { userData: '', logs: '' },
  backendError: undefined as Error | undefined,
  calls: [] as string[],
}));

vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = () => h.windows;
    readonly webContents = { send: () => undefined };
    readonly record: { options: Record<string, unknown>; loaded: { file?: string; url?: string } };
    constructor(options: Record<string, unknown>) {
      this.record = { options, loaded: {} };
      h.windows.push(this.record);
    }
    once() {}
    loadFile(file: string) {
      this.record.loaded.file = file;
      return Promise.resolve();
    }
    loadURL(url: string) {
      this.record.loaded.url = url;
      return Promise.resolve();
    }
  }
  return {
    app: {
      isPackaged: true,
      whenReady: () => Promise.resolve(),
      on: (name: string, fn: Listener) => h.appListeners.set(name, fn),
      getPath: (name: 'userData' | 'logs') => h.paths[name],
      setPath: () => undefined,
      getVersion: () => '0.1.0',
      getAppPath: () => '/app',
      exit: (code: number) => h.exits.push(code),
      quit: () => undefined,
    },
    BrowserWindow,
    dialog: { showErrorBox: (title: string, content: string) => h.errorBoxes.push({ title, content }) },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: () => h.session.headers++ },
        setPermissionRequestHandler: () => h.session.request++,
        setPermissionCheckHandler: () => h.session.check++,
      },
    },
    shell: { openExternal: () => Promise.resolve() },
    ipcMain: { handle: (channel: string, fn: Listener) => h.ipc.set(channel, fn) },
  };
});

vi.mock('../backend/api', () => ({
  createBackend: () => {
    if (h.backendError) throw h.backendError;
    return {
      call: async (method: string) => {
        h.calls.push(method);
        return { ok: true, value: null };
      },
      onProgress: () => () => undefined,
      close: async () => undefined,
    };
  },
}));

const INDEX = path.resolve(__dirname, '../renderer/index.html');

async function startMain(): Promise<void> {
  vi.resetModules();
  await import('./index');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the main process', () => {
  beforeEach(() => {
    h.appListeners.clear();
    h.ipc.clear();
    h.windows.length = 0;
    h.errorBoxes.length = 0;
    h.exits.length = 0;
    h.calls.length = 0;
    h.session = { headers: 0, request: 0, check: 0 };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-main-'));
    h.paths = { userData: path.join(dir, 'data'), logs: path.join(dir, 'logs') };
    h.backendError = undefined;
    delete process.env.ELECTRON_RENDERER_URL;
  });

  it('shows an error box naming the log when the backend fails to start, and exits (finding 8)', async () => {
    h.backendError = new Error('cannot open kitchen-table.sqlite');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startMain();
    quiet.mockRestore();
    expect(h.errorBoxes).toHaveLength(1);
    expect(h.errorBoxes[0]!.content).toContain('cannot open kitchen-table.sqlite');
    expect(h.errorBoxes[0]!.content).toContain(path.join(h.paths.logs, 'startup-error.log'));
    expect(fs.existsSync(path.join(h.paths.logs, 'startup-error.log'))).toBe(true);
    expect(h.exits).toEqual([1]);
    expect(h.windows).toEqual([]);
  });

  it('hardens the session and every web contents', async () => {
    await startMain();
    expect(h.session).toEqual({ headers: 1, request: 1, check: 1 });
    const created = h.appListeners.get('web-contents-created');
    expect(created).toBeDefined();
    const on = new Map<string, Listener>();
    created!({}, { on: (name: string, fn: Listener) => on.set(name, fn), setWindowOpenHandler: () => undefined });
    expect([...on.keys()].sort()).toEqual(['will-attach-webview', 'will-navigate', 'will-redirect']);
  });

  it('loads exactly the built index.html in a sandboxed window, even with a dev URL in the environment', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173/';
    await startMain();
    expect(h.windows).toHaveLength(1);
    expect(h.windows[0]!.loaded).toEqual({ file: INDEX });
    expect(h.windows[0]!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });

  it('answers IPC from the app page only, not from any other file:// page (finding 8)', async () => {
    await startMain();
    const ping = h.ipc.get('api:app.ping')!;
    const page = pathToFileURL(INDEX).href;
    expect(await ping({ senderFrame: { url: `${page}#/play`, parent: null } }, {})).toEqual({ ok: true, value: null });
    const refused = [
      { senderFrame: { url: 'file:///tmp/evil.html', parent: null } },
      { senderFrame: { url: page, parent: {} } },
      { senderFrame: null },
    ];
    for (const event of refused) expect(await ping(event, {})).toMatchObject({ ok: false });
    expect(h.calls).toEqual(['app.ping']);
  });
});
