import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/** The renderer's build, shared by the Electron build and the web build. */
export const rendererConfig: UserConfig = {
  root: path.resolve('src/renderer'),
  base: './',
  plugins: [react()],
  build: { sourcemap: true, chunkSizeWarningLimit: 2000 },
};
