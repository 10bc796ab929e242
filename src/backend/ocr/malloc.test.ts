import koffi from 'koffi';
import { describe, expect, it } from 'vitest';
import { pinMmapThreshold } from './malloc';

// glibc's own view of the process heap: `hblkhd` is the bytes held in mmapped blocks.
const libc = process.platform === 'linux' ? koffi.load('libc.so.6') : undefined;
koffi.struct('mallinfo2_t', {
  arena: 'size_t',
  ordblks: 'size_t',
  smblks: 'size_t',
  hblks: 'size_t',
  hblkhd: 'size_t',
  usmblks: 'size_t',
  fsmblks: 'size_t',
  uordblks: 'size_t',
  fordblks: 'size_t',
  keepcost: 'size_t',
});
const mallinfo2 = libc?.func('mallinfo2_t mallinfo2()') as (() => { hblkhd: number | bigint }) | undefined;
const malloc = libc?.func('void *malloc(size_t size)') as ((size: number) => unknown) | undefined;
const free = libc?.func('void free(void *ptr)') as ((ptr: unknown) => void) | undefined;

const MiB = 2 ** 20;

describe('pinMmapThreshold', () => {
  it('is done once per process', () => {
    expect(pinMmapThreshold()).toBe(pinMmapThreshold());
  });

  // This machine and CI run glibc Linux, the one place where there is something to pin.
  it.runIf(process.platform === 'linux')(
    'keeps a big block on mmap after a bigger one was freed (unpinned, glibc serves it from the heap)',
    async () => {
      expect(await pinMmapThreshold()).toBe(true);
      // Unpinned, freeing this mmapped 16 MiB block raises the threshold to 16 MiB...
      free!(malloc!(16 * MiB));
      const before = Number(mallinfo2!().hblkhd);
      // ...and the next 12 MiB would grow the heap instead (measured: 0 bytes more in mmapped blocks).
      const block = malloc!(12 * MiB);
      const mapped = Number(mallinfo2!().hblkhd) - before;
      free!(block);
      expect(mapped).toBeGreaterThanOrEqual(12 * MiB);
    },
  );
});
