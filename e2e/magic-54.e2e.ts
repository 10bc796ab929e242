import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHandle, seededRandom } from './harness';

/** A small deterministic PRNG so the spec's choices are the same every run. */

const READY = '[data-testid="play-result"], [data-testid="play-action"]:not([disabled])';

describe('Magic 54 in the browser: a whole game against the random bot', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp({ viewport: { width: 1500, height: 1000 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Plays legal actions (buttons only) until the game ends or `maxMoves` were made; returns moves made. */
  async function playMoves(maxMoves: number, rand: () => number): Promise<number> {
    const page = app.page;
    let moves = 0;
    while (moves < maxMoves) {
      await page.waitForSelector(READY, { timeout: 60_000 });
      if (await page.$('[data-testid="play-result"]')) break;
      const labels = await page.$$eval('[data-testid="play-action"]:not([disabled])', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      if (labels.length === 0) continue;
      // Prefer moves that move the game forward (attack, summon, mana, damage to the bot), else any legal one.
      const good = labels
        .map((l, i) => ({ l, i }))
        .filter(({ l }) => /^(Attack with|Summon|Play .* as mana)|damage to Black|Done|Do not attack|End/.test(l));
      const pool = good.length > 0 && rand() < 0.8 ? good : labels.map((l, i) => ({ l, i }));
      const choice = pool[Math.floor(rand() * pool.length)]!;
      try {
        await page.locator('[data-testid="play-action"]:not([disabled])').nth(choice.i).click({ timeout: 2_000 });
        moves++;
      } catch {
        // The list changed under us (a bot moved): look again.
      }
    }
    return moves;
  }

  it('starts, plays, saves mid-way, reloads, resumes, finishes, then replays the game', async () => {
    const page = app.page;
    await page.click('[data-testid="nav-play"]');
    await page.waitForSelector('[data-testid="play-setup"]');
    await page.check('[data-testid="m54-team-red"]');
    await page.selectOption('[data-testid="play-bot"]', 'random');
    await page.selectOption('[data-testid="m54-starter"]', 'you');
    await page.fill('[data-testid="play-seed"]', 'e2e-seed-1');
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector('[data-testid="m54-table"]');
    expect(await page.textContent('[data-testid="m54-life-you"]')).toContain('20');
    expect(await page.$$('[data-testid="m54-hand-card"]')).toHaveLength(5);
    await app.screenshot('magic-54-start');
    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');

    const rand = seededRandom(42);
    await playMoves(40, rand);
    await page.waitForSelector(READY);
    const before = {
      turn: await page.textContent('[data-testid="m54-turn"]'),
      you: await page.textContent('[data-testid="m54-life-you"]'),
      them: await page.textContent('[data-testid="m54-life-them"]'),
      hand: await page.$$eval('[data-testid="m54-hand-card"]', (els) => els.map((e) => e.getAttribute('data-card'))),
    };
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
    await page.waitForSelector('[data-testid="m54-table"]');
    expect(await page.textContent('[data-testid="m54-turn"]')).toBe(before.turn);
    expect(await page.textContent('[data-testid="m54-life-you"]')).toBe(before.you);
    expect(await page.textContent('[data-testid="m54-life-them"]')).toBe(before.them);
    expect(
      await page.$$eval('[data-testid="m54-hand-card"]', (els) => els.map((e) => e.getAttribute('data-card'))),
    ).toEqual(before.hand);

    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');
    await playMoves(3000, rand);
    await page.waitForSelector('[data-testid="play-result"]', { timeout: 60_000 });
    expect(await page.textContent('[data-testid="play-result"]')).toMatch(/You win!|You lose|Draw/);
    await app.screenshot('magic-54-end');

    // Replay the finished game step by step.
    await page.click('[data-testid="play-leave"]');
    const finished = page.locator('[data-testid="saved-game"][data-status="finished"]').first();
    await finished.locator('[data-testid="saved-replay"]').click();
    await page.waitForSelector('[data-testid="play-replay"]');
    expect(await page.textContent('[data-testid="replay-step"]')).toMatch(/^Move 0 of \d+/);
    await page.click('[data-testid="replay-next"]');
    await expect.poll(() => page.textContent('[data-testid="replay-step"]')).toMatch(/^Move 1 of/);
    await app.screenshot('magic-54-replay');
    expect(app.consoleErrors).toEqual([]);
  });
});
