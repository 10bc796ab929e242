/**
 * Each SQLite failure a user can meet becomes a plain message and code (issue 23, finding 9): the
 * errors are real ones, provoked against real SQLite files, not hand-made objects.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { toApiError } from './api';
import { sqliteCode } from './sqliteErrors';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-sqlite-errors-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The error `fn` throws (the test fails if it throws none). */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected an error');
}

function freshDb(name: string): string {
  const file = path.join(dir, name);
  const db = new BetterSqlite3(file);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 2000; i++) insert.run('x'.repeat(200));
  })();
  db.close();
  return file;
}

describe('SQLite errors as plain messages', () => {
  it('SQLITE_BUSY: another connection holds the write lock', () => {
    const file = freshDb('busy.sqlite');
    const holder = new BetterSqlite3(file);
    const other = new BetterSqlite3(file, { timeout: 0 });
    holder.exec('BEGIN IMMEDIATE');
    try {
      const err = thrown(() => other.exec('BEGIN IMMEDIATE'));
      expect(sqliteCode(err)).toMatch(/^SQLITE_BUSY/);
      const api = toApiError(err, file);
      expect(api.code).toBe('busy');
      expect(api.message).toMatch(/database is busy \(another window or program is writing to it\); try again/);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      other.close();
    }
  });

  it('SQLITE_NOTADB: a file of random bytes', () => {
    const file = path.join(dir, 'random.sqlite');
    fs.writeFileSync(file, crypto.randomBytes(8192));
    const err = thrown(() => new BetterSqlite3(file).prepare('SELECT * FROM sqlite_master').all());
    expect(sqliteCode(err)).toBe('SQLITE_NOTADB');
    const api = toApiError(err, file);
    expect(api.code).toBe('storage');
    expect(api.message).toContain('is damaged');
    expect(api.message).toContain('db check');
    expect(api.message).toContain(file);
  });

  it('SQLITE_CORRUPT: a table page overwritten with junk', () => {
    const file = freshDb('corrupt.sqlite');
    const bytes = fs.readFileSync(file);
    const pageSize = bytes.readUInt16BE(16);
    // Page 1 is the schema; the table's b-tree pages follow: scramble them, keep the header intact.
    crypto.randomFillSync(bytes, pageSize * 2, pageSize * 8);
    fs.writeFileSync(file, bytes);
    const db = new BetterSqlite3(file);
    try {
      const err = thrown(() => db.prepare('SELECT SUM(length(body)) FROM t').get());
      expect(sqliteCode(err)).toMatch(/^SQLITE_CORRUPT/);
      const api = toApiError(err, file);
      expect(api.code).toBe('storage');
      expect(api.message).toMatch(/is damaged: run `kitchen-table db check`/);
    } finally {
      db.close();
    }
  });

  it('SQLITE_FULL: the database may not grow (as on a full disk)', () => {
    const file = freshDb('full.sqlite');
    const db = new BetterSqlite3(file);
    try {
      // max_page_count caps the file at its current size: SQLite answers exactly as for a full disk.
      db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
      const err = thrown(() => db.prepare('INSERT INTO t (body) VALUES (?)').run('y'.repeat(100_000)));
      expect(sqliteCode(err)).toBe('SQLITE_FULL');
      const api = toApiError(err);
      expect(api.code).toBe('storage');
      expect(api.message).toMatch(/disk holding the database is full/);
    } finally {
      db.close();
    }
  });

  it('SQLITE_READONLY: a database opened read-only', () => {
    const file = freshDb('readonly.sqlite');
    const db = new BetterSqlite3(file, { readonly: true });
    try {
      const err = thrown(() => db.prepare("INSERT INTO t (body) VALUES ('z')").run());
      expect(sqliteCode(err)).toMatch(/^SQLITE_READONLY/);
      const api = toApiError(err, file);
      expect(api.code).toBe('storage');
      expect(api.message).toMatch(/cannot be written \(read-only file or folder\): check its permissions/);
    } finally {
      db.close();
    }
  });

  it('SQLITE_CANTOPEN: the database path is a folder', () => {
    // (Permissions cannot be used here: the tests may run as root, who may open anything.)
    const file = path.join(dir, 'a-folder.sqlite');
    fs.mkdirSync(file);
    const err = thrown(() => new BetterSqlite3(file));
    expect(sqliteCode(err)).toMatch(/^SQLITE_CANTOPEN/);
    const api = toApiError(err, file);
    expect(api.code).toBe('storage');
    expect(api.message).toMatch(/cannot be opened: check that the data folder exists/);
  });

  it('a SQL bug (a constraint, a syntax error) stays internal', () => {
    const db = new BetterSqlite3(':memory:');
    const err = thrown(() => db.exec('SELEC 1'));
    expect(toApiError(err).code).toBe('internal');
    db.close();
  });
});
