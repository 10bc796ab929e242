import { describe, expect, it } from 'vitest';
import type { ProgressEvent } from '../contract/errors';
import { JobRegistry } from './jobs';

describe('JobRegistry', () => {
  it('forwards progress and a final event for a job with an id', async () => {
    const jobs = new JobRegistry();
    const seen: ProgressEvent[] = [];
    jobs.onProgress((e) => seen.push(e));
    await jobs.run('j1', (job) => {
      job.progress('Reading', 1, 2);
      job.progress('Reading', 2, 2);
      return 'ok';
    });
    expect(seen[0]).toEqual({ jobId: 'j1', phase: 'Reading', done: 1, total: 2 });
    expect(seen.at(-1)).toMatchObject({ jobId: 'j1', finished: true });
  });

  it('cancels a running job by id, which then fails as cancelled', async () => {
    const jobs = new JobRegistry();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const running = jobs.run('j2', async (job) => {
      await gate;
      job.throwIfCancelled();
      return 'finished';
    });
    expect(jobs.cancel('j2')).toBe(true);
    release();
    await expect(running).rejects.toMatchObject({ code: 'cancelled' });
    expect(jobs.cancel('j2')).toBe(false);
  });

  it('refuses two jobs with the same id', async () => {
    const jobs = new JobRegistry();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const first = jobs.run('same', () => gate);
    await expect(jobs.run('same', () => 1)).rejects.toMatchObject({ code: 'conflict' });
    release();
    await first;
  });
});
