import { defineConfig } from 'vite';
import { rendererConfig } from './renderer.vite';

/** The renderer alone, built for `npm run serve` and the e2e tests (no Electron needed). */
export default defineConfig({
  ...rendererConfig,
  build: { ...rendererConfig.build, outDir: '../../out/web', emptyOutDir: true },
});
