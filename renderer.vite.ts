import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { withCspMeta } from './src/web/csp';

/**
 * Adds the Content-Security-Policy meta tag to the built index.html (both builds), so the
 * packaged window's `file://` page is covered too — response headers alone do not reach it.
 * Build only: the dev server's React refresh preamble is an inline script.
 */
export function cspMetaPlugin(): Plugin {
  return {
    name: 'kitchen-table:csp-meta',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withCspMeta(html) },
  };
}

/** The renderer's build, shared by the Electron build and the web build. */
export const rendererConfig: UserConfig = {
  root: path.resolve('src/renderer'),
  base: './',
  plugins: [react(), cspMetaPlugin()],
  build: { sourcemap: true, chunkSizeWarningLimit: 2000 },
};
