import { defineConfig } from 'vitest/config';

const ALL = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'];
// Files that need a process of their own: two mock the `electron` module, and the malloc test
// checks glibc's process-wide mmap threshold before anything (the OCR engines) pins it.
const ISOLATED = ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts', 'src/backend/ocr/malloc.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores on CI: a couple of workers keep memory and timing-sensitive tests sane.
    maxWorkers: 2,
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
