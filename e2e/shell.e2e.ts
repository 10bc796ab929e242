import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('switches screens from the keyboard (Alt+digit)', async () => {
    await app.page.keyboard.press('Alt+5');
    await app.page.waitForSelector('main[data-screen="play"]');
    await app.page.keyboard.press('Alt+1');
    await app.page.waitForSelector('main[data-screen="collection"]');
  });
});
