import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Backend } from '../../src/backend/api';

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
