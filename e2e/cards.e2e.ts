/**
 * Cards end to end in Chromium, with the app pointed at the local Scryfall-like server:
 * the first-run starter pool, the Collection screen with filters and a card detail, a Scryfall
 * search-and-add, and a whole-set import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRYFALL_FIXTURES, startFakeScryfall, type FakeScryfall } from '../test/support/fake-scryfall';

const FIXTURES = path.dirname(SCRYFALL_FIXTURES);
import path from 'node:path';
import { SCREENSHOT_DIR, startApp, type AppHandle } from './harness';

describe('cards: starter pool, collection, Scryfall import', () => {
  let fake: FakeScryfall;
  let app: AppHandle;
  beforeAll(async () => {
    fake = await startFakeScryfall({
      mtgjsonSets: ['M10', 'C16'],
      // A real clean scan of exactly this printing (Commander 2016 #143), served as its Scryfall image.
      images: [
        { set: 'c16', collectorNumber: '143', file: path.join(FIXTURES, 'ocr-photos/hj3/c16-143-burgeoning.png') },
      ],
    });
    app = await startApp({ backend: { scryfallBaseUrl: fake.url } });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  /** The viewport as the user sees it (the screens scroll inside the window, so no full-page shot). */
  const shot = (name: string) => app.page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
  const rows = () => app.page.locator('[data-testid="collection-row"]');

  it('offers the starter pool on first run and adds it, offline', async () => {
    const { page } = app;
    await page.click('[data-testid="nav-collection"]');
    await page.waitForSelector('[data-testid="starter-offer"]');
    await shot('cards-1-first-run');
    await page.click('[data-testid="add-starter"]');
    await page.waitForSelector('[data-testid="collection-table"]');
    await expect.poll(() => page.textContent('[data-testid="collection-totals"]')).toMatch(/5,052\s*cards/);
    expect(await rows().count()).toBe(200); // first page
    expect(fake.log).toHaveLength(0); // no Scryfall call for any of this
    await shot('cards-2-collection');
  });

  it('filters the collection by name, colour, type, mana value and set, and shows a card', async () => {
    const { page } = app;
    await page.fill('[data-testid="filter-name"]', 'angel');
    await page.click('[data-testid="filter-color-W"]');
    await expect
      .poll(async () => (await page.textContent('[data-testid="collection-matching"]')) ?? '')
      .toMatch(/rows? match/);
    const names = () => rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? ''));
    await expect.poll(async () => (await names()).every((n) => /angel/i.test(n))).toBe(true);
    expect((await names()).length).toBeGreaterThan(3);
    await page.selectOption('[data-testid="filter-type"]', 'Creature');
    await page.fill('[data-testid="filter-mv-max"]', '4');
    await expect.poll(async () => (await names()).includes('Aegis Angel')).toBe(false); // mana value 6: filtered out
    expect((await names()).length).toBeGreaterThan(0);
    await page.locator('[data-testid="collection-row"] .link-button').first().click();
    await page.waitForSelector('[data-testid="card-detail"] [data-testid="card-face"][data-kind="drawn"]');
    await shot('cards-3-filtered-detail');
    await page.click('[data-testid="card-detail-close"]');
    await page.click('[data-testid="filter-clear"]');
    await page.selectOption('[data-testid="filter-set"]', 'm10');
    await expect.poll(() => rows().count()).toBeGreaterThan(50);
    // Quantities are editable: 2 Serra Angels become 5, and the totals follow.
    await page.click('[data-testid="filter-clear"]');
    await page.fill('[data-testid="filter-name"]', 'serra angel');
    await expect.poll(() => rows().count()).toBe(1);
    const qty = page.locator('[data-testid="collection-row"] [data-testid="qty-input"]');
    expect(await qty.inputValue()).toBe('2');
    await qty.fill('5');
    await qty.press('Enter');
    await expect.poll(() => page.textContent('[data-testid="collection-totals"]')).toMatch(/5,055\s*cards/);
    await page.click('[data-testid="filter-clear"]');
  });

  it('searches Scryfall and adds a card with a quantity', async () => {
    const { page } = app;
    await page.click('[data-testid="nav-import"]');
    await page.click('[data-testid="import-tab-scryfall"]');
    await page.fill('[data-testid="sf-query"]', 't:creature c:r cmc<=3');
    await page.click('[data-testid="sf-search"]');
    await page.waitForSelector('[data-testid="sf-result"]');
    expect(fake.log.some((r) => r.path === '/cards/search')).toBe(true);
    const first = page.locator('[data-testid="sf-result"]').first();
    const name = await first.getAttribute('data-name');
    await first.locator('[data-testid="sf-qty"]').fill('3');
    await first.locator('[data-testid="sf-add"]').click();
    await expect.poll(() => page.textContent('[data-testid="sf-done"]')).toContain(`Added 3 × ${name}`);
    await shot('cards-4-scryfall-search');
  });

  it('imports a whole set with progress and shows it in the collection', async () => {
    const { page } = app;
    await page.fill('[data-testid="set-code"]', 'm10');
    await page.click('[data-testid="set-add"]');
    await expect
      .poll(() => page.textContent('[data-testid="sf-done"]'), { timeout: 30_000 })
      .toMatch(/Added 249 cards of Magic 2010/);
    await shot('cards-5-set-import');
    await page.click('[data-testid="nav-collection"]');
    await page.selectOption('[data-testid="filter-set"]', 'm10');
    await expect.poll(() => page.textContent('[data-testid="collection-matching"]')).toMatch(/\d+ rows/);
    expect(app.consoleErrors, app.consoleErrors.join('\n')).toEqual([]);
  });
  it("shows a card's Scryfall image once the user fetches it, from the disk cache afterwards", async () => {
    const { page } = app;
    await page.click('[data-testid="nav-import"]');
    await page.click('[data-testid="import-tab-scryfall"]');
    await page.fill('[data-testid="sf-query"]', 'burgeoning e:c16');
    await page.click('[data-testid="sf-search"]');
    await page.waitForSelector('[data-testid="sf-result"][data-name="Burgeoning"]');
    await page.click('[data-testid="sf-result"][data-name="Burgeoning"] [data-testid="sf-add"]');
    await expect.poll(() => page.textContent('[data-testid="sf-done"]')).toContain('Added 1 × Burgeoning (C16)');
    await page.click('[data-testid="nav-collection"]');
    await page.fill('[data-testid="filter-name"]', 'burgeoning');
    await expect.poll(() => rows().count()).toBe(1);
    await page.locator('[data-testid="collection-row"] .link-button').first().click();
    await page.waitForSelector('[data-testid="card-detail"] [data-kind="drawn"]'); // not fetched yet: drawn
    await page.click('[data-testid="card-image-download"]');
    await page.waitForSelector('[data-testid="card-detail"] [data-kind="image"] img');
    expect(fake.log.filter((r) => r.path.startsWith('/images/'))).toHaveLength(1);
    await shot('cards-6-scryfall-image');
    // Closed and opened again: the image comes from the disk cache, no new request.
    await page.click('[data-testid="card-detail-close"]');
    await page.locator('[data-testid="collection-row"] .link-button').first().click();
    await page.waitForSelector('[data-testid="card-detail"] [data-kind="image"] img');
    expect(fake.log.filter((r) => r.path.startsWith('/images/'))).toHaveLength(1);
    await page.click('[data-testid="card-detail-close"]');
    await page.click('[data-testid="filter-clear"]');
  });

  it('says in one line when Scryfall cannot be reached, and the collection keeps working', async () => {
    const { page } = app;
    await fake.close();
    await page.click('[data-testid="nav-import"]');
    await page.click('[data-testid="import-tab-scryfall"]');
    await page.fill('[data-testid="sf-query"]', 'goblin');
    await page.click('[data-testid="sf-search"]');
    const line = page.locator('.scryfall-panel [role="alert"]').first();
    await expect.poll(() => line.textContent()).toMatch(/^Scryfall cannot be reached at .*local card database\.$/);
    await shot('cards-7-offline');
    await page.click('[data-testid="nav-collection"]');
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
  });
});
