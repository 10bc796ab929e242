/**
 * The two concurrency scenarios of issue 23 (findings 3 and 4), shared by the integration test
 * (small counts) and the bench's reliability suite (the acceptance counts): real processes on one
 * SQLite file, released together (together.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrations } from '../../src/backend/db/migrations';
import { openDatabase } from '../../src/backend/db/open';
import { runTogether } from './together';

export interface OpensResult {
  /** Processes whose open failed, with the first error. */
  failed: number;
  firstError: string | undefined;
  /** Migrations recorded more or less than once (or missing). */
  migrationsWrong: number;
  /** From the moment all were released until the last one ended. */
  ms: number;
}

/** `count` processes open (and so create and migrate) one new data file at the same moment. */
export async function concurrentFirstOpens(count: number): Promise<OpensResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-open-'));
  const file = path.join(dir, 'kitchen-table.sqlite');
  try {
    const { outputs: out, ms } = await runTogether('test/support/dbOpen.ts', count, () => [file]);
    const errors = out.filter((o) => o !== 'ok');
    const db = new BetterSqlite3(file, { readonly: true });
    const recorded = db.prepare('SELECT version FROM schema_version').pluck().all() as number[];
    db.close();
    const migrationsWrong = migrations.filter((m) => recorded.filter((v) => v === m.version).length !== 1).length;
    return { failed: errors.length, firstError: errors[0], migrationsWrong, ms };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface WritersResult {
  failures: number;
  /** Rows that a writer reported written but the file does not hold. */
  lost: number;
  ms: number;
}

/** `processes` processes each write `writes` rows into one existing database, all at once. */
export async function concurrentWriters(processes: number, writes: number): Promise<WritersResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-conc-'));
  const file = path.join(dir, 'kitchen-table.sqlite');
  try {
    openDatabase(file).db.close(); // the schema exists before the writers start
    const { outputs: out, ms } = await runTogether('test/support/dbWriter.ts', processes, (i) => [
      file,
      String(i),
      String(writes),
    ]);
    const failures = out.reduce((n, o) => n + (JSON.parse(o) as { failures: number }).failures, 0);
    const db = new BetterSqlite3(file, { readonly: true });
    const rows = db.prepare("SELECT count(*) FROM settings WHERE key LIKE 'w-%'").pluck().get() as number;
    db.close();
    return { failures, lost: processes * writes - failures - rows, ms };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
