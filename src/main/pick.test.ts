import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../backend/api';

// A fake `electron` module: the dialog answers what the test says; handlers are recorded.
const h = vi.hoisted(() => ({
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  answer: { canceled: false, filePaths: ['/home/me/Downloads/oracle-cards.json'] } as { canceled: boolean; filePaths: string[] }, // prettier-ignore
  dialogs: [] as unknown[],
}));
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, fn: (event: unknown, ...args: unknown[]) => unknown) => h.handlers.set(channel, fn),
  },
  dialog: {
    showOpenDialog: (...args: unknown[]) => {
      h.dialogs.push(args.at(-1));
      return Promise.resolve(h.answer);
    },
  },
}));

const allowed: string[] = [];
const backend = { context: { files: { allowFile: (f: string) => allowed.push(f) } } } as unknown as Backend;
const app = { senderFrame: { url: 'file:///app/index.html' } };

/** The dialog's handler as the app registers it: only the app's own frame is trusted. */
async function registeredPick() {
  const { registerPicker, PICK_CHANNEL } = await import('./pick');
  registerPicker(
    backend,
    (e) => e === app,
    () => undefined,
  );
  return h.handlers.get(PICK_CHANNEL)!;
}

describe('the file dialog (issue 23, finding 1)', () => {
  beforeEach(() => {
    h.handlers.clear();
    h.dialogs.length = 0;
    allowed.length = 0;
  });

  it('admits exactly the file the user picked, and returns its path', async () => {
    const pick = await registeredPick();
    expect(await pick(app, 'bulk')).toBe('/home/me/Downloads/oracle-cards.json');
    expect(allowed).toEqual(['/home/me/Downloads/oracle-cards.json']);
    expect(h.dialogs[0]).toMatchObject({ properties: ['openFile'], filters: [{ extensions: ['json', 'gz'] }] });
  });

  it('admits nothing when cancelled, for an unknown kind, or for a frame that is not the app', async () => {
    const pick = await registeredPick();
    expect(await pick({ senderFrame: { url: 'https://evil.example' } }, 'bulk')).toBeNull();
    expect(await pick(app, '/etc/passwd')).toBeNull();
    h.answer = { canceled: true, filePaths: [] };
    expect(await pick(app, 'cards')).toBeNull();
    expect(allowed).toEqual([]);
    expect(h.dialogs).toHaveLength(1); // only the cancelled one was shown
  });
});
