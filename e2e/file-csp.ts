import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createBackend, type Backend } from '../src/backend/api';
import { APP_VERSION } from '../src/backend/version';
import { CHROMIUM, CHROMIUM_ARGS } from './harness';

/**
 * The built page opened the way the packaged window opens it: from file://, with no HTTP
 * response (so no CSP header — only the page's meta tag), and the backend behind a stand-in for
 * the preload bridge (a Playwright binding instead of IPC). Chromium gets file:// the extra
 * access Electron's grantFileProtocolExtraPrivileges fuse gives it (module scripts from disk).
 */
export interface FilePage {
  page: Page;
  /** Console errors, page errors and CSP violations seen so far. */
  errors: string[];
  /** CSP violations reported by the page (`securitypolicyviolation`). */
  violations(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openBuiltPageFromFile(): Promise<FilePage> {
  const index = path.resolve('out/web/index.html');
  if (!fs.existsSync(index)) throw new Error('out/web is not built: run `npm run build:web`.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-e2e-file-'));
  const backend: Backend = createBackend({ dataDir, host: 'electron', version: APP_VERSION });
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, '--allow-file-access-from-files'],
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.exposeFunction('__ktCall', (method: string, input: unknown, jobId?: string) =>
    backend.call(method, input, { jobId }),
  );
  await page.addInitScript(() => {
    type Call = (method: string, input: unknown, jobId?: string) => Promise<unknown>;
    const w = window as unknown as { __ktCall: Call; __violations: string[]; kitchenTable: unknown };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
    const api = new Proxy(
      {},
      { get: (_t, method: string) => (input: unknown, jobId?: string) => w.__ktCall(method, input, jobId) },
    );
    w.kitchenTable = { api, onProgress: () => () => undefined };
  });
  await page.goto(pathToFileURL(index).href);
  return {
    page,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    close: async () => {
      await browser.close();
      await backend.close();
    },
  };
}
