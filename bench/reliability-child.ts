/**
 * One import refusal in its own process, so its peak memory (maxRSS) is its own and the heap cap
 * given to this process (`--max-old-space-size`) is the memory cap the figure is judged under:
 * `node --max-old-space-size=<MB> --import tsx bench/reliability-child.ts <file> <data dir>`.
 * Prints one JSON line: the answer's code and message, milliseconds, peak RSS in MB.
 */
import { createBackend } from '../src/backend/api';

async function main(): Promise<void> {
  const [file, dataDir] = process.argv.slice(2);
  if (!file || !dataDir) throw new Error('usage: reliability-child.ts <file> <data dir>');
  const backend = createBackend({ dataDir, host: 'test', version: '0.0.0-bench' });
  const t0 = performance.now();
  const r = await backend.call('files.commit', { source: { path: file }, target: { into: 'collection' } });
  const ms = performance.now() - t0;
  await backend.close();
  const answer = r.ok ? { code: 'imported', message: '' } : r.error;
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`${JSON.stringify({ code: answer.code, message: answer.message, ms, maxRssMb })}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
