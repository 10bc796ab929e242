import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { rendererConfig } from './renderer.vite';

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        // jobWorker: the worker thread of games.simulate and effects.report, loaded from beside
        // index.js (src/backend/workers/jobRunner.ts), so it must be an entry of its own.
        input: { index: 'src/main/index.ts', jobWorker: 'src/backend/workers/jobWorker.ts' },
      },
    },
  },
  preload: {
    plugins: [externalizeDepsPlugin({ exclude: ['zod'] })],
    // Sandboxed preloads must be CommonJS and self-contained.
    build: {
      rollupOptions: {
        input: { index: 'src/preload/index.ts' },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    build: { ...rendererConfig.build, rollupOptions: { input: 'src/renderer/index.html' } },
  },
});
