import { describe, expect, it } from 'vitest';
import {
  appWithStarter,
  buildDeckInUi,
  chooseSavedDeck,
  expectInView,
  expectNoSideScroll,
  openPlay,
  playByKeyboard,
} from './play';

const TABLE = '[data-testid="pm-table"]';

/** Which choice a person at the table would take: attack, take creatures, then end the turn; keep lands. */
function pick(labels: string[]): number {
  const score = (l: string) =>
    /^Attack /.test(l)
      ? 5
      : /to steal /.test(l)
        ? 4
        : /to kill /.test(l)
          ? 3
          : /make .* unblockable|from combat/.test(l)
            ? 2
            : /^Give up /.test(l)
              ? 1
              : /^Discard .* face down$/.test(l) && !/Land|Forest|Island|Swamp|Mountain|Plains/.test(l)
                ? 1
                : /^End turn|^No instant/.test(l)
                  ? 0
                  : -1;
  let best = 0;
  for (let i = 1; i < labels.length; i++) if (score(labels[i]!) > score(labels[best]!)) best = i;
  return best;
}

describe('Pub Magic at 1280×800: your own pile, four seats, a whole game by keyboard', () => {
  const ctx = appWithStarter();

  it('builds a pile for four, plays it with 6 lands to win, to the end, keyboard only', async () => {
    const { app } = ctx;
    const page = app.page;
    const deck = await buildDeckInUi(app, 'pub-magic', 'Pub pile for four', 4);
    await openPlay(page, 'pub-magic');
    await page.waitForSelector('[data-testid="pm-options"]');
    await page.selectOption('[data-testid="pm-seat-count"]', '4');
    await page.selectOption('[data-testid="pm-seat-1"]', 'greedy');
    await page.selectOption('[data-testid="pm-seat-2"]', 'search-easy');
    await page.selectOption('[data-testid="pm-seat-3"]', 'random');
    // A non-default house rule: 6 lands to win (default 10).
    await page.fill('[data-testid="pm-target"]', '6');
    await chooseSavedDeck(page, 0, deck);
    await page.fill('[data-testid="play-seed"]', 'pub-e2e-1');
    await app.screenshot('pub-magic-options');
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector(TABLE);
    expect(await page.$$('[data-testid="pm-seat"]')).toHaveLength(4);
    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');

    let discardShot = false;
    let midShot = false;
    const moves = await playByKeyboard(page, {
      table: TABLE,
      pick,
      before: async (labels, move) => {
        // Never "the bot is thinking" while the choice is yours.
        expect((await page.textContent('[data-testid="play-bot-line"]')) ?? '').not.toMatch(/thinking/);
        if (labels.some((l) => l.endsWith('face down'))) {
          // Your own cards are named on the buttons; the others' hands are only counts.
          expect(labels.some((l) => /^Discard hand card \d/.test(l))).toBe(false);
          expect(await page.$$('[data-testid="pm-hidden-hand"]')).not.toHaveLength(0);
          expect((await page.textContent('[data-testid="play-bot-line"]')) ?? '').not.toMatch(
            /Discard (?!a card face down)/,
          );
          if (!discardShot) {
            await expectInView(page, ['.pm-seat.you [data-testid="pm-hand"]', '[data-testid="play-actions"]']);
            await app.screenshot('pub-magic-discard');
            discardShot = true;
          }
        }
        if (!midShot && move >= 6) {
          await expectInView(page, ['.pm-seat.you', '[data-testid="play-actions"]']);
          await app.screenshot('pub-magic-mid-game');
          midShot = true;
        }
      },
    });
    expect(moves).toBeGreaterThan(5);
    const result = (await page.textContent('[data-testid="play-result"]')) ?? '';
    expect(result).toMatch(/^(You won|You lost|Draw) — /);
    const totals = await page.$$eval('[data-testid="pm-total"] strong', (els) => els.map((e) => Number(e.textContent)));
    expect(totals).toHaveLength(4);
    expect((await page.textContent('[data-testid="play-log"]')) ?? '').toContain('places their hand');
    await expectNoSideScroll(page, TABLE);
    await app.screenshot('pub-magic-end');
    expect(app.consoleErrors).toEqual([]);
  });
});
