/**
 * Magic Combat's table (issue 21) in Chromium at 1280×800: a person starts Magic Combat against the
 * random bot from the Play screen, places creatures face down by clicking them, puts spell cards
 * face down, reveals one before a fight by clicking it, picks fights, and plays the ten rounds to
 * the final score — every move a click on the table or Space. Screenshots: the setup, a fight with
 * a revealed spell, the final score.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type AppHandle } from './harness';
import { LAPTOP, expectNoSideScroll, moved, openPlay } from './play';

const TABLE = '[data-testid="mc-table"]';
const MINE = '[data-testid="mt-decision"].yours, [data-testid="play-result"]';
const HAND = '[data-testid="mt-hand"]';
const YOURS = '[data-testid="mc-creatures-you"]';
const THEIRS = '[data-testid="mc-creatures-them"]';

/** Waits until the person must decide (or the game is over); returns the decision's kind. */
async function myDecision(page: Page): Promise<string> {
  await page.waitForSelector(MINE, { timeout: 30_000 });
  if (await page.$('[data-testid="play-result"]')) return 'over';
  return (await page.getAttribute(TABLE, 'data-pending')) ?? '';
}

/**
 * A seed whose opening hand (seat 1, yours) holds at least three creatures of mana value 3 or less
 * to place — found by asking the backend, so the test does not hang on a deck's luck. The bot's
 * moves follow from the seed and the person's, so the rest of the game is the same every run.
 */
async function placingSeed(app: AppHandle): Promise<string> {
  for (let i = 1; i <= 40; i++) {
    const seed = `magic-combat-e2e-${i}`;
    const r = await app.backend.call('games.start', {
      variant: 'magic-combat',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random', strength: 'normal' }],
      seed,
    });
    if (!r.ok) throw new Error(r.error.message);
    const v = (r.value as { view: unknown }).view as {
      objs: { card: number }[];
      cards: ({ typeLine: string; mv: number } | null)[];
      players: { hand: number[] }[];
    };
    const hand = v.players[0]!.hand.map((id) => v.cards[v.objs[id]!.card]!);
    if (hand.filter((c) => c.typeLine.includes('Creature') && c.mv <= 3).length >= 3) return seed;
  }
  throw new Error('no seed with three creatures to place');
}

const SPELL_PICK = `${HAND} button[data-testid="mt-card"]`;
const REVEAL = '[data-testid="mc-spells-you"] button[data-testid="mc-facedown"]';
const SUMMON = `${HAND} .mc-hand-card:has([data-testid="mc-tag"]:text-matches("summon$")) button`;
const FIGHTER = `${YOURS} button[data-testid="mt-card"]`;
const ANY = `${TABLE} button.mt-slot, ${TABLE} .mt-life.clickable, [data-testid="mt-menu"], [data-testid="mt-button"]`;

interface Turn {
  kind: string;
  step: string | null;
  tableStep: string;
  fight: string;
  yourTurn: boolean;
  spellPick: boolean;
  /** The name of a face-down spell card of yours that can be revealed now, or ''. */
  reveal: string;
  summon: boolean;
  fighter: boolean;
  openSlot: boolean;
}

/**
 * Waits (in the page, one round trip) until the game has moved on from `prev` and the person must
 * decide, or the game is over; returns what the table offers.
 */
async function nextDecision(page: Page, prev: string | null): Promise<Turn> {
  const h = await page.waitForFunction(
    ({ prev, table }) => {
      const step = document.querySelector('[data-testid="play-game"]')?.getAttribute('data-step') ?? null;
      const over = !!document.querySelector('[data-testid="play-result"]');
      const mine = !!document.querySelector('[data-testid="mt-decision"].yours');
      if (!over && (step === prev || !mine)) return null;
      const t = document.querySelector(table);
      const hand = [...document.querySelectorAll('[data-testid="mt-hand"] .mc-hand-card')];
      return {
        kind: over ? 'over' : (t?.getAttribute('data-pending') ?? ''),
        step,
        tableStep: t?.getAttribute('data-step') ?? '',
        fight: t?.getAttribute('data-fight') ?? '',
        yourTurn: !!document.querySelector('[data-testid="mc-scoreboard"]')?.textContent?.includes('Your turn'),
        spellPick: !!document.querySelector('[data-testid="mt-hand"] button[data-testid="mt-card"]'),
        reveal:
          document
            .querySelector('[data-testid="mc-spells-you"] button[data-testid="mc-facedown"]')
            ?.getAttribute('data-name') ?? '',
        summon: hand.some((c) => !!c.querySelector('button') && /summon$/.test(c.textContent ?? '')),
        fighter: !!document.querySelector('[data-testid="mc-creatures-you"] button[data-testid="mt-card"]'),
        openSlot: !!document.querySelector('[data-testid="mc-open-slot"]'),
      };
    },
    { prev, table: TABLE },
    { timeout: 30_000, polling: 20 },
  );
  return (await h.jsonValue()) as Turn;
}

/** A hand card is clicked where it shows: its left edge (a full hand overlaps, as cards held in a fan). */
const EDGE = { position: { x: 6, y: 10 } };

const gameStep = (page: Page) => page.getAttribute('[data-testid="play-game"]', 'data-step');

/** Clicks a decision-bar button by its words. */
async function button(page: Page, words: RegExp): Promise<void> {
  await page.locator('[data-testid="mt-button"]', { hasText: words }).first().click();
}

describe('Magic Combat on its table at 1280×800', () => {
  let app: AppHandle;
  beforeAll(async () => {
    app = await startApp({ viewport: LAPTOP });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('places creatures face down, reveals a spell before a fight and plays ten rounds to the final score', async () => {
    const page = app.page;
    const t0 = Date.now();
    const seed = await placingSeed(app);
    await openPlay(page, 'magic-combat');
    // The variant's table options are on the form, with their defaults (003 as written).
    for (const o of ['draw', 'unblocked', 'tiebreak', 'enchantments', 'summons', 'rounds'])
      await page.waitForSelector(`[data-testid="option-${o}"]`);
    expect(await page.inputValue('[data-testid="option-rounds"]')).toBe('10');
    await page.selectOption('[data-testid="play-bot"]', 'random');
    await page.fill('[data-testid="play-seed"]', seed);
    await page.click('[data-testid="play-start"]');
    await page.waitForSelector(TABLE, { timeout: 30_000 });
    await page.selectOption('[data-testid="play-bot-speed"]', 'instant');
    // Round and both scores are always in view.
    expect(await page.textContent('[data-testid="mc-round"]')).toMatch(/Setup of 10/);
    expect(await page.textContent('[data-testid="mc-score-you"]')).toMatch(/You 0/);
    expect(await page.textContent('[data-testid="mc-cap"]')).toBe('MV ≤ 1 this round');

    // The opening hand: keep (003 names no mulligan), then five slots, each a creature or none.
    expect(await myDecision(page)).toBe('mulligan');
    let step = await gameStep(page);
    await button(page, /Keep/);
    await moved(page, step);
    let placed = 0;
    for (let slot = 0; slot < 5; slot++) {
      expect(await myDecision(page)).toBe('choose');
      step = await gameStep(page);
      // Only creatures of mana value 3 or less can be placed: those are the clickable hand cards.
      const creature = await page.$(`${HAND} button[data-testid="mt-card"]`);
      if (creature) {
        expect(await creature.getAttribute('data-type')).toMatch(/Creature/);
        // The first by keyboard (focus, Enter), the rest by mouse.
        if (placed === 0) {
          await creature.focus();
          await page.keyboard.press('Enter');
        } else await creature.click(EDGE);
        placed++;
      } else {
        await button(page, /Leave slot \d empty/);
      }
      await moved(page, step);
      if (slot === 3) {
        // Face down: yours are card backs (named on a plate, for you); the bot's slots show nothing yet.
        expect(await page.$$(`${YOURS} [data-testid="mc-facedown"]`)).toHaveLength(placed);
        expect(await page.$$(`${THEIRS} [data-testid="mt-card"], ${THEIRS} [data-testid="mc-facedown"]`)).toHaveLength(
          0,
        );
        await expectNoSideScroll(page, TABLE);
        await app.screenshot('magic-combat-setup');
      }
    }
    expect(placed).toBeGreaterThanOrEqual(3);

    const done = { revealed: '', fights: 0, summoned: 0, spells: 0, fightShot: false };
    for (let moves = 0; moves < 600; moves++) {
      const t = await nextDecision(page, step);
      if (t.kind === 'over') break;
      step = t.step;
      let target: string | null = null;
      if (t.kind === 'choose' && t.tableStep === 'beginCombat') {
        // Spell slots: a non-creature card from the hand goes face down (the clickable ones), else none.
        target = t.spellPick ? SPELL_PICK : null;
        if (target) done.spells++;
      } else if (t.kind === 'priority' && t.yourTurn && t.fight === 'pending' && !done.revealed && t.reveal) {
        // Before a fight: reveal a face-down spell card by clicking it (it is clickable only within the round's cap).
        done.revealed = t.reveal;
        target = REVEAL;
      } else if (t.kind === 'priority' && t.tableStep === 'main1' && done.summoned < 2 && t.summon) {
        // Summon a creature that needs no sacrifice into an open slot.
        done.summoned++;
        target = SUMMON;
      } else if (t.kind === 'attackers' && t.fighter && done.fights < 4) {
        // Pick the next fight by clicking a creature facing one; otherwise Space finishes the fights.
        done.fights++;
        target = FIGHTER;
      } else if (t.kind === 'mode' && t.openSlot) {
        target = '[data-testid="mc-open-slot"]';
      } else if (
        t.kind !== 'priority' &&
        t.kind !== 'attackers' &&
        !(t.kind === 'choose' && t.tableStep === 'beginCombat')
      ) {
        // Anything else (a target of a revealed spell, a discard): the first thing offered.
        target = ANY;
      }
      if (target) {
        // The pointer leaves the card it was on (a hovered card rises over its neighbours).
        await page.mouse.move(0, 0);
        await page.locator(target).first().click(EDGE);
      } else await page.keyboard.press('Space');
      if (done.revealed && !done.fightShot) {
        // The revealed spell is on the stack before the fight; the two creatures are lit.
        await page.waitForSelector(`${TABLE}[data-fight="pending"] .mc-cell.lane-fight`);
        await page.waitForSelector(`[data-testid="mt-stack-item"]:has-text("${done.revealed}")`, { timeout: 5_000 });
        // Nothing of the bot's hidden cards is drawn: its face-down spell cards are unnamed backs.
        expect(await page.$$('[data-testid="mc-spells-them"] [data-testid="mc-facedown"][data-name]')).toHaveLength(0);
        await page.waitForTimeout(500); // the reveal's flip ends
        await app.screenshot('magic-combat-fight');
        done.fightShot = true;
      }
    }
    await page.waitForSelector('[data-testid="play-result"]', { timeout: 30_000 });
    expect(done.revealed, 'no spell was revealed before a fight').not.toBe('');
    expect(done.fights).toBeGreaterThan(0);

    // The final score: the table and the side panel agree with the result's reason.
    const reason = (await page.textContent('[data-testid="play-result"]')) ?? '';
    const m = /after 10 rounds: (\d+) to (\d+) points/.exec(reason);
    expect(m, reason).not.toBeNull();
    expect(await page.textContent('[data-testid="mc-round"]')).toMatch(/Final score/);
    expect(await page.textContent('[data-testid="mc-score-you"]')).toBe(`You ${m![1]}`);
    expect(await page.textContent('[data-testid="mc-score-them"]')).toBe(`${m![2]} Seat 2`);
    expect(await page.textContent('[data-testid="mc-final"]')).toMatch(/You win|Seat 2 wins|A draw/);
    await expectNoSideScroll(page, TABLE);
    await app.screenshot('magic-combat-final');
    // The animations are CSS, and off for a person who asks for less motion.
    const flip = () => page.$eval(`${TABLE} .mc-in.card`, (el) => getComputedStyle(el).animationName);
    expect(await flip()).toBe('mc-flip');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await flip()).toBe('none');
    await page.emulateMedia({ reducedMotion: null });
    console.log(
      `Magic Combat e2e: ${placed} placed, ${done.spells} spell cards set, revealed ${done.revealed}, ${done.fights} fights, ` +
        `${done.summoned} summoned; ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    expect(app.consoleErrors).toEqual([]);
  });
});
