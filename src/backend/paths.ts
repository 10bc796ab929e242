import os from 'node:os';
import path from 'node:path';

export const APP_DIR_NAME = 'Kitchen Table';
export const DB_FILE_NAME = 'kitchen-table.sqlite';
/** Overrides the data folder everywhere (tests, scripts, portable installs). */
export const DATA_DIR_ENV = 'KITCHEN_TABLE_DATA';

/**
 * The data folder Electron would use (`app.getPath('userData')`), computed without Electron so
 * the CLI and the web host share the desktop app's data by default.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env[DATA_DIR_ENV];
  if (override) return path.resolve(override);
  const home = os.homedir();
  switch (process.platform) {
    case 'win32':
      return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_DIR_NAME);
    case 'darwin':
      return path.join(home, 'Library', 'Application Support', APP_DIR_NAME);
    default:
      return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), APP_DIR_NAME);
  }
}

export function dbPathIn(dataDir: string): string {
  return path.join(dataDir, DB_FILE_NAME);
}
