/**
 * glibc's malloc serves a block of 128 KiB or more with its own mmap, returned to the system when
 * freed, but each such free raises that threshold to the freed block's size (up to 32 MiB). After
 * the first big image buffer, every decoded photo, resized copy and detector tensor comes from
 * the heap arenas instead; libvips', ONNX Runtime's and tesseract's threads each use their own
 * arena, and the blocks they free there are rarely handed back, so a long scanning session
 * creeps (issue 10: memory must not grow after the first pass over the photo set).
 *
 * Pinning the threshold at its default (which also stops its adjustment) means a big request the
 * heap cannot already serve is mapped and unmapped again when freed, instead of growing the
 * arenas for good (malloc.test.ts shows the difference through glibc's own counters). Measured over the
 * photo set, five passes in one process: 1,013 → 1,026 → 1,035 → 1,052 → 1,056 MiB RSS
 * unpinned; pinned, `npm run bench -- scan` gives 858 → 858 → 858 MiB at the same speed
 * (docs/architecture.md, Scan). Setting it is what `MALLOC_MMAP_THRESHOLD_=131072` in the
 * environment does, but an installed app cannot set its own environment before it starts.
 */
const MMAP_THRESHOLD = 128 * 1024;
/** mallopt's parameter number for the mmap threshold (glibc's malloc.h). */
const M_MMAP_THRESHOLD = -3;

let pinned: Promise<boolean> | undefined;

/**
 * Pins glibc's mmap threshold for the whole process, once. On other C libraries and systems
 * (macOS, Windows, musl) there is nothing to do, and a failure to load only costs the saving:
 * it never stops a scan. In Electron's main process `malloc` goes to Chromium's PartitionAlloc
 * (its allocator shim), so the call changes nothing there; the Node processes (CLI, web server,
 * bench) are where glibc's arenas crept. Resolves whether the threshold is now pinned.
 */
export function pinMmapThreshold(): Promise<boolean> {
  pinned ??= (async () => {
    if (process.platform !== 'linux' || !glibcVersion()) return false;
    try {
      const { default: koffi } = await import('koffi');
      const mallopt = koffi.load('libc.so.6').func('int mallopt(int param, int value)') as (
        param: number,
        value: number,
      ) => number;
      // mallopt answers 1 on success.
      return mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) === 1;
    } catch {
      return false;
    }
  })();
  return pinned;
}

/** The running glibc's version, or undefined on another C library (Node's own report says). */
function glibcVersion(): string | undefined {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return report?.header?.glibcVersionRuntime;
}
