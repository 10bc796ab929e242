import path from 'node:path';
import { app, BrowserWindow, dialog, session, shell } from 'electron';
import { createBackend } from '../backend/api';
import { DATA_DIR_ENV } from '../backend/paths';
import { hardenContents, hardenSession } from './harden';
import { forwardProgress, registerApi } from './ipc';
import { registerPicker } from './pick';
import { reportStartupFailure } from './startup';
import { isAppFrame, rendererEntry } from './trust';

// Kitchen Table desktop window. The backend runs in this process; bots think in a worker.
// Security rules: trust.ts (pure), harden.ts (applied to Electron), docs/security.md.

if (process.env[DATA_DIR_ENV]) app.setPath('userData', path.resolve(process.env[DATA_DIR_ENV]));

/** The app's one page: the built index.html (the dev server only in an unpackaged dev run). */
const entry = rendererEntry(
  path.join(__dirname, '../renderer/index.html'),
  process.env.ELECTRON_RENDERER_URL,
  app.isPackaged,
);

let mainWindow: BrowserWindow | undefined;

// Every web contents, as soon as it exists: no navigation away, no new windows, no <webview>.
app.on('web-contents-created', (_event, contents) => {
  hardenContents(contents, entry, (url) => void shell.openExternal(url));
});

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    title: 'Kitchen Table',
    icon: path.join(app.getAppPath(), 'resources', 'icon.png'),
    show: false,
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  if (entry.kind === 'url') void win.loadURL(entry.value);
  else void win.loadFile(entry.value);
  return win;
}

function start(): void {
  hardenSession(session.defaultSession, entry);
  const backend = createBackend({
    dataDir: app.getPath('userData'),
    host: 'electron',
    version: app.getVersion(),
    nativeBinding: process.env.KITCHEN_TABLE_SQLITE_BINDING,
    resourcesDir: app.isPackaged ? process.resourcesPath : path.join(app.getAppPath(), 'resources'),
  });
  // Only the app's own top-level page may call the backend — not any file:// page.
  registerApi(backend, (event) => isAppFrame(event.senderFrame, entry));
  registerPicker(
    backend,
    (event) => isAppFrame(event.senderFrame, entry),
    () => mainWindow,
  );
  forwardProgress(backend, () => mainWindow?.webContents);
  mainWindow = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
  app.on('will-quit', () => void backend.close());
}

function logsDir(): string {
  try {
    return app.getPath('logs');
  } catch {
    return path.join(app.getPath('userData'), 'logs');
  }
}

// A backend that cannot start (database, native module) gets an error box naming the log, then exit 1.
void app
  .whenReady()
  .then(start)
  .catch((error: unknown) =>
    reportStartupFailure(error, {
      logsDir: logsDir(),
      dataDir: app.getPath('userData'),
      showErrorBox: (title, content) => dialog.showErrorBox(title, content),
      exit: (code) => app.exit(code),
    }),
  );

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
