/**
 * Issue 20's two Deck pieces in Chromium at 1280×800: the Decks screen checks a Magic Combat with
 * Dice deck against a chosen format's ban list, and a best of three is played from the Play screen —
 * started with the Match option, its first game played out through the backend (the person's fixed
 * policy, e2e/combatWithDicePolicy.ts), continued from Saved games: the score, a swap refused with
 * the reason, a swap made by keyboard, the next game started by the loser's choice, and at the end
 * the game-over panel naming the match's winner. Screenshots `decks-format`,
 * `combat-with-dice-sideboard` and `combat-with-dice-match-end` in test-results/screenshots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodOutput } from '../src/contract';
import { choose, pumpDeckEntries, type Legal } from './combatWithDicePolicy';
import { startApp, starterPoolCards, type AppHandle } from './harness';
import { LAPTOP, chooseSavedDeck, expectNoSideScroll, openPlay } from './play';
import type { RView } from '../src/renderer/src/screens/play/tables/magic/types';

type Snap = MethodOutput<'games.get'>;
const SEED = process.env['KT_SEED'] ?? 'cwd-match';
const PANEL = '[data-testid="match-panel"]';
const SIDE = ['Naturalize', 'Giant Spider', 'Plummet'];

describe('Magic Combat with Dice: the ban list on the Decks screen and a best of three', () => {
  let app: AppHandle;
  const call = async <T>(method: string, input: unknown): Promise<T> => {
    const r = await app.backend.call(method, input);
    if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
    return r.value as T;
  };
  /** Plays a game to its end through the backend: the bot moves, the person by the fixed policy. */
  const playOut = async (gameId: number): Promise<Snap> => {
    let s = await call<Snap>('games.get', { gameId, seat: 0 });
    for (let i = 0; i < 5000 && s.status !== 'finished'; i++) {
      s =
        s.legal.length > 0
          ? await call<Snap>('games.act', {
              gameId,
              seat: 0,
              index: choose(s.view as RView, s.legal as Legal[]).index,
              step: s.step,
            })
          : await call<Snap>('games.bot', { gameId, seat: 0 });
    }
    expect(s.status).toBe('finished');
    return s;
  };

  beforeAll(async () => {
    app = await startApp({ viewport: LAPTOP });
    expect((await app.backend.call('collection.addStarter', {})).ok).toBe(true);
    const pool = starterPoolCards();
    const id = (name: string) => pool.find((c) => c.name === name)!.oracle_id!;
    await call('decks.create', {
      name: 'Green match',
      variant: 'combat-with-dice',
      main: pumpDeckEntries(pool),
      sideboard: SIDE.map((n) => ({ oracleId: id(n), quantity: n === 'Plummet' ? 1 : 2 })),
    });
    // The starter pool has no legalities: one card is given Modern's ban, as Scryfall's data would.
    app.backend.context.db
      .prepare('UPDATE cards SET legalities = ? WHERE name = ?')
      .run(JSON.stringify({ modern: 'banned', vintage: 'legal' }), 'Giant Growth');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the Decks screen names a banned card once a format is picked', async () => {
    const page = app.page;
    await page.click('[data-testid="nav-decks"]');
    await page.selectOption('[data-testid="variant-select"]', 'combat-with-dice');
    await page.click('[data-testid="deck-list"] button:has-text("Green match")');
    await page.waitForSelector('[data-testid="legality-ok"]');
    await page.selectOption('[data-testid="deck-format"]', 'modern');
    const banned = page.locator('[data-testid="violation"][data-code="format"]');
    await banned.waitFor();
    expect(await banned.textContent()).toBe('Giant Growth is banned in Modern (for Extended)');
    expect(await page.textContent('[data-testid="legality-note"][data-code="format-unknown"]')).toMatch(
      /have no Modern \(for Extended\) legality in the card data/,
    );
    expect(await page.textContent('[data-testid="build-format"]')).toMatch(/leaves out the cards Modern/);
    await app.screenshot('decks-format');
    // Back to no list: legal again.
    await page.selectOption('[data-testid="deck-format"]', 'none');
    await page.waitForSelector('[data-testid="legality-ok"]');
  });

  it('a best of three: the score, sideboarding between games, the loser’s start, the match’s winner', async () => {
    const page = app.page;
    await openPlay(page, 'combat-with-dice');
    await chooseSavedDeck(page, 0, 'Green match');
    // An agreed format that bans one of the deck's cards says so before Start, and Start waits.
    await page.selectOption('[data-testid="option-format"]', 'modern');
    await page.waitForSelector('[data-testid="deck-illegal"]');
    expect(await page.textContent('[data-testid="deck-illegal"]')).toMatch(
      /Green match cannot be played: .*Giant Growth is banned in Modern/,
    );
    expect(await page.isDisabled('[data-testid="play-start"]')).toBe(true);
    await page.selectOption('[data-testid="option-format"]', 'none');
    await page.waitForSelector('[data-testid="deck-illegal"]', { state: 'detached' });
    await page.selectOption('[data-testid="play-bot"]', 'random');
    await page.selectOption('[data-testid="option-match"]', 'best-of-three');
    await page.fill('[data-testid="play-seed"]', SEED);
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector('[data-testid="play-match"]', { timeout: 60_000 });
    expect(await page.textContent('[data-testid="play-match"]')).toBe('Best of three, game 1: You 0 – Seat 2 0');
    expect(await page.textContent('[data-testid="play-options"]')).toMatch(/Match: Best of three/);
    const list = await call<{ games: { gameId: number }[] }>('games.list', {});
    const first = list.games[0]!.gameId;

    // Leave the table, the first game is played out through the backend, then continued from Saved games.
    await page.click('[data-testid="play-leave"]');
    await page.waitForTimeout(500);
    const g1 = await playOut(first);
    const youWon = g1.result!.winners.length === 1 && g1.result!.winners[0] === 0;
    await page.click('[data-testid="nav-decks"]');
    await page.click('[data-testid="nav-play"]');
    await page.click('[data-testid="saved-continue-match"]');
    await page.waitForSelector(PANEL);
    const score = youWon ? 'You 1 – Seat 2 0' : g1.result!.winners.length ? 'You 0 – Seat 2 1' : 'You 0 – Seat 2 0';
    expect(await page.textContent('[data-testid="match-headline"]')).toBe(`Best of three, game 1: ${score}`);
    expect(await page.textContent('[data-testid="play-match-result"]')).toBe(`Best of three, game 1: ${score}`);
    expect(await page.textContent('[data-testid="match-side"]')).toMatch(/2× Naturalize/);

    // Keyboard: a swap that leaves 59 cards is refused with the reason, and nothing changes.
    await page.focus('button[aria-label="Take out one Forest"]');
    await page.keyboard.press('Enter');
    expect(await page.textContent('[data-testid="match-swap"]')).toMatch(
      /Out: Forest\. After the swap: deck 59, sideboard 6\./,
    );
    await page.focus('[data-testid="match-swap-apply"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${PANEL} [role="alert"]`);
    expect(await page.textContent(`${PANEL} [role="alert"]`)).toBe('59 cards — the deck needs at least 60.');
    expect(await page.textContent('[data-testid="match-deck"] h4')).toBe('Your deck (60)');

    // Card for card, by keyboard: Tab from the picked Forest reaches its Undo, then the sideboard's buttons.
    await page.focus('button[aria-label="Bring in one Naturalize"]');
    await page.keyboard.press('Enter');
    expect(await page.textContent('[data-testid="match-swap"]')).toMatch(
      /Out: Forest\. In: Naturalize\. After the swap: deck 60, sideboard 5\./,
    );
    await page.mouse.move(1, 1);
    await expectNoSideScroll(page, PANEL);
    await app.screenshot('combat-with-dice-sideboard');
    await page.focus('[data-testid="match-swap-apply"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(
      '[data-testid="match-swap"]:has-text("Done: you took out Forest and brought in Naturalize.")',
    );
    expect(await page.textContent('[data-testid="match-deck"]')).toMatch(/23× Forest.*1× Naturalize/);
    expect(await page.textContent('[data-testid="match-side"] h4')).toBe('Sideboard (5)');

    // The loser chooses who starts: you (play first), or the bot (it plays first).
    if (youWon) {
      expect(await page.textContent('[data-testid="match-next"]')).toMatch(
        /Seat 2 lost the last game and chooses to play first in game 2/,
      );
      await page.click('[data-testid="match-start-next"]');
    } else if (g1.result!.winners.length) {
      expect(await page.textContent('[data-testid="match-next"]')).toMatch(/You lost the last game: you choose/);
      await page.click('[data-testid="match-play-first"]');
    } else await page.click('[data-testid="match-start-next"]');
    await page.waitForSelector('[data-testid="play-match"]:has-text("game 2")', { timeout: 60_000 });
    const g2id = (await call<{ games: { gameId: number }[] }>('games.list', {})).games[0]!.gameId;
    expect(g2id).not.toBe(first);
    const g2config = (
      app.backend.context.db.prepare('SELECT config FROM saved_games WHERE id = ?').get(g2id) as { config: string }
    ).config;
    const decks = (JSON.parse(g2config) as { config: { decks: { name: string }[][]; firstSeat: number } }).config;
    expect(decks.decks[0]!.filter((c) => c.name === 'Naturalize')).toHaveLength(1);
    expect(decks.decks[0]!.filter((c) => c.name === 'Forest')).toHaveLength(23);
    if (youWon) expect(decks.firstSeat).toBe(1);
    else if (g1.result!.winners.length) expect(decks.firstSeat).toBe(0);

    // The rest of the match through the backend; the last game's end names the match's winner.
    await page.click('[data-testid="play-leave"]');
    await page.waitForTimeout(500);
    let last = await playOut(g2id);
    while (!last.match!.over) {
      const next = await call<Snap>('matches.next', { gameId: last.gameId, seat: 0, playFirst: true });
      last = await playOut(next.gameId);
    }
    const m = last.match!;
    const words =
      m.winner === null
        ? `The match is drawn`
        : m.winner === 0
          ? `You won the match ${m.wins[0]}–${m.wins[1]}`
          : `You lost the match ${m.wins[0]}–${m.wins[1]}`;
    await page.click('[data-testid="nav-decks"]');
    await page.click('[data-testid="nav-play"]');
    // The list first (it loads after the screen), so neither check below can pass on an empty screen.
    await page.waitForSelector('[data-testid="saved-game"]');
    expect(await page.$('[data-testid="saved-continue-match"]')).toBeNull();
    // Delete asks first, and says a match's game takes its result out of the score; Cancel keeps it.
    const games = await page.locator('[data-testid="saved-game"]').count();
    const question = new Promise<string>((done) =>
      page.once('dialog', (d) => {
        done(d.message());
        void d.dismiss();
      }),
    );
    await page.locator('[data-testid="saved-game"]').first().locator('[data-testid="saved-delete"]').click();
    expect(await question).toMatch(
      /^Delete the saved game ".+"\? It cannot be undone\. It is game \d of a best-of-three match/,
    );
    expect(await page.locator('[data-testid="saved-game"]').count()).toBe(games);
    await page.locator('[data-testid="saved-game"]').first().locator('[data-testid="saved-replay"]').click();
    await page.click('button:has-text("End »")');
    await page.waitForSelector('[data-testid="play-match-result"]');
    expect(await page.textContent('[data-testid="play-match-result"]')).toMatch(new RegExp(`^${words}`));
    await page.mouse.move(1, 1);
    await app.screenshot('combat-with-dice-match-end');
    console.log(`Best of three, seed ${SEED}: games ${m.games.map((g) => g.winner).join(', ')}; ${words}`);
    // The one refused swap is a 400 from the web host (the browser logs it); nothing else went wrong.
    expect(app.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
