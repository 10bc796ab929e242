import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHandle, seededRandom } from './harness';
import { LAPTOP, READY, expectInView, expectNoSideScroll, openPlay, playByKeyboard } from './play';

const TABLE = '[data-testid="m54-table"]';

describe('Magic 54 at 1280×800: the fixed teams, a table option, a whole game by keyboard', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp({ viewport: LAPTOP });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Moves that move the game forward (attack, summon, mana, damage to the bot), else any legal one. */
  function picker(rand: () => number) {
    return (labels: string[]) => {
      const good = labels
        .map((l, i) => ({ l, i }))
        .filter(({ l }) => /^(Attack with|Summon|Play .* as mana)|damage to Red|Done|Do not attack|End/.test(l));
      const pool = good.length > 0 && rand() < 0.8 ? good : labels.map((l, i) => ({ l, i }));
      return pool[Math.floor(rand() * pool.length)]!.i;
    };
  }

  it('plays Black by keyboard, saves mid-way, reloads, resumes, finishes, then replays', async () => {
    const page = app.page;
    await openPlay(page, 'magic-54');
    // Nothing to build: the Play screen says the teams are fixed.
    await page.waitForSelector('[data-testid="deck-fixed"]');
    // Non-default options: the BLACK team (default RED), you start.
    await page.check('[data-testid="m54-team-black"]');
    await page.selectOption('[data-testid="m54-starter"]', 'you');
    await page.selectOption('[data-testid="play-bot"]', 'random');
    await page.fill('[data-testid="play-seed"]', 'e2e-seed-1');
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector(TABLE);
    expect(await page.textContent('[data-testid="m54-life-you"]')).toContain('20');
    expect(await page.$$('[data-testid="m54-hand-card"]')).toHaveLength(5);
    // Each hand card says what it is for.
    await expect
      .poll(() => page.$$eval('[data-testid="m54-role"]', (els) => els.map((e) => e.textContent)))
      .toHaveLength(5);
    for (const r of await page.$$eval('[data-testid="m54-role"]', (els) => els.map((e) => e.textContent)))
      expect(['Creature', 'Mana', 'Damage', 'Action']).toContain(r);
    await page.waitForSelector(READY);
    await expectInView(page, ['.m54-side.you .m54-hand', '[data-testid="play-actions"]']);
    await expectNoSideScroll(page, TABLE);
    await app.screenshot('magic-54-start');
    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');
    // The bot speed was set with the mouse: put focus back on the choices, as Tab would.
    await page.focus('[data-testid="play-actions"]');

    const rand = seededRandom(42);
    let passWhy = false;
    await playByKeyboard(page, {
      table: TABLE,
      pick: picker(rand),
      maxMoves: 40,
      before: async (labels) => {
        if (labels.length === 1 && (await page.$('[data-testid="m54-pass-why"]'))) passWhy = true;
      },
    });
    await page.waitForSelector(READY);
    const before = {
      turn: await page.textContent('[data-testid="m54-turn"]'),
      you: await page.textContent('[data-testid="m54-life-you"]'),
      them: await page.textContent('[data-testid="m54-life-them"]'),
      hand: await page.$$eval('[data-testid="m54-hand-card"]', (els) => els.map((e) => e.getAttribute('data-card'))),
    };
    await expectInView(page, ['.m54-side.you .m54-hand', '[data-testid="play-actions"]']);
    await app.screenshot('magic-54-mid');
    await page.fill('[data-testid="play-save-name"]', 'E2E mid-game');
    await page.click('[data-testid="play-save"]');
    await page.waitForSelector('[data-testid="play-saved"]');

    // Reload the whole page: the game comes back from SQLite.
    await page.reload();
    await page.click('[data-testid="nav-play"]');
    await page.waitForSelector('[data-testid="saved-game"]');
    const row = page.locator('[data-testid="saved-game"]', { hasText: 'E2E mid-game' });
    await row.locator('[data-testid="saved-resume"]').click();
    await page.waitForSelector(TABLE);
    expect(await page.textContent('[data-testid="m54-turn"]')).toBe(before.turn);
    expect(await page.textContent('[data-testid="m54-life-you"]')).toBe(before.you);
    expect(await page.textContent('[data-testid="m54-life-them"]')).toBe(before.them);
    expect(
      await page.$$eval('[data-testid="m54-hand-card"]', (els) => els.map((e) => e.getAttribute('data-card'))),
    ).toEqual(before.hand);

    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');
    await page.focus('[data-testid="play-actions"]');
    await playByKeyboard(page, {
      table: TABLE,
      pick: picker(rand),
      before: async (labels) => {
        if (labels.length === 1 && (await page.$('[data-testid="m54-pass-why"]'))) passWhy = true;
      },
    });
    expect(passWhy).toBe(true);
    expect(await page.textContent('[data-testid="play-result"]')).toMatch(/^(You won|You lost|Draw) — /);
    await app.screenshot('magic-54-end');

    // Replay the finished game step by step.
    await page.click('[data-testid="play-leave"]');
    const finished = page.locator('[data-testid="saved-game"]', { hasText: 'E2E mid-game' });
    expect(await finished.locator('[data-testid="saved-outcome"]').textContent()).toMatch(/You won|You lost|Draw/);
    await finished.locator('[data-testid="saved-replay"]').click();
    await page.waitForSelector('[data-testid="play-replay"]');
    expect(await page.textContent('[data-testid="replay-step"]')).toMatch(/^Move 0 of \d+/);
    await page.click('[data-testid="replay-next"]');
    await expect.poll(() => page.textContent('[data-testid="replay-step"]')).toMatch(/^Move 1 of/);
    await app.screenshot('magic-54-replay');
    expect(app.consoleErrors).toEqual([]);
  });
});
