import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate, type MigrationReport } from './migrate';
import { migrations } from './migrations';

export interface OpenOptions {
  /**
   * Path to a better-sqlite3 native module built for another ABI (the Electron window in
   * development uses one built for Electron, so Node's own build stays intact).
   */
  nativeBinding?: string;
}

/** Opens (creating if needed) the SQLite file, in WAL mode, and brings its schema up to date. */
export function openDatabase(file: string, options: OpenOptions = {}): { db: Database; migration: MigrationReport } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  try {
    const migration = migrate(db, migrations);
    return { db, migration };
  } catch (err) {
    db.close();
    throw err;
  }
}
