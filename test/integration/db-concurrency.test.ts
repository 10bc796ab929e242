/**
 * Real processes on one data folder at the same time (issue 23): first opens of a new folder
 * migrate under an exclusive lock (finding 4), and writers begin IMMEDIATE and wait on
 * busy_timeout (finding 3), so none fails and no row is lost. The bench's reliability suite runs
 * the same scenarios at 100 openers and 8 × 500 writes.
 */
import { describe, expect, it } from 'vitest';
import { concurrentFirstOpens, concurrentWriters } from '../support/dbLoad';

describe('concurrent writers on one database file', () => {
  it('12 processes opening a new data folder at once: all open it, each migration recorded once (finding 4)', async () => {
    const r = await concurrentFirstOpens(12);
    expect(r.firstError).toBeUndefined();
    expect(r.failed).toBe(0);
    expect(r.migrationsWrong).toBe(0);
  }, 120_000);

  it('4 processes × 500 writes: 0 failures, 0 lost rows', async () => {
    const r = await concurrentWriters(4, 500);
    expect([r.failures, r.lost]).toEqual([0, 0]);
  }, 120_000);
});
