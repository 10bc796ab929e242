import { dialog, ipcMain, type BrowserWindow, type FileFilter, type IpcMainInvokeEvent } from 'electron';
import type { Backend } from '../backend/api';

export const PICK_CHANNEL = 'files:pick';

/** What the window may ask a file for; the filters come from here, never from the page. */
const KINDS: Record<'bulk' | 'cards', { title: string; filters: FileFilter[] }> = {
  bulk: { title: 'A Scryfall bulk file', filters: [{ name: 'Scryfall bulk data', extensions: ['json', 'gz'] }] },
  cards: { title: 'A card file (Scryfall list or MTGJSON)', filters: [{ name: 'JSON', extensions: ['json'] }] },
};

export type PickKind = keyof typeof KINDS;

/**
 * The open-file dialog for methods that take a path (issue 23, finding 1): the user picks, and
 * only then does the backend's allow-list (src/backend/fileAccess.ts) admit that one file. The
 * page gets the path back to send with its call; a path it makes up itself stays refused.
 */
export function registerPicker(
  backend: Backend,
  isTrusted: (event: IpcMainInvokeEvent) => boolean,
  window: () => BrowserWindow | undefined,
): void {
  ipcMain.handle(PICK_CHANNEL, async (event, kind: unknown) => {
    if (!isTrusted(event) || typeof kind !== 'string' || !(kind in KINDS)) return null;
    const { title, filters } = KINDS[kind as PickKind];
    const win = window();
    const options = { title, filters, properties: ['openFile' as const] };
    const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    const file = result.canceled ? undefined : result.filePaths[0];
    if (!file) return null;
    backend.context.files.allowFile(file);
    return file;
  });
}
