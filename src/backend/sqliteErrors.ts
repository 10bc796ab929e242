import { ApiFailure } from './errors';

/**
 * better-sqlite3's errors (SqliteError) carry SQLite's result code in `code`, extended codes
 * included (`SQLITE_BUSY_SNAPSHOT`, `SQLITE_READONLY_DBMOVED`, `SQLITE_CANTOPEN_ISDIR` …), so they
 * are matched by prefix. Each becomes one plain sentence and a code the UI can act on, instead of
 * SQLite's own text reaching the user as `internal` (issue 23, finding 9).
 */
const PLAIN: { prefix: string; code: 'busy' | 'storage'; message: (db?: string) => string }[] = [
  {
    prefix: 'SQLITE_BUSY',
    code: 'busy',
    message: () => 'The database is busy (another window or program is writing to it); try again in a moment.',
  },
  {
    prefix: 'SQLITE_LOCKED',
    code: 'busy',
    message: () => 'The database is busy (another window or program is writing to it); try again in a moment.',
  },
  {
    prefix: 'SQLITE_CORRUPT',
    code: 'storage',
    message: (db) =>
      `The database file${at(db)} is damaged: run \`kitchen-table db check\` to find and set aside the damaged rows.`,
  },
  {
    prefix: 'SQLITE_NOTADB',
    code: 'storage',
    message: (db) =>
      `The database file${at(db)} is damaged or is not a Kitchen Table database: run \`kitchen-table db check\`, or choose another data folder.`,
  },
  {
    prefix: 'SQLITE_FULL',
    code: 'storage',
    message: (db) =>
      `The disk holding the database${at(db)} is full: free some space and try again. Nothing was saved.`,
  },
  {
    prefix: 'SQLITE_READONLY',
    code: 'storage',
    message: (db) =>
      `The database file${at(db)} cannot be written (read-only file or folder): check its permissions. Nothing was saved.`,
  },
  {
    prefix: 'SQLITE_CANTOPEN',
    code: 'storage',
    message: (db) =>
      `The database file${at(db)} cannot be opened: check that the data folder exists and that you may write to it.`,
  },
  {
    prefix: 'SQLITE_PERM',
    code: 'storage',
    message: (db) => `Kitchen Table may not use the database file${at(db)}: check its permissions.`,
  },
  {
    prefix: 'SQLITE_IOERR',
    code: 'storage',
    message: (db) =>
      `The disk failed while reading or writing the database${at(db)}; check the drive (is it full, removed, or a network folder?) and try again.`,
  },
];

function at(db: string | undefined): string {
  return db ? ` (${db})` : '';
}

/** The SQLite result code of an error thrown by better-sqlite3, or undefined for any other error. */
export function sqliteCode(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
}

/**
 * A SQLite error as a plain ApiFailure (the SQLite code stays in `details` for bug reports), or
 * undefined when the error is not one the user can do something about (constraint failures and
 * SQL errors are bugs, reported as internal).
 */
export function sqliteFailure(err: unknown, dbPath?: string): ApiFailure | undefined {
  const code = sqliteCode(err);
  if (!code) return undefined;
  const plain = PLAIN.find((p) => code === p.prefix || code.startsWith(p.prefix + '_'));
  if (!plain) return undefined;
  return new ApiFailure(plain.code, plain.message(dbPath), { sqlite: code });
}
