/**
 * The Magic table (issue 19) in Chromium at 1280×800 under load: a big board (40 permanents, a
 * 10-item stack) is timed, then the game-over panel and three seats are drawn. A whole game played
 * by clicks is classic-game.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHandle } from './harness';
import { LAPTOP, expectNoSideScroll, openPlay } from './play';
import { scenario } from '../src/core/rules/testkit';
import { card } from '../src/core/rules/scenarios/cards';
import { viewOf } from '../src/core/rules/view';
import { describeRulesAction } from '../src/core/rules/describe';

/**
 * A big board from the real core: 20 permanents a side (10 lands, 10 creatures) and ten Lightning
 * Bolts on the stack, each cast in response to the last — as the Play screen's snapshot of seat 1.
 */
function bigBoard(gameId: number, step: number, seats = 2) {
  const creatures = ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves', 'Serra Angel', 'Giant Spider'];
  const side = [...Array.from({ length: 10 }, () => 'Mountain'), ...creatures, ...creatures];
  const kit = scenario(card).players(seats);
  for (let seat = 2; seat < seats; seat++) kit.battlefield(seat, ...side.slice(5, 15));
  const s = kit
    .battlefield(0, ...side)
    .battlefield(1, ...side)
    .hand(0, ...Array.from({ length: 5 }, () => 'Lightning Bolt'))
    .hand(1, ...Array.from({ length: 5 }, () => 'Lightning Bolt'))
    .start();
  s.cast(0, 'Lightning Bolt', 1);
  // Two seats answer each other in turn (with three, the one Bolt is enough to show).
  if (seats === 2) for (let i = 1; i < 10; i++) s.respond(i % 2, 'Lightning Bolt', (i + 1) % 2);
  const view = viewOf(s.state, 0);
  return {
    gameId,
    variant: 'classic',
    variantName: 'Classic Magic',
    name: 'Big board',
    seed: 'big-board',
    seat: 0,
    seats: [
      { kind: 'human' },
      ...Array.from({ length: seats - 1 }, () => ({ kind: 'bot', bot: 'random', strength: 'normal' })),
    ],
    view,
    legal: [],
    deciders: [1],
    botToMove: false,
    log: [],
    step,
    status: 'in_progress',
    result: null,
    tableOptions: [],
    stack: view.stack.length,
    permanents: view.battlefield.length,
    labels: describeRulesAction(view, 0, { t: 'pass' }),
  };
}

const TABLE = '[data-testid="mt-table"]';
describe('Classic Magic on the Magic table at 1280×800', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp({ viewport: LAPTOP });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('draws 40 permanents and a 10-item stack within a frame (Performance API)', async () => {
    const page = app.page;
    // The next game opened is the big board (the snapshot the backend would send for such a game).
    const board = bigBoard(9999, 1);
    expect(board.permanents).toBe(40);
    expect(board.stack).toBe(10);
    await page.route('**/api/games.get', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, value: board }) }),
    );
    // A game to leave and resume (the route answers its resume with the big board).
    await openPlay(page, 'classic');
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector(TABLE, { timeout: 60_000 });
    // Saved games list games with moves: keep the hand.
    await page.click('[data-testid="mt-button"]:has-text("Keep")');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="play-game"]')?.getAttribute('data-step') !== '0',
    );
    await page.click('[data-testid="play-leave"]');
    await page.locator('[data-testid="saved-game"] [data-testid="saved-resume"]').first().click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="mt-table"] [data-testid="mt-card"]').length >= 40,
    );
    expect(await page.$$('[data-testid="mt-stack-item"]')).toHaveLength(10);
    await page.unroute('**/api/games.get');
    await expectNoSideScroll(page, TABLE);
    await app.screenshot('classic-big-board');

    // Each focus change re-renders the table (the zoom) — measured from the event to React's commit
    // and the layout that follows; and the frames while the zoom changes on every animation frame.
    const m = await page.evaluate(async () => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="mt-table"] [data-testid="mt-card"]')];
      const updates: number[] = [];
      for (const el of cards) {
        const t0 = performance.now();
        el.focus();
        await Promise.resolve();
        void document.body.offsetHeight;
        updates.push(performance.now() - t0);
      }
      // Then one zoom change per animation frame: the interval between frames, and the work in each.
      const frames: number[] = [];
      const work: number[] = [];
      await new Promise<void>((done) => {
        let i = 0;
        let last = 0;
        const tick = (t: number) => {
          if (last) frames.push(t - last);
          last = t;
          const t0 = performance.now();
          cards[i % cards.length]!.focus();
          queueMicrotask(() => {
            void document.body.offsetHeight;
            work.push(performance.now() - t0);
            if (++i < 120) requestAnimationFrame(tick);
            else done();
          });
        };
        requestAnimationFrame(tick);
      });
      const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
      const pct = (a: number[], p: number) => sorted(a)[Math.min(a.length - 1, Math.floor(a.length * p))]!;
      return {
        updateMedian: pct(updates, 0.5),
        updateP95: pct(updates, 0.95),
        frameMedian: pct(frames, 0.5),
        frameP95: pct(frames, 0.95),
        workMedian: pct(work, 0.5),
        workP95: pct(work, 0.95),
        cards: cards.length,
      };
    });
    console.log(
      `Big board (${m.cards} cards, 10 on the stack): update median ${m.updateMedian.toFixed(1)} ms, p95 ${m.updateP95.toFixed(1)} ms; ` +
        `frames median ${m.frameMedian.toFixed(1)} ms, p95 ${m.frameP95.toFixed(1)} ms; ` +
        `work in a frame median ${m.workMedian.toFixed(1)} ms, p95 ${m.workP95.toFixed(1)} ms`,
    );
    expect(m.updateMedian).toBeLessThan(16);
    // The interval between frames is reported, not asserted: on a shared 2-core machine Chromium's
    // frame cadence follows the load of other processes; the table's own work is what is gated.
    expect(m.workMedian).toBeLessThan(16);

    // The end: the panel names the winner and why, and offers a new game and the way back to decks.
    const over = { ...board, status: 'finished', result: { winners: [0], reason: 'Seat 2 has 0 or less life' } };
    await page.route('**/api/games.get', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, value: over }) }),
    );
    await page.click('[data-testid="play-leave"]');
    await page.locator('[data-testid="saved-game"] [data-testid="saved-resume"]').first().click();
    await page.waitForSelector('[data-testid="play-result"]');
    await page.unroute('**/api/games.get');
    expect(await page.textContent('[data-testid="play-result"]')).toMatch(/You won — Seat 2 has 0 or less life/);
    expect(await page.textContent('[data-testid="mt-prompt"]')).toMatch(/Game over — you won/);
    await page.waitForSelector('[data-testid="play-to-decks"]');
    await app.screenshot('classic-game-over');

    // Three seats: the opponents side by side, nothing scrolls sideways.
    const three = bigBoard(9998, 1, 3);
    await page.route('**/api/games.get', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, value: three }) }),
    );
    await page.click('[data-testid="play-new"]');
    await page.locator('[data-testid="saved-game"] [data-testid="saved-resume"]').first().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="mt-seat-them"]').length === 2);
    await page.unroute('**/api/games.get');
    await expectNoSideScroll(page, TABLE);
    await app.screenshot('classic-three-seats');
    expect(app.consoleErrors).toEqual([]);
  });
});
