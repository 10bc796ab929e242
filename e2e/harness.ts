import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createBackend, type Backend } from '../src/backend/api';
import type { BackendOptions } from '../src/backend/context';
import { APP_VERSION } from '../src/backend/version';
import { startWebServer, type WebServer } from '../src/web/server';
import { findChromium } from './chromium';

export const CHROMIUM = findChromium() ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** Flags Debian's Chromium needs here (root, closed network); see the developers' guide. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export interface AppHandle {
  url: string;
  dataDir: string;
  backend: Backend;
  server: WebServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
  /** Saves a full-page screenshot as test-results/screenshots/<name>.png and returns its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a data folder (e.g. to test restarts); a new temporary one by default. */
  dataDir?: string;
  backend?: Partial<BackendOptions>;
  /** Extra Chromium flags (e.g. the fake webcam). */
  browserArgs?: string[];
  viewport?: { width: number; height: number };
}

/**
 * Starts the app exactly as `npm run serve` does (backend + web server on 127.0.0.1, serving the
 * built renderer from out/web) and opens it in Debian's Chromium.
 */
export async function startApp(options: StartOptions = {}): Promise<AppHandle> {
  const staticDir = path.resolve('out/web');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error('out/web is not built: run `npm run build:web` (npm run test:e2e does it).');
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kt-e2e-'));
  const backend = createBackend({ dataDir, host: 'web', version: APP_VERSION, ...options.backend });
  const server = await startWebServer({ backend, staticDir, port: 0 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.browserArgs ?? [])],
  });
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1400, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  await page.goto(server.url);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    url: server.url,
    dataDir,
    backend,
    server,
    browser,
    context,
    page,
    consoleErrors,
    screenshot: async (name) => {
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    close: async () => {
      await browser.close();
      await server.close();
      await backend.close();
    },
  };
}

/** A small seeded generator for specs that choose among legal actions (reproducible runs). */
export function seededRandom(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** The bundled starter pool's cards by name and oracle id (what `decks.create` entries name). */
export function starterPoolCards(): { name: string; oracle_id?: string }[] {
  return (
    JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
      data: { name: string; oracle_id?: string }[];
    }
  ).data;
}
