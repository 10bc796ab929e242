import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ALL = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'];
// Files that need a process of their own: two mock the `electron` module, and the malloc test
// checks glibc's process-wide mmap threshold before anything (the OCR engines) pins it.
const ISOLATED = ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts', 'src/backend/ocr/malloc.test.ts'];

/**
 * The slowest files, longest first (seconds on a quiet 2-core machine). Vitest orders files by
 * the durations it cached from the last run, and a fresh clone (CI) has none: it falls back to
 * file size, which left a 20-second OCR file to start last and run alone. Starting these first
 * packs the two workers evenly.
 */
const SLOW_FIRST = [
  'test/integration/scan-pipeline.test.ts', // 22: real photos through detection and tesseract
  'test/integration/scan-api.test.ts', // 10
  'test/integration/files-fixtures.test.ts', // 11
  'test/integration/scan-cli.test.ts', // 8
  'test/integration/cli.test.ts', // 8: the npm script and the bin entry as real processes
  'test/integration/cards-scryfall.test.ts', // 8
  'test/integration/db-concurrency.test.ts', // 6: real processes
  'test/integration/jobs-worker.test.ts', // 6: a web host process and its worker thread
  'test/integration/fuzz.test.ts', // 6
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // The isolated project's files go last: a worker slot handed to one of them ends a shared
    // worker, and the shared files after it started a new one that loaded the backend, sharp
    // and the OCR engines all over again (a gap of 6–17 s mid-run where nothing ran).
    const rank = (f: TestSpecification) => {
      if (f.project.name === 'isolated') return SLOW_FIRST.length + 1;
      const i = SLOW_FIRST.findIndex((s) => f.moduleId.endsWith(s));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // Stable: the rest keeps vitest's own order (cached durations when there are some).
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores on CI: a couple of workers keep memory and timing-sensitive tests sane.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        // One module registry per worker: loading the backend, sharp and the OCR engines once
        // instead of once per file halves the suite's time (none of these mocks a module or needs a fresh process).
        test: { name: 'shared', include: ALL, exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
