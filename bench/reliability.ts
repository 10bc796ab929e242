/**
 * Reliability under load (issue 23), each judged by a target:
 * - concurrent writers (processes × writes: failures, lost rows) and 100 concurrent first opens
 *   of a new data folder (reliabilityLoad.ts);
 * - a 1 GB, 10,000,000-line import file is refused inside a memory cap (the child process gets a
 *   128 MB heap), with its peak RSS; and a 14 MB file of 1,600,000 short lines, under the byte
 *   limit, refused by the line count while it is read (only its first lines are ever read);
 * - API calls over real HTTP keep answering (p95 ≤ 100 ms) while `games.simulate` plays in its
 *   worker thread for KT_BENCH_SIMULATE_SECONDS seconds (default 60; shorten it for a quick run),
 *   after which the job is cancelled and must answer "cancelled" at once; and the same latency
 *   while a 100,000-record bulk import runs (reliabilityLoad.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend } from '../src/backend/api';
import { TOKEN_HEADER } from '../src/web/guard';
import { startWebServer, type WebServer } from '../src/web/server';
import { bulkLatencyFigures, concurrencyFigures } from './reliabilityLoad';
import { percentile } from './stats';
import type { BenchSuite, Figure } from './types';

const HEAP_CAP_MB = 128;
/** Peak RSS allowed for a refused import: the backend's own baseline (SQLite, zod, the contract) plus a margin. */
const RSS_TARGET_MB = 300;
const SIMULATE_SECONDS = Number(process.env.KT_BENCH_SIMULATE_SECONDS ?? 60);

interface ChildResult {
  code: string;
  message: string;
  ms: number;
  maxRssMb: number;
}

/** Writes `lines` copies of `line` (streamed in 1 MB blocks, never the whole file in memory). */
function writeLines(file: string, line: string, lines: number): number {
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / line.length));
  const block = Buffer.from(line.repeat(perBlock));
  const fd = fs.openSync(file, 'w');
  try {
    for (let left = lines; left > 0; left -= perBlock) {
      fs.writeSync(fd, left >= perBlock ? block : block.subarray(0, left * line.length));
    }
  } finally {
    fs.closeSync(fd);
  }
  return fs.statSync(file).size;
}

function refuse(file: string, dataDir: string): ChildResult {
  const out = execFileSync(
    process.execPath,
    [`--max-old-space-size=${HEAP_CAP_MB}`, '--import', 'tsx', 'bench/reliability-child.ts', file, dataDir],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as ChildResult;
}

function importFigures(tmp: string): Figure[] {
  const figures: Figure[] = [];
  const cases = [
    { label: '1 GB / 10M-line file', file: 'huge.txt', line: `1 Forest${' '.repeat(91)}\n`, lines: 10_000_000 },
    { label: '14 MB / 1.6M-line file', file: 'long.txt', line: '1 Forest\n', lines: 1_600_000 },
  ];
  for (const c of cases) {
    const file = path.join(tmp, c.file);
    const t0 = performance.now();
    const bytes = writeLines(file, c.line, c.lines);
    const writeS = (performance.now() - t0) / 1000;
    const r = refuse(file, path.join(tmp, `data-${c.file}`));
    fs.rmSync(file, { force: true });
    const refused = r.code === 'bad_input' && /Nothing was imported/.test(r.message);
    console.log(`  (${c.label}: ${(bytes / 1e9).toFixed(2)} GB written in ${writeS.toFixed(1)} s; answer: ${r.message})`); // prettier-ignore
    figures.push(
      { name: `${c.label}: refused (1 = yes)`, value: refused ? 1 : 0, unit: '', target: '1', ok: refused },
      { name: `${c.label}: time to refuse`, value: r.ms, unit: 'ms' },
      {
        name: `${c.label}: peak RSS (heap cap ${HEAP_CAP_MB} MB)`,
        value: Math.round(r.maxRssMb),
        unit: 'MB',
        target: `≤ ${RSS_TARGET_MB}`,
        ok: refused && r.maxRssMb <= RSS_TARGET_MB,
      },
    );
  }
  return figures;
}

async function post(
  server: WebServer,
  method: string,
  body: unknown,
): Promise<{ ok: boolean; error?: { code: string } }> {
  const res = await fetch(`${server.url}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: server.token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; error?: { code: string } };
}

async function latencyFigures(tmp: string): Promise<Figure[]> {
  const backend = createBackend({ dataDir: path.join(tmp, 'data-sim'), host: 'test', version: '0.0.0-bench' });
  const server = await startWebServer({ backend, port: 0 });
  let played = 0;
  const off = backend.onProgress((e) => {
    if (e.jobId === 'bench-sim' && e.phase === 'Playing games') played = e.done;
  });
  try {
    // Far more games than the window: the job is still playing when it is cancelled.
    const input = { variant: 'magic-54', seats: ['greedy', 'greedy'], games: 100_000, seed: 'bench' };
    const simulate = post(server, 'games.simulate', { input, jobId: 'bench-sim' });
    const times: number[] = [];
    const end = performance.now() + SIMULATE_SECONDS * 1000;
    for (let i = 0; performance.now() < end; i++) {
      const t0 = performance.now();
      const r = await post(server, i % 2 ? 'games.variants' : 'app.info', { input: {} });
      if (!r.ok) throw new Error('an API call failed during the simulation');
      times.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const t0 = performance.now();
    await post(server, 'jobs.cancel', { input: { jobId: 'bench-sim' } });
    const answer = await simulate;
    const cancelMs = performance.now() - t0;
    const cancelled = answer.error?.code === 'cancelled';
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    return [
      { name: `API calls during a ${SIMULATE_SECONDS} s simulate`, value: times.length, unit: 'calls' },
      { name: 'games played by the simulate meanwhile', value: played, unit: 'games' },
      { name: 'API call latency, median', value: percentile(times, 0.5), unit: 'ms' },
      { name: 'API call latency, p95', value: p95, unit: 'ms', target: '≤ 100', ok: p95 <= 100 },
      { name: 'API call latency, max', value: times[times.length - 1] ?? 0, unit: 'ms' },
      { name: 'cancel → simulate answers "cancelled"', value: cancelMs, unit: 'ms', target: '≤ 1000', ok: cancelled && cancelMs <= 1000 }, // prettier-ignore
    ];
  } finally {
    off();
    await server.close();
    await backend.close();
  }
}

export const reliabilityBench: BenchSuite = {
  id: 'reliability',
  title:
    'Reliability: concurrent writers and first opens, oversized imports refused, the API answering during long jobs',
  async run(): Promise<Figure[]> {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-bench-reliability-'));
    try {
      return [
        ...(await concurrencyFigures()),
        ...importFigures(tmp),
        ...(await latencyFigures(tmp)),
        ...(await bulkLatencyFigures(tmp)),
      ];
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  },
};
