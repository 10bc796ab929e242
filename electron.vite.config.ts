import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { rendererConfig } from './renderer.vite';

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        // simulateWorker: games.simulate's worker thread, loaded from beside index.js
        // (src/backend/games/simulateRunner.ts), so it must be an entry of its own.
        input: { index: 'src/main/index.ts', simulateWorker: 'src/backend/games/simulateWorker.ts' },
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
