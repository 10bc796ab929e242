/**
 * The Magic table (issue 19) in Chromium at 1280×800: a person starts Classic against the random
 * bot, plays a land and casts a creature by clicking them, passes with Space, attacks by clicking
 * the creature, saves and resumes. Then a big board (40 permanents, a 10-item stack) is timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type AppHandle } from './harness';
import { LAPTOP, expectNoSideScroll, moved, openPlay } from './play';
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
const MINE = '[data-testid="mt-decision"].yours, [data-testid="play-result"]';

/** Waits until the person must decide (or the game is over); returns the decision's kind. */
async function myDecision(page: Page): Promise<string> {
  await page.waitForSelector(MINE, { timeout: 60_000 });
  if (await page.$('[data-testid="play-result"]')) return 'over';
  return (await page.getAttribute(TABLE, 'data-pending')) ?? '';
}

/**
 * A seed whose opening hand (seat 1, yours) holds two lands and a creature of mana value 2 or less
 * it can cast with them — found by asking the backend, so the test does not hang on a deck's luck.
 */
async function castableSeed(app: AppHandle): Promise<string> {
  for (let i = 1; i <= 60; i++) {
    const seed = `classic-table-${i}`;
    const r = await app.backend.call('games.start', {
      variant: 'classic',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random', strength: 'normal' }],
      seed,
    });
    if (!r.ok) throw new Error(r.error.message);
    const v = (r.value as { view: unknown }).view as {
      objs: { card: number }[];
      cards: ({ typeLine: string; mv: number; manaCost: string } | null)[];
      players: { hand: number[] }[];
    };
    const hand = v.players[0]!.hand.map((id) => v.cards[v.objs[id]!.card]!);
    const lands = hand.filter((c) => c.typeLine.includes('Land')).length;
    if (lands >= 2 && lands <= 4 && hand.some((c) => c.typeLine.includes('Creature') && c.mv <= 2)) return seed;
  }
  throw new Error('no seed with a castable two-drop');
}

const gameStep = (page: Page) => page.getAttribute('[data-testid="play-game"]', 'data-step');

describe('Classic Magic on the Magic table at 1280×800', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp({ viewport: LAPTOP });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('plays a land, casts a creature, passes with Space and attacks — by clicks on the table', async () => {
    const page = app.page;
    const seed = await castableSeed(app);
    await openPlay(page, 'classic');
    await page.selectOption('[data-testid="play-bot"]', 'random');
    await page.fill('[data-testid="play-seed"]', seed);
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector(TABLE, { timeout: 60_000 });
    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');
    expect(await myDecision(page)).toBe('mulligan');
    await expectNoSideScroll(page, TABLE);
    // Your hand face up, the bot's as a count only.
    expect(await page.$$('[data-testid="mt-hand"] [data-testid="mt-card"]')).toHaveLength(7);
    expect(await page.textContent('[data-testid="mt-hidden-hand"]')).toContain('7 in hand');
    await app.screenshot('classic-start');
    await page.click('[data-testid="mt-button"]:has-text("Keep")');

    const done = { land: false, creature: false, space: 0, attack: false };
    let midShot = false;
    for (let moves = 0; moves < 400 && !(done.land && done.creature && done.attack && done.space > 0); moves++) {
      const kind = await myDecision(page);
      if (kind === 'over') break;
      const step = await gameStep(page);
      const clickable = '[data-testid="mt-hand"] button[data-testid="mt-card"]';
      if (kind === 'priority') {
        const land = await page.$(`${clickable}[data-type*="Land"]`);
        const creature = await page.$(`${clickable}[data-type*="Creature"]`);
        if (land) {
          await land.click();
          done.land = true;
        } else if (creature) {
          const name = await creature.getAttribute('data-name');
          await creature.click();
          await moved(page, step);
          // The spell goes on the stack (top first, named) and, once both pass, onto your battlefield.
          await page.waitForFunction(
            (n) =>
              !!document
                .querySelector(`[data-testid="mt-stack"] [data-testid="mt-stack-item"]`)
                ?.textContent?.includes(n) ||
              !!document.querySelector(`[data-testid="mt-seat-you"] [data-name="${n}"]`),
            name ?? '',
          );
          done.creature = true;
          if (!midShot) {
            await app.screenshot('classic-mid-game');
            midShot = true;
          }
          continue;
        } else {
          // Space passes from anywhere on the page (the choices list has focus).
          await page.keyboard.press('Space');
          done.space++;
        }
      } else if (kind === 'attackers') {
        const attacker = await page.$(`[data-testid="mt-seat-you"] button[data-testid="mt-card"]`);
        if (attacker) {
          await attacker.click();
          await moved(page, step);
          expect(await page.textContent('[data-testid="mt-seat-you"]')).toContain('attacking');
          done.attack = true;
          await app.screenshot('classic-attack');
          continue;
        }
        await page.keyboard.press('Space');
      } else {
        // Anything else (a target, a "you may"): the first thing offered.
        const first = await page.$(`${TABLE} button.mt-slot, ${TABLE} .mt-life.clickable, [data-testid="mt-button"]`);
        await first!.click();
      }
      await moved(page, step);
    }
    await app.screenshot('classic-end-of-script');
    expect(done).toMatchObject({ land: true, creature: true, attack: true });
    expect(done.space).toBeGreaterThan(0);
    await expectNoSideScroll(page, TABLE);

    // Save, reload the whole page, resume: the same table comes back from SQLite.
    await myDecision(page);
    const before = {
      lives: await page.$$eval('[data-testid="mt-life"]', (els) => els.map((e) => e.getAttribute('aria-label'))),
      mine: await page.$$eval('[data-testid="mt-seat-you"] [data-testid="mt-card"]', (els) =>
        els.map((e) => e.getAttribute('data-name')),
      ),
      hand: await page.$$eval('[data-testid="mt-hand"] [data-testid="mt-card"]', (els) =>
        els.map((e) => e.getAttribute('data-name')),
      ),
    };
    await page.fill('[data-testid="play-save-name"]', 'Classic e2e');
    await page.click('[data-testid="play-save"]');
    await page.waitForSelector('[data-testid="play-saved"]');
    await page.reload();
    await page.click('[data-testid="nav-play"]');
    const row = page.locator('[data-testid="saved-game"]', { hasText: 'Classic e2e' });
    await row.locator('[data-testid="saved-resume"]').click();
    await page.waitForSelector(TABLE);
    expect(await page.$$eval('[data-testid="mt-life"]', (els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(
      before.lives,
    );
    expect(
      await page.$$eval('[data-testid="mt-seat-you"] [data-testid="mt-card"]', (els) =>
        els.map((e) => e.getAttribute('data-name')),
      ),
    ).toEqual(before.mine);
    expect(
      await page.$$eval('[data-testid="mt-hand"] [data-testid="mt-card"]', (els) =>
        els.map((e) => e.getAttribute('data-name')),
      ),
    ).toEqual(before.hand);
    // Keyboard: Tab reaches the cards, and focus zooms a card.
    await page.focus('[data-testid="mt-hand"] [data-testid="mt-card"]');
    await page.waitForSelector('[data-testid="mt-zoom"]');
    expect(app.consoleErrors).toEqual([]);
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
