import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createBackend, type Backend } from '../../src/backend/api';

/** Calls a backend method and returns its value, or throws with the method, code and message. */
export async function callOk<T>(b: Backend, method: string, input: unknown): Promise<T> {
  const r = await b.call(method, input);
  if (!r.ok) throw new Error(`${method}: ${r.error.code}: ${r.error.message}`);
  return r.value as T;
}

/** A maker of temporary data folders, all removed when the test file finishes. */
export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/** A backend over the data folder `dir` (a second one over the same folder reads what the first saved). */
export const backendAt = (dir: string): Backend => createBackend({ dataDir: dir, host: 'test', version: '0.0.0' });

/** A backend and its data folder. */
export interface TestBackend {
  dir: string;
  b: Backend;
}

/** A backend over a new temporary folder named from `prefix`, the bundled starter pool added to its collection. */
export async function starterBackend(prefix: string): Promise<TestBackend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const b = backendAt(dir);
  await callOk(b, 'collection.addStarter', {});
  return { dir, b };
}

/** Closes the backend and removes its folder. */
export async function dropBackend({ dir, b }: TestBackend): Promise<void> {
  await b.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
