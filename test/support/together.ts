/**
 * Processes that really overlap: each child says "ready" once its modules are loaded and waits
 * for "go" on stdin; the parent releases them all at once. (A start time agreed in advance had
 * to allow for the slowest start on a busy machine, seconds of waiting for every run.)
 */
import { spawn } from 'node:child_process';
import { bundledScript } from './scriptBundle';

const READY = 'ready\n';

/** Child side: announce readiness and resolve when the parent says go. */
export function waitForGo(): Promise<void> {
  process.stdout.write(READY);
  return new Promise((resolve) => {
    let seen = '';
    process.stdin.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (seen.includes('go\n')) {
        process.stdin.pause();
        resolve();
      }
    });
  });
}

/**
 * Parent side: runs `count` copies of a TypeScript script (bundled, see scriptBundle.ts) with the
 * arguments `args(i)`, releases them together, and returns each one's output after "ready" and the
 * time from "go" until the last one ended. Rejects if any exits with a non-zero code.
 */
export async function runTogether(
  entry: string,
  count: number,
  args: (i: number) => string[],
): Promise<{ outputs: string[]; ms: number }> {
  const script = await bundledScript(entry);
  const children = Array.from({ length: count }, (_, i) =>
    spawn(process.execPath, [script, ...args(i)], { stdio: ['pipe', 'pipe', 'pipe'] }),
  );
  const outputs = children.map(() => '');
  const ready = children.map(
    (child, i) =>
      new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const before = outputs[i]!;
          outputs[i] = before + chunk.toString('utf8');
          if (!before.startsWith(READY) && outputs[i]!.startsWith(READY)) resolve();
        });
      }),
  );
  const exits = children.map(
    (child, i) =>
      new Promise<void>((resolve, reject) => {
        let err = '';
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`${entry} #${i} exited with ${code}: ${err.slice(0, 2000)}`)),
        );
      }),
  );
  // A child that dies before "ready" must fail the run, not hang it.
  await Promise.race([Promise.all(ready), Promise.all(exits).then(() => undefined)]);
  const go = performance.now();
  for (const child of children) child.stdin.end('go\n');
  await Promise.all(exits);
  return { outputs: outputs.map((o) => o.slice(READY.length)), ms: performance.now() - go };
}
