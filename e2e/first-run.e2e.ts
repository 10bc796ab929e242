/**
 * A new user's first steps (issue 22): importing into an empty card database says how to fill it;
 * an empty Decks screen auto-builds a deck in one click; edits survive leaving the screen; every
 * variant is offered on Play (none is decks-only any more).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHandle } from './harness';
import { LAPTOP } from './play';

describe('first run: an empty database, an empty Decks screen', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp({ viewport: LAPTOP });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says the card database is empty and fills it from the starter pool, then checks the file again', async () => {
    const { page } = app;
    const file = path.join(app.dataDir, 'mono-green.txt');
    fs.writeFileSync(file, '20 Forest\n4 Grizzly Bears\n4 Plains\n');
    await page.click('[data-testid="nav-import"]');
    await page.setInputFiles('[data-testid="files-input"]', file);
    await page.waitForSelector('[data-testid="files-empty-db"]', { timeout: 60_000 });
    expect(await page.textContent('[data-testid="files-empty-db"]')).toMatch(/card database is empty.*starter pool.*Scryfall bulk file/s); // prettier-ignore
    expect(await page.$('[data-testid="files-line"]')).toBeNull();
    await app.screenshot('import-empty-database');
    await page.click('[data-testid="files-add-starter"]');
    await expect.poll(() => page.textContent('[data-testid="files-count-resolved"] strong'), { timeout: 60_000 }).toBe('3'); // prettier-ignore
    expect(await page.$('[data-testid="files-empty-db"]')).toBeNull();
  });

  it('auto-builds from an empty Decks screen, and keeps edits made before leaving it', async () => {
    const { page } = app;
    await page.click('[data-testid="nav-decks"]');
    await page.selectOption('[data-testid="variant-select"]', 'dice-duel');
    await page.click('[data-testid="auto-build-new"]');
    await page.waitForSelector('[data-testid="deck-editor"]');
    await expect.poll(() => page.textContent('[data-testid="deck-count"]')).toBe('60 cards');
    await expect.poll(() => page.textContent('[data-testid="deck-list"]')).toContain('Dice Duel auto-build');
    // Two cards fewer, then away to the Collection without pressing Save, and back.
    await page.locator('[aria-label^="One fewer"]').first().click();
    await page.locator('[aria-label^="One fewer"]').first().click();
    await expect.poll(() => page.textContent('[data-testid="deck-count"]')).toBe('58 cards');
    await page.click('[data-testid="nav-collection"]');
    await page.waitForSelector('main[data-screen="collection"]');
    await page.click('[data-testid="nav-decks"]');
    await page.selectOption('[data-testid="variant-select"]', 'dice-duel');
    await page.locator('[data-testid="deck-list"] button', { hasText: 'Dice Duel auto-build' }).click();
    await expect.poll(() => page.textContent('[data-testid="deck-count"]')).toBe('58 cards');
    // Every variant has its table now (Magic Combat with Dice the last): neither screen calls one decks-only.
    await page.selectOption('[data-testid="variant-select"]', 'combat-with-dice');
    expect(await page.$('[data-testid="no-game-yet"]')).toBeNull();
    await page.click('[data-testid="nav-play"]');
    await page.waitForSelector('[data-testid="play-variant"] option[value="combat-with-dice"]', { state: 'attached' });
    const options = await page.$$eval('[data-testid="play-variant"] option', (els) =>
      els.map((e) => ({ value: (e as HTMLOptionElement).value, off: (e as HTMLOptionElement).disabled })),
    );
    expect(options.map((o) => o.value)).toContain('combat-with-dice');
    expect(options.filter((o) => o.off)).toEqual([]);
    expect(await page.$('[data-testid="play-not-yet"]')).toBeNull();
    expect(await page.textContent('main')).not.toMatch(/\(00\d\)/);
    expect(app.consoleErrors).toEqual([]);
  });
});
