import { describe, expect, it } from 'vitest';
import {
  appWithStarter,
  buildDeckInUi,
  chooseSavedDeck,
  expectInView,
  expectNoSideScroll,
  openPlay,
  playByKeyboard,
  preferring,
} from './play';

const TABLE = '[data-testid="dd-table"]';

describe('Dice Duel at 1280×800: your own deck, a table option, a whole game by keyboard', () => {
  const ctx = appWithStarter();

  it('builds a deck, plays it against a bot with its own auto-built deck, to the end, keyboard only', async () => {
    const { app } = ctx;
    const page = app.page;
    const deck = await buildDeckInUi(app, 'dice-duel', 'My dice deck');
    await openPlay(page, 'dice-duel');
    // The house rules come from the variant (games.variants): every option, its default and why.
    await page.waitForSelector('[data-testid="table-options"]');
    expect(await page.textContent('[data-testid="table-options"]')).toContain('Discarded too (as written) (default)');
    // Your saved deck in seat 1; the bot auto-builds in red with its own seed.
    await page.waitForSelector('[data-testid="deck-choices"]');
    await chooseSavedDeck(page, 0, deck);
    await page.fill('[data-testid="deck-seed-1"]', 'bot-deck-1');
    await page.check('[data-testid="deck-color-1-R"]');
    // A non-default option: the first to 6 points wins (default 10).
    await page.fill('[data-testid="option-options.target"]', '6');
    await page.selectOption('[data-testid="play-bot"]', 'greedy');
    await page.fill('[data-testid="play-seed"]', 'e2e-dice-duel-1');
    await expectNoSideScroll(page, '[data-testid="play-setup"]');
    await app.screenshot('dice-duel-options');
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector(TABLE, { timeout: 60_000 });
    expect(await page.textContent('[data-testid="play-title"]')).not.toMatch(/\(\d{3}\)/);
    // The chosen house rule is shown on the table.
    expect(await page.textContent('[data-testid="play-options"]')).toMatch(/: 6\b/);
    const handCount = (await page.$$('[data-testid="dd-hand-card"]')).length;
    expect([7, 8]).toContain(handCount);
    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');

    let battleShot = false;
    let startShot = false;
    const pick = preferring([/^(Play |Attack with|Announce|Defend with|Attach|Cast)/, /^(No more instants|Discard)/]);
    await playByKeyboard(page, {
      table: TABLE,
      pick,
      before: async () => {
        if (!startShot) {
          // Your hand and your choices together in the 800 px window, no scrolling.
          await expectInView(page, ['[data-testid="dd-hand"]', '[data-testid="play-actions"]']);
          // The who-starts dice read in the log's order.
          const who = (sel: string) =>
            page.$$eval(sel, (els) =>
              els.map((e) => e.textContent ?? '').filter((t) => /rolls for who starts/.test(t)),
            );
          const tray = await who('[data-testid="dice-tray"] .dice-reason');
          expect(tray.length).toBeGreaterThan(0);
          expect(tray).toEqual((await who('[data-testid="play-log"] li')).slice(0, tray.length));
          await app.screenshot('dice-duel-start');
          startShot = true;
        }
        if (battleShot) return;
        const tray = await page.$('[data-testid="dd-tray-result"]');
        if (tray && / against /.test((await tray.textContent()) ?? '')) {
          expect(
            (await page.$$('[data-testid="dd-attack-dice"] .die')).length +
              (await page.$$('[data-testid="dd-defence-dice"] .die')).length,
          ).toBeGreaterThan(0);
          await expectInView(page, ['[data-testid="dd-hand"]', '[data-testid="play-actions"]']);
          await page.waitForTimeout(500); // let the roll animation finish
          await app.screenshot('dice-duel-battle');
          battleShot = true;
        }
      },
    });
    const result = (await page.textContent('[data-testid="play-result"]')) ?? '';
    expect(result).toMatch(/^(You won|You lost|Draw) — /);
    const you = Number(await page.textContent('[data-testid="dd-points-you"]'));
    const them = Number(await page.textContent('[data-testid="dd-points-them"]'));
    expect(Math.max(you, them)).toBeGreaterThanOrEqual(6);
    await app.screenshot('dice-duel-end');

    // The saved game: named distinctly, with its outcome.
    await page.click('[data-testid="play-leave"]');
    const row = page.locator('[data-testid="saved-game"]').first();
    expect(await row.textContent()).toMatch(/You won|You lost|Draw/);

    // Delete, confirmed, takes the game off the list (a game outside a match: no word of a score).
    const games = await page.locator('[data-testid="saved-game"]').count();
    const question = new Promise<string>((done) =>
      page.once('dialog', (d) => {
        done(d.message());
        void d.accept();
      }),
    );
    await row.locator('[data-testid="saved-delete"]').click();
    expect(await question).toMatch(/^Delete the saved game ".+"\? It cannot be undone\.$/);
    await expect.poll(() => page.locator('[data-testid="saved-game"]').count()).toBe(games - 1);
    expect(app.consoleErrors).toEqual([]);
  });
});
