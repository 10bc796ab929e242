import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHandle } from './harness';

const READY = '[data-testid="play-result"], [data-testid="play-action"]:not([disabled])';

/** Which button a person at the table would press: win land, take creatures, attack, then end the turn. */
function preference(label: string): number {
  if (/^Attack /.test(label)) return 5;
  if (/to steal /.test(label)) return 4;
  if (/to kill /.test(label)) return 3;
  if (/make .* unblockable|from combat/.test(label)) return 2;
  if (/^Give up /.test(label)) return 1;
  if (/^End turn|^No instant/.test(label)) return 0;
  return -1; // drawing with an artifact: only when nothing else is left
}

describe('Pub Magic in the browser: you and three bots round one table, to the end', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp({ viewport: { width: 1600, height: 1250 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sets up 4 seats, plays a whole game through the buttons and shows the end screen', async () => {
    const page = app.page;
    await page.click('[data-testid="nav-play"]');
    await page.waitForSelector('[data-testid="play-setup"]');
    await page.selectOption('[data-testid="play-variant"]', 'pub-magic');
    await page.waitForSelector('[data-testid="pm-options"]');
    await page.selectOption('[data-testid="pm-seat-count"]', '4');
    await page.selectOption('[data-testid="pm-seat-0"]', 'you');
    await page.selectOption('[data-testid="pm-seat-1"]', 'greedy');
    await page.selectOption('[data-testid="pm-seat-2"]', 'search-easy');
    await page.selectOption('[data-testid="pm-seat-3"]', 'random');
    await page.fill('[data-testid="play-seed"]', 'pub-e2e-1');
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector('[data-testid="pm-table"]');
    expect(await page.$$('[data-testid="pm-seat"]')).toHaveLength(4);
    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');

    let moves = 0;
    let midShot = false;
    let discardShot = false;
    for (let guard = 0; guard < 400; guard++) {
      await page.waitForSelector(READY, { timeout: 60_000 });
      if (await page.$('[data-testid="play-result"]')) break;
      const labels = await page.$$eval('[data-testid="play-action"]:not([disabled])', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      if (labels.length === 0) continue;
      // During the face-down discard the other seats' hands are only counts.
      if (labels.some((l) => l.endsWith('face down'))) {
        const hidden = await page.$$('[data-testid="pm-hidden-hand"]');
        expect(hidden.length).toBeGreaterThan(0);
        // Never a card name in what the bots are seen to do.
        expect((await page.textContent('[data-testid="play-bot-line"]')) ?? '').not.toMatch(
          /Discard (?!a card face down)/,
        );
        if (!discardShot) {
          await app.screenshot('pub-magic-discard');
          discardShot = true;
        }
        // Keep lands: discard the hand's non-land cards first (clicking the card on the table).
        const cards = await page.$$('[data-testid="pm-hand"] [data-testid="pm-card-action"]');
        let clicked = false;
        for (const c of cards) {
          if (!/Land/.test((await c.getAttribute('title')) ?? '')) {
            await c.click();
            clicked = true;
            break;
          }
        }
        if (clicked) {
          moves++;
          continue;
        }
      }
      let best = 0;
      for (let i = 1; i < labels.length; i++) if (preference(labels[i]!) > preference(labels[best]!)) best = i;
      try {
        await page.locator('[data-testid="play-action"]:not([disabled])').nth(best).click({ timeout: 2_000 });
        moves++;
      } catch {
        continue; // a bot moved and the buttons changed: look again
      }
      // Mid-game: once a few turns are on the table, picture the round table (with a fight arrow when there is one).
      if (!midShot && moves >= 5) {
        const arrow = await page.$('[data-testid="pm-attack-arrow"]');
        if (arrow || moves >= 8) {
          await page.waitForSelector('[data-testid="pm-table"]');
          await app.screenshot('pub-magic-mid-game');
          midShot = true;
        }
      }
    }
    await page.waitForSelector('[data-testid="play-result"]', { timeout: 60_000 });
    expect(moves).toBeGreaterThan(5);
    expect(midShot).toBe(true);
    const result = (await page.textContent('[data-testid="play-result"]')) ?? '';
    expect(result).toMatch(/You win!|You lose|Draw/);
    // The winner's total on the table agrees with the end screen.
    const totals = await page.$$eval('[data-testid="pm-total"] strong', (els) => els.map((e) => Number(e.textContent)));
    expect(totals).toHaveLength(4);
    if (!/Draw/.test(result)) expect(Math.max(...totals)).toBeGreaterThan(0);
    const log = (await page.textContent('[data-testid="play-log"]')) ?? '';
    expect(log).toContain('places their hand');
    await app.screenshot('pub-magic-end');
    expect(app.consoleErrors).toEqual([]);
  });
});
