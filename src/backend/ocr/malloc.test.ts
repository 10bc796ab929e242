import { describe, expect, it } from 'vitest';
import { pinMmapThreshold } from './malloc';

describe('pinMmapThreshold', () => {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  const glibc = process.platform === 'linux' && Boolean(report?.header?.glibcVersionRuntime);

  it('pins glibc malloc’s mmap threshold through mallopt, once per process', async () => {
    const first = pinMmapThreshold();
    expect(pinMmapThreshold()).toBe(first);
    // On glibc Linux (this machine, CI) mallopt must accept it; elsewhere there is nothing to pin.
    expect(await first).toBe(glibc);
  });
});
