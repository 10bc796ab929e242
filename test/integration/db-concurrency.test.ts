/**
 * Four real processes write 500 rows each into one data folder at the same time (issue 23,
 * finding 3): every write transaction begins IMMEDIATE and waits on busy_timeout, so none fails
 * and none is lost.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/backend/db/open';
import { migrations } from '../../src/backend/db/migrations';

function writer(file: string, tag: string, count: number): Promise<{ failures: number }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'test/support/dbWriter.ts', file, tag, String(count)],
      { cwd: process.cwd() },
      (err, stdout) => {
        if (err) reject(err);
        else resolve(JSON.parse(stdout) as { failures: number });
      },
    );
  });
}

function opener(file: string, startAt: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'test/support/dbOpen.ts', file, String(startAt)],
      { cwd: process.cwd() },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
  });
}

describe('concurrent writers on one database file', () => {
  it('12 processes opening a new data folder at once: all open it, each migration recorded once (finding 4)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kt-open-')), 'kitchen-table.sqlite');
    const startAt = Date.now() + 4000; // every process loaded by then on a busy 2-core machine
    const results = await Promise.all(Array.from({ length: 12 }, () => opener(file, startAt)));
    expect(results).toEqual(Array.from({ length: 12 }, () => 'ok'));
    const db = new BetterSqlite3(file, { readonly: true });
    const rows = db.prepare('SELECT version FROM schema_version ORDER BY version').all() as { version: number }[];
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    db.close();
  }, 120_000);

  it('4 processes × 500 writes: 0 failures, 0 lost rows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-conc-'));
    const file = path.join(dir, 'kitchen-table.sqlite');
    openDatabase(file).db.close(); // the schema exists before the writers start
    const results = await Promise.all([0, 1, 2, 3].map((p) => writer(file, String(p), 500)));
    expect(results.map((r) => r.failures)).toEqual([0, 0, 0, 0]);
    const db = new BetterSqlite3(file, { readonly: true });
    expect((db.prepare("SELECT count(*) AS n FROM settings WHERE key LIKE 'w-%'").get() as { n: number }).n).toBe(2000);
    db.close();
  }, 120_000);
});
