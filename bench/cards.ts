/**
 * Cards benchmark (issue 3): bulk import of a 100,000-record file made of real cards (records/s,
 * peak memory, import time / parse time), and offline name resolution of a 100-card list.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CardRepository } from '../src/backend/cards/repository';
import { openDatabase } from '../src/backend/db/open';
import { dbPathIn } from '../src/backend/paths';
import { writeBulkJson } from '../test/support/bulk-file';
import type { BenchSuite, Figure } from './types';

const RECORDS = 100_000;
const DECK = path.resolve(
  process.cwd(),
  '../shared/fixtures/decklists/cockatrice-cod/jlawrence11-edh-Infectious_Growth_(EDH).cod',
);

interface ChildResult {
  records: number;
  ms: number;
  /** CPU time (user + system) of the child: what the work costs, whatever else the machine runs. */
  cpuMs: number;
  maxRssMb: number;
}

function child(mode: 'parse' | 'import', file: string, dir?: string): ChildResult {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const out = execFileSync(tsx, ['bench/cards-child.ts', mode, file, ...(dir ? [dir] : [])], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as ChildResult;
}

export const cardsBench: BenchSuite = {
  id: 'cards',
  title: 'Cards: bulk import and offline name resolution',
  async run(): Promise<Figure[]> {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-bench-cards-'));
    try {
      // Scryfall's own bulk format: one JSON array.
      const file = await writeBulkJson(path.join(tmp, 'bulk-100k.json'), RECORDS);
      const sizeMb = fs.statSync(file).size / 1e6;
      const parse = child('parse', file);
      const dir = path.join(tmp, 'data');
      const imp = child('import', file, dir);
      const ratio = imp.ms / parse.ms;
      // The judged ratio uses CPU time: on a shared machine, wall time mostly measures the
      // neighbours (both wall and CPU figures are printed).
      const cpuRatio = imp.cpuMs / parse.cpuMs;

      // Offline name resolution: a real 100-card Commander list (Cockatrice .cod) against the
      // database just imported, with fetch replaced by a counter that fails the call.
      const names = [...fs.readFileSync(DECK, 'utf8').matchAll(/<card number="\d+" name="([^"]+)"/g)].map((m) =>
        (m[1] ?? '').replace(/&amp;/g, '&').replace(/&apos;/g, "'"),
      );
      const { db } = openDatabase(dbPathIn(dir));
      let network = 0;
      const realFetch = globalThis.fetch;
      globalThis.fetch = (() => {
        network++;
        return Promise.reject(new Error('no network in this benchmark'));
      }) as typeof fetch;
      let ms: number;
      let resolved = 0;
      try {
        const repo = new CardRepository(db);
        repo.lookupMany(['warm up']); // statements prepared, page cache warm: what a running app has
        const t0 = performance.now();
        const found = repo.lookupMany(names);
        ms = performance.now() - t0;
        resolved = [...found.values()].filter(Boolean).length;
      } finally {
        globalThis.fetch = realFetch;
        db.close();
      }
      return [
        { name: `bulk file: records (JSON array, ${sizeMb.toFixed(0)} MB)`, value: imp.records, unit: 'records' },
        { name: 'bulk import rate', value: Math.round(imp.records / (imp.ms / 1000)), unit: 'records/s' },
        { name: 'bulk import time, wall', value: imp.ms / 1000, unit: 's' },
        { name: 'merely parsing the same file (same stream parser), wall', value: parse.ms / 1000, unit: 's' },
        { name: 'bulk import CPU time', value: imp.cpuMs / 1000, unit: 's' },
        { name: 'parse-only CPU time', value: parse.cpuMs / 1000, unit: 's' },
        { name: 'import time / parse time (wall clock)', value: ratio, unit: '×' },
        { name: 'import time / parse time (CPU time)', value: cpuRatio, unit: '×', target: '≤ 2×', ok: cpuRatio <= 2 },
        {
          name: 'bulk import peak memory (process maxRSS)',
          value: imp.maxRssMb,
          unit: 'MB',
          target: '≤ 300 MB',
          ok: imp.maxRssMb <= 300,
        },
        { name: 'parse-only peak memory (process maxRSS)', value: parse.maxRssMb, unit: 'MB' },
        { name: `name resolution: ${names.length}-card list, names resolved`, value: resolved, unit: 'names' },
        { name: 'name resolution time (offline)', value: ms, unit: 'ms', target: '≤ 50 ms', ok: ms <= 50 },
        { name: 'network calls during resolution', value: network, unit: 'calls', target: '0', ok: network === 0 },
      ];
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  },
};
