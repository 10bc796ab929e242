/**
 * Issue 23, finding 7: a 1,000,000-line import file took 3.6 GB of memory, was committed, and was
 * then reported as an internal error. Files over the line or size limit (src/backend/importers/
 * limits.ts) are now refused before parsing, with the file and the limit named, and nothing is
 * written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/api';
import { MAX_FILE_BYTES, MAX_FILE_LINES } from '../../src/backend/importers/limits';
import { backendWithAllSets } from './filesCardDb';
import { importSnapshot } from '../support/importSnapshot';

let backend: Backend;
let dir: string;
beforeAll(() => {
  backend = backendWithAllSets().backend;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-files-limits-'));
});
afterAll(async () => {
  await backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const snapshot = (): string => importSnapshot(backend);

/** One line more than the limit, every line a real card: only the limit can refuse it. */
const overLong = '1 Forest\n'.repeat(MAX_FILE_LINES + 1);

describe('import files over the limits are refused early, and nothing is written', () => {
  it(`a file of ${MAX_FILE_LINES + 1} lines (under the byte limit)`, async () => {
    const file = path.join(dir, 'long-collection.txt');
    fs.writeFileSync(file, overLong);
    expect(fs.statSync(file).size).toBeLessThan(MAX_FILE_BYTES);
    const before = snapshot();
    const t0 = performance.now();
    for (const method of ['files.preview', 'files.commit']) {
      const r = await backend.call(method, { source: { path: file }, target: { into: 'collection' } });
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe('bad_input');
      expect(r.error.message).toBe(
        'long-collection.txt has more than 200,000 lines; Kitchen Table reads deck and collection files up to ' +
          '200,000 lines (the biggest collection exports we know have about 21,000). Nothing was imported.',
      );
    }
    // Refused from the count, not after parsing 200,000 lines twice.
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(snapshot()).toBe(before);
  }, 60_000);

  it('the same text uploaded from the browser', async () => {
    const before = snapshot();
    const r = await backend.call('files.commit', {
      source: { fileName: 'upload.txt', text: overLong },
      target: { into: 'deck', variant: 'magic-54' },
    });
    expect(r.ok ? 'imported' : r.error.message).toMatch(/^upload\.txt has more than 200,000 lines/);
    expect(snapshot()).toBe(before);
  }, 60_000);

  it('a 1 GB file, refused from its size before any of it is read', async () => {
    const file = path.join(dir, 'huge.csv');
    // Sparse: a gigabyte on paper, nothing on disk; reading it would take seconds and the memory.
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 1024 ** 3);
    const before = snapshot();
    const t0 = performance.now();
    const r = await backend.call('files.commit', { source: { path: file }, target: { into: 'collection' } });
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(r.ok ? 'imported' : r.error.message).toBe(
      'huge.csv is 1024.0 MB; Kitchen Table reads deck and collection files up to 16.0 MB ' +
        '(the biggest collection exports we know are 4 MB). Nothing was imported.',
    );
    expect(snapshot()).toBe(before);
  });

  it('a file just under both limits is still read', async () => {
    const file = path.join(dir, 'deck.txt');
    fs.writeFileSync(file, '4 Forest\n'.repeat(3));
    const r = await backend.call('files.preview', { source: { path: file } });
    expect(r.ok).toBe(true);
  });
});
