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
  // busy_timeout first: everything after it waits for another process instead of failing.
  db.pragma('busy_timeout = 5000');
  walMode(db);
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
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

/**
 * Switches a new file to WAL. The switch needs the file to itself, and SQLite answers "database is
 * locked" at once (without the busy handler) when several processes create the same data folder at
 * the same moment (issue 23 finding 4: 32 of 120 first opens failed), so it is retried briefly.
 */
function walMode(db: Database): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 0; ; attempt++) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      if (attempt >= 100 || !/locked|busy/i.test(String(err))) throw err;
      Atomics.wait(pause, 0, 0, 20 + attempt * 5); // a synchronous sleep: better-sqlite3 is synchronous
    }
  }
}
