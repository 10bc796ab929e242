import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHandle } from './harness';
import { autoBuildNewDeck } from './play';

/** Issue 5: auto-build Dice Duel and Magic Combat decks from the starter pool, break one, save. */
describe('the Decks screen', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp();
    // The bundled starter pool (real cards) is the collection the builder uses.
    const r = await app.backend.call('collection.addStarter', {});
    expect(r.ok).toBe(true);
  });
  afterAll(async () => {
    await app?.close();
  });

  const newDeck = (variant: string, name: string) => autoBuildNewDeck(app, variant, name);

  it('auto-builds a legal Dice Duel deck and saves it', async () => {
    const { page } = app;
    await newDeck('dice-duel', 'Dice from the starter');
    expect(await page.textContent('[data-testid="deck-count"]')).toBe('60 cards');
    expect(Number(await page.textContent('[data-testid="type-count-Land"] strong'))).toBeGreaterThanOrEqual(20);
    await page.click('[data-testid="save-deck"]');
    await page.waitForSelector('[data-testid="save-deck"]:has-text("Saved")');
    await expect.poll(() => page.textContent('[data-testid="deck-list"]')).toContain('Dice from the starter');
    await app.screenshot('decks-dice-duel-editor');
  });

  it('auto-builds a Magic Combat deck, breaks it by hand, shows the message, and saves', async () => {
    const { page } = app;
    await newDeck('magic-combat', 'Combat from the starter');
    expect(await page.textContent('[data-testid="deck-count"]')).toBe('40 cards');
    // Break singleton: one more copy of the first card in the deck.
    const first = page.locator('[data-testid^="more-"]').first();
    const testId = (await first.getAttribute('data-testid'))!;
    const cardName = testId.slice('more-'.length);
    await first.click();
    await expect
      .poll(() => page.locator('[data-testid="violation"]').allTextContents())
      .toEqual(
        expect.arrayContaining([
          `41 cards — Magic Combat needs exactly 40`,
          `2 copies of ${cardName} — Magic Combat is singleton`,
        ]),
      );
    await app.screenshot('decks-magic-combat-broken');
    await page.click('[data-testid="save-deck"]');
    await page.waitForSelector('[data-testid="save-deck"]:has-text("Saved")');
    // The saved deck is listed as not legal, and re-opening it shows the same messages.
    await expect.poll(() => page.textContent('[data-testid="deck-list"]')).toContain('not legal');
    const saved = await app.backend.call('decks.list', { variant: 'magic-combat' });
    expect(saved.ok && (saved.value as { cards: number; legal: boolean }[])[0]).toMatchObject({
      cards: 41,
      legal: false,
    });
    expect(app.consoleErrors).toEqual([]);
  });

  it('shows Magic 54 fixed teams', async () => {
    const { page } = app;
    await page.selectOption('[data-testid="variant-select"]', 'magic-54');
    await page.waitForSelector('[data-testid="fixed-teams"]');
    expect(await page.locator('.pc').count()).toBe(54);
    await app.screenshot('decks-magic-54-teams');
  });
});
