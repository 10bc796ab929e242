/**
 * Test kit for the backend through its API, the way the app calls it: a backend over a real SQLite
 * file in a temporary folder, its collection the bundled starter pool, and calls that must succeed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend, type Backend } from './api';

/** Calls `method`; the value, or a thrown error naming the method and the refusal. */
export async function ok<T>(b: Backend, method: string, input: unknown): Promise<T> {
  const r = await b.call(method, input);
  if (!r.ok) throw new Error(`${method}: ${r.error.code}: ${r.error.message}`);
  return r.value as T;
}

/** A backend over the data folder `dir` (a second one over the same folder reads what the first saved). */
export const backendAt = (dir: string): Backend => createBackend({ dataDir: dir, host: 'test', version: '0.0.0' });

export interface TestBackend {
  dir: string;
  b: Backend;
}

/** A backend over a new temporary folder named from `prefix`, the starter pool added to its collection. */
export async function starterBackend(prefix: string): Promise<TestBackend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const b = backendAt(dir);
  await ok(b, 'collection.addStarter', {});
  return { dir, b };
}

/** Closes the backend and removes its folder. */
export async function dropBackend({ dir, b }: TestBackend): Promise<void> {
  await b.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
