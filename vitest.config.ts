import { defineConfig } from 'vitest/config';

const ALL = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'];
// These two mock the `electron` module: they keep a fresh module registry per file.
const MOCKING = ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts'];

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
        // instead of once per file halves the suite's time (no test mocks a module here).
        test: { name: 'shared', include: ALL, exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
