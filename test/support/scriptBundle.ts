/**
 * Child-process scripts for tests and benches, bundled once per process with esbuild. A process
 * started from the bundle is running in ~0.3 s; through `--import tsx` it first compiles the
 * TypeScript tree (1–2 s each on two busy cores), which made the process tests the slow part of
 * the suite. Packages stay external (better-sqlite3, sharp… load as the app loads them).
 *
 * The bundles land in `node_modules/.cache/` (so their imports resolve from this checkout's
 * node_modules), in a folder named by a hash of their content: concurrent test workers and
 * checkouts sharing one node_modules never overwrite each other's files with different code.
 * Each entry becomes `<name>.js` in that folder (ESM, with a package.json saying so), the layout
 * of the packaged app where one entry finds another beside it (the simulate worker).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const built = new Map<string, Promise<string>>();

async function bundle(entries: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ out, in: path.resolve(entry) })),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: 'out',
    write: false,
    logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const f of result.outputFiles) hash.update(path.basename(f.path)).update(f.contents);
  const dir = path.resolve('node_modules/.cache/kitchen-table-scripts', hash.digest('hex').slice(0, 12));
  if (!fs.existsSync(dir)) {
    // Write beside, then rename: a reader never sees half a folder.
    const tmp = `${dir}.${process.pid}.tmp`;
    fs.mkdirSync(tmp, { recursive: true });
    fs.writeFileSync(path.join(tmp, 'package.json'), '{ "type": "module" }\n');
    for (const f of result.outputFiles) fs.writeFileSync(path.join(tmp, path.basename(f.path)), f.contents);
    try {
      fs.renameSync(tmp, dir);
    } catch (err) {
      fs.rmSync(tmp, { recursive: true, force: true });
      if (!fs.existsSync(dir)) throw err; // else another worker wrote the same folder first
    }
  }
  return dir;
}

/**
 * Bundles the entries (`{ outName: 'path/to/entry.ts' }`, relative to the repository root) into
 * one folder and returns it; `<outName>.js` in it runs with `node`.
 */
export function bundledScripts(entries: Record<string, string>): Promise<string> {
  const key = JSON.stringify(entries);
  let dir = built.get(key);
  if (!dir) {
    dir = bundle(entries);
    built.set(key, dir);
  }
  return dir;
}

/** The path of a runnable bundle of one TypeScript entry. */
export async function bundledScript(entry: string): Promise<string> {
  const name = path.basename(entry, '.ts');
  return path.join(await bundledScripts({ [name]: entry }), `${name}.js`);
}
