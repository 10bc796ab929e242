/**
 * The fuzz drivers of the bench's `fuzz` suite, short (0.5 s each; every method and fixture folder
 * still at least once) and with a fixed seed:
 * every API method with inputs from its zod schema, and mutated real deck/collection files through
 * the parsers and files.preview / files.commit. No crash, no partial write.
 */
import { describe, expect, it } from 'vitest';
import { methodNames } from '../../src/contract';
import { fuzzApi } from '../support/fuzz/apiFuzz';
import type { FuzzLog } from '../support/fuzz/checks';
import { fuzzFiles } from '../support/fuzz/fileFuzz';

const SECONDS = 0.5;

function failures(log: FuzzLog): string[] {
  return log.failures.map((f) => `${f.kind} in ${f.where}: ${f.message.slice(0, 500)} | input: ${f.input}`);
}

describe('fuzz (fixed seed, short)', () => {
  it('every API method: no crash, no partial write', async () => {
    const log = await fuzzApi({ seconds: SECONDS, seed: 'unit-1', jobTimeoutMs: 1000 });
    expect(failures(log)).toEqual([]);
    expect([...log.tallies.keys()].sort()).toEqual([...methodNames].sort());
  }, 120_000);

  it('mutated fixture files: parsers and files.preview/commit never crash or write partly', async () => {
    const log = await fuzzFiles({ seconds: SECONDS, seed: 'unit-1' });
    expect(failures(log)).toEqual([]);
    expect(log.totals().cases).toBeGreaterThanOrEqual(12); // every fixture folder at least once
  }, 120_000);
});
