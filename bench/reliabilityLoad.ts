/**
 * Reliability figures under concurrent load (issue 23, findings 3, 4 and 7), for the reliability
 * suite: real processes writing one SQLite file and opening a new data folder at the same moment
 * (test/support/dbLoad.ts, the scenarios the integration test runs small), and API calls over
 * HTTP while a bulk import of 100,000 records runs on the backend.
 */
import path from 'node:path';
import { createBackend } from '../src/backend/api';
import { TOKEN_HEADER } from '../src/web/guard';
import { startWebServer } from '../src/web/server';
import { writeBulkJsonlGz } from '../test/support/bulk-file';
import { concurrentFirstOpens, concurrentWriters } from '../test/support/dbLoad';
import { percentile } from './stats';
import type { Figure } from './types';

const WRITERS = 8;
const WRITES = 500;
const OPENERS = 100;
const BULK_RECORDS = 100_000;

export async function concurrencyFigures(): Promise<Figure[]> {
  const w = await concurrentWriters(WRITERS, WRITES);
  const o = await concurrentFirstOpens(OPENERS);
  if (o.firstError) console.log(`  (first open error: ${o.firstError})`);
  const label = `${WRITERS} processes × ${WRITES} writes`;
  return [
    { name: `${label}: failed writes`, value: w.failures, unit: 'writes', target: '0', ok: w.failures === 0 },
    { name: `${label}: lost rows`, value: w.lost, unit: 'rows', target: '0', ok: w.lost === 0 },
    { name: `${label}: time from the start signal`, value: w.ms, unit: 'ms' },
    { name: `${OPENERS} concurrent first opens: failed`, value: o.failed, unit: 'opens', target: '0', ok: o.failed === 0 }, // prettier-ignore
    { name: `${OPENERS} first opens: migrations not recorded once`, value: o.migrationsWrong, unit: 'migrations', target: '0', ok: o.migrationsWrong === 0 }, // prettier-ignore
    { name: `${OPENERS} first opens: time from the start signal`, value: o.ms, unit: 'ms' },
  ];
}

/** API latency over HTTP while `cards.importBulk` reads 100,000 records (it must not freeze the backend). */
export async function bulkLatencyFigures(tmp: string): Promise<Figure[]> {
  const file = await writeBulkJsonlGz(path.join(tmp, 'bulk.jsonl.gz'), BULK_RECORDS);
  const backend = createBackend({ dataDir: path.join(tmp, 'data-bulk'), host: 'test', version: '0.0.0-bench' });
  const server = await startWebServer({ backend, port: 0 });
  const post = async (method: string, input: unknown, jobId?: string) => {
    const res = await fetch(`${server.url}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: server.token },
      body: JSON.stringify({ input, jobId }),
    });
    return (await res.json()) as { ok: boolean };
  };
  try {
    let running = true;
    const t0 = performance.now();
    const imported = post('cards.importBulk', { path: file }, 'bench-bulk').finally(() => (running = false));
    const times: number[] = [];
    while (running) {
      const t = performance.now();
      if (!(await post('app.info', {})).ok) throw new Error('an API call failed during the bulk import');
      times.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ok = (await imported).ok;
    const importS = (performance.now() - t0) / 1000;
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    return [
      { name: `bulk import of ${BULK_RECORDS.toLocaleString('en-US')} records: done (1 = yes)`, value: ok ? 1 : 0, unit: '', target: '1', ok }, // prettier-ignore
      { name: 'bulk import: time', value: importS, unit: 's' },
      { name: 'API calls during the bulk import', value: times.length, unit: 'calls' },
      { name: 'API call latency during the import, median', value: percentile(times, 0.5), unit: 'ms' },
      { name: 'API call latency during the import, p95', value: p95, unit: 'ms', target: '≤ 100', ok: p95 <= 100 },
      { name: 'API call latency during the import, max', value: times.at(-1) ?? 0, unit: 'ms' },
    ];
  } finally {
    await server.close();
    await backend.close();
  }
}
