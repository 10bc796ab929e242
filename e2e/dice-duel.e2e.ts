import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHandle, seededRandom } from './harness';

/** A small deterministic PRNG so the spec's choices are the same every run. */

const READY = '[data-testid="play-result"], [data-testid="play-action"]:not([disabled])';

describe('Dice Duel in the browser: a whole game against a bot with starter-pool decks', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp({ viewport: { width: 1500, height: 1100 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('picks Dice Duel, auto-builds the decks, plays to the end through the buttons, shows a dice battle and the end screen', async () => {
    const page = app.page;
    await page.click('[data-testid="nav-play"]');
    await page.waitForSelector('[data-testid="play-setup"]');
    await page.waitForSelector('[data-testid="play-variant"] option[value="dice-duel"]', { state: 'attached' });
    await page.selectOption('[data-testid="play-variant"]', 'dice-duel');
    await page.waitForSelector('[data-testid="dd-deck-source"]');
    // The house rules come from the variant (games.variants): every option, its default and why.
    await page.waitForSelector('[data-testid="table-options"]');
    expect(await page.$$eval('[data-testid^="option-options."]', (els) => els.length)).toBe(9);
    expect(await page.inputValue('[data-testid="option-options.winnersReturn"]')).toBe('false');
    expect(await page.textContent('[data-testid="table-options"]')).toContain('Discarded too (as written) (default)');
    // The default typed in again (the game stays the seeded one); the path into the config is unit-tested (configPath.test.ts).
    await page.fill('[data-testid="option-options.target"]', '10');
    await app.screenshot('dice-duel-options');
    await page.selectOption('[data-testid="play-bot"]', 'greedy');
    await page.fill('[data-testid="play-seed"]', 'e2e-dice-duel-1');
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector('[data-testid="dd-table"]', { timeout: 60_000 });
    // 000 Starting Hand: 7 cards each (8 for the starter after its first draw); points start at 0.
    const handCount = (await page.$$('[data-testid="dd-hand-card"]')).length;
    expect([7, 8]).toContain(handCount);
    expect(await page.textContent('[data-testid="dd-points-you"]')).toBe('0');
    expect(await page.textContent('[data-testid="dd-points-them"]')).toBe('0');
    await app.screenshot('dice-duel-start');
    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');

    const rand = seededRandom(9);
    let battleShot = false;
    for (let moves = 0; moves < 3000; moves++) {
      await page.waitForSelector(READY, { timeout: 60_000 });
      if (await page.$('[data-testid="play-result"]')) break;
      if (!battleShot) {
        const result = (await page.$('[data-testid="dd-tray-result"]'))
          ? await page.textContent('[data-testid="dd-tray-result"]')
          : '';
        if (result && / against /.test(result)) {
          // A dice battle: red attack dice and white defence dice on screen, with their faces.
          expect(
            (await page.$$('[data-testid="dd-attack-dice"] .die')).length +
              (await page.$$('[data-testid="dd-defence-dice"] .die')).length,
          ).toBeGreaterThan(0);
          await page.waitForTimeout(900); // let the roll animation finish
          await app.screenshot('dice-duel-battle');
          battleShot = true;
        }
      }
      const labels = await page.$$eval('[data-testid="play-action"]:not([disabled])', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      if (labels.length === 0) continue;
      // Play forward: lands, attacks, defences and spells first; otherwise any legal button.
      const good = labels
        .map((l, i) => ({ l, i }))
        .filter(({ l }) => /^(Play |Attack with|Announce|Defend with|Attach|Cast|No more instants|Discard)/.test(l));
      const pool = good.length > 0 && rand() < 0.85 ? good : labels.map((l, i) => ({ l, i }));
      const choice = pool[Math.floor(rand() * pool.length)]!;
      try {
        await page.locator('[data-testid="play-action"]:not([disabled])').nth(choice.i).click({ timeout: 2_000 });
      } catch {
        // The list changed under us (the bot moved): look again.
      }
    }
    await page.waitForSelector('[data-testid="play-result"]', { timeout: 60_000 });
    expect(battleShot).toBe(true);
    expect(await page.textContent('[data-testid="play-result"]')).toMatch(/You win!|You lose|Draw/);
    const you = Number(await page.textContent('[data-testid="dd-points-you"]'));
    const them = Number(await page.textContent('[data-testid="dd-points-them"]'));
    expect(Math.max(you, them)).toBeGreaterThanOrEqual(10);
    await app.screenshot('dice-duel-end');
    expect(app.consoleErrors).toEqual([]);
  });
});
