import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CONTENT_SECURITY_POLICY } from '../src/web/csp';
import { openBuiltPageFromFile, type FilePage } from './file-csp';
import { startApp, type AppHandle } from './harness';

const SCREENS = ['collection', 'import', 'scan', 'decks', 'play', 'settings'] as const;

describe('the app shell', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('visits every screen without console errors and screenshots each', async () => {
    for (const id of SCREENS) {
      await app.page.click(`[data-testid="nav-${id}"]`);
      await app.page.waitForSelector(`main[data-screen="${id}"] h1`);
      await app.page.waitForLoadState('networkidle');
      await app.screenshot(`shell-${id}`);
    }
    expect(app.consoleErrors).toEqual([]);
  });

  it('shows where the data lives and the version in Settings', async () => {
    await app.page.click('[data-testid="nav-settings"]');
    await expect.poll(() => app.page.textContent('[data-testid="db-path"]')).toContain(app.dataDir);
    expect(await app.page.textContent('[data-testid="app-version"]')).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('carries the Content-Security-Policy meta tag next to the launch token', async () => {
    const meta = app.page.locator('meta[http-equiv="Content-Security-Policy"]');
    expect(await meta.getAttribute('content')).toBe(META_CONTENT_SECURITY_POLICY);
    expect(await app.page.locator('meta[name="kitchen-table-token"]').getAttribute('content')).toMatch(/^\S{20,}$/);
  });

  it('switches screens from the keyboard (Alt+digit)', async () => {
    await app.page.keyboard.press('Alt+5');
    await app.page.waitForSelector('main[data-screen="play"]');
    await app.page.keyboard.press('Alt+1');
    await app.page.waitForSelector('main[data-screen="collection"]');
  });
});

// Finding 8: the packaged window loads index.html from file://, where no CSP header arrives.
describe('the built page from file://, under its meta CSP alone', () => {
  let file: FilePage;
  beforeAll(async () => {
    file = await openBuiltPageFromFile();
  });
  afterAll(async () => {
    await file?.close();
  });

  it('runs the whole app (own scripts, styles, fonts, icons) with no CSP violation', async () => {
    for (const id of SCREENS) {
      await file.page.click(`[data-testid="nav-${id}"]`);
      await file.page.waitForSelector(`main[data-screen="${id}"] h1`);
    }
    await file.page.waitForLoadState('networkidle');
    expect(await file.violations()).toEqual([]);
    expect(file.errors).toEqual([]);
  });

  it('blocks a remote script, a remote image and an inline script', async () => {
    await file.page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'https://evil.example/x.png';
      document.body.append(img);
      const remote = document.createElement('script');
      remote.src = 'https://evil.example/x.js';
      document.body.append(remote);
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true';
      document.body.append(inline);
    });
    await expect
      .poll(async () => (await file.violations()).map((v) => v.split(' ')[0]).sort())
      .toEqual(['img-src', 'script-src-elem', 'script-src-elem']);
    expect(await file.page.evaluate(() => 'inlineRan' in window)).toBe(false);
  });
});
