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
  immediateTransactions(db);
  try {
    const migration = migrate(db, migrations);
    return { db, migration };
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * Every transaction of the app starts with BEGIN IMMEDIATE: a deferred one that later writes fails
 * at once with "database is locked" when another connection (a second window, the CLI, a bot move
 * racing a save) holds the write lock, without waiting for busy_timeout. Taking the lock at BEGIN
 * makes writers queue behind busy_timeout instead (docs/security.md, test/integration/db-concurrency).
 */
function immediateTransactions(db: Database): void {
  const begin = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const t = begin(fn);
    // The default call is IMMEDIATE; the explicit variants stay available.
    const run = (...args: never[]) => t.immediate(...args);
    return Object.assign(run, { default: run, deferred: t.deferred, immediate: t.immediate, exclusive: t.exclusive });
  }) as Database['transaction'];
}
