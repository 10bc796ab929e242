/**
 * Child-process scripts for tests and benches, bundled once per process with esbuild. A process
 * started from the bundle is running in ~0.2 s; through `--import tsx` it first compiles the
 * TypeScript tree (about a second each on two busy cores), which made the process tests the slow
 * part of the suite. Packages stay external (better-sqlite3, sharp… load as the app loads them).
 *
 * The bundle lands in `node_modules/.cache/` (so its imports resolve from this checkout's
 * node_modules), named by a hash of its content: concurrent test workers and checkouts sharing
 * one node_modules never overwrite each other's file with different code.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const built = new Map<string, Promise<string>>();

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const dir = path.resolve('node_modules/.cache/kitchen-table-scripts');
  const file = path.join(dir, `${path.basename(entry, '.ts')}-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    // Write then rename: a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, file);
  }
  return file;
}

/** The path of a runnable `.mjs` for a TypeScript entry (relative to the repository root). */
export function bundledScript(entry: string): Promise<string> {
  const abs = path.resolve(entry);
  let file = built.get(abs);
  if (!file) {
    file = bundle(abs);
    built.set(abs, file);
  }
  return file;
}
