import path from 'node:path';
import { app, BrowserWindow, session, shell } from 'electron';
import { createBackend } from '../backend/api';
import { DATA_DIR_ENV } from '../backend/paths';
import { CONTENT_SECURITY_POLICY } from '../web/csp';
import { forwardProgress, registerApi } from './ipc';
import { isAppUrl, rendererEntry } from './urls';

// Kitchen Table desktop window. The backend runs in this process; bots think in a worker.

if (process.env[DATA_DIR_ENV]) app.setPath('userData', path.resolve(process.env[DATA_DIR_ENV]));

let mainWindow: BrowserWindow | undefined;

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
    },
  });
  win.once('ready-to-show', () => win.show());
  // Refuse navigation and new windows to anything but the app; open https links in the browser.
  win.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  const entry = rendererEntry(path.join(__dirname, '../renderer/index.html'));
  if (entry.kind === 'url') void win.loadURL(entry.value);
  else void win.loadFile(entry.value);
  return win;
}

void app.whenReady().then(() => {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback) => {
    callback(permission === 'media'); // the webcam, for the Scan screen
  });
  const backend = createBackend({
    dataDir: app.getPath('userData'),
    host: 'electron',
    version: app.getVersion(),
    nativeBinding: process.env.KITCHEN_TABLE_SQLITE_BINDING,
    resourcesDir: app.isPackaged ? process.resourcesPath : path.join(app.getAppPath(), 'resources'),
  });
  registerApi(backend, (event) => isAppUrl(event.senderFrame?.url ?? ''));
  forwardProgress(backend, () => mainWindow?.webContents);
  mainWindow = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
  app.on('will-quit', () => void backend.close());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
