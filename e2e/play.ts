/**
 * Shared steps of the per-variant e2e specs (issue 22): build a deck on the Decks screen, and play
 * a game to its end by keyboard alone at 1280×800 — focus must be on the choices after every move,
 * the page and the table must never scroll sideways, your hand and your choices in view together.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type AppHandle } from './harness';

export const LAPTOP = { width: 1280, height: 800 };
export const READY = '[data-testid="play-result"], [data-testid="play-action"]:not([disabled])';

/**
 * The app for one describe block at 1280×800, with the bundled starter pool in its collection (as a
 * new user adds it) so decks can be built; `.app` is set once `beforeAll` has run.
 */
export function appWithStarter(): { app: AppHandle } {
  const holder = {} as { app: AppHandle };
  beforeAll(async () => {
    holder.app = await startApp({ viewport: LAPTOP });
    const r = await holder.app.backend.call('collection.addStarter', {});
    expect(r.ok).toBe(true);
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return holder;
}

/** Creates a deck on the Decks screen and auto-builds it from the collection, unsaved, until it is legal. */
export async function autoBuildNewDeck(app: AppHandle, variant: string, name: string, players?: number): Promise<void> {
  const { page } = app;
  await page.click('[data-testid="nav-decks"]');
  await page.selectOption('[data-testid="variant-select"]', variant);
  await page.fill('[data-testid="new-deck-name"]', name);
  await page.click('[data-testid="new-deck"]');
  await page.waitForSelector('[data-testid="deck-editor"]');
  if (players !== undefined) await page.fill('[data-testid="build-players"]', String(players));
  await page.click('[data-testid="auto-build"]');
  await page.waitForSelector('[data-testid="deck-explanation"]');
  await page.waitForSelector('[data-testid="legality-ok"]');
}

/** Builds and saves a deck on the Decks screen (auto-build from the collection); returns its name. */
export async function buildDeckInUi(app: AppHandle, variant: string, name: string, players?: number): Promise<string> {
  const { page } = app;
  await autoBuildNewDeck(app, variant, name, players);
  await page.click('[data-testid="save-deck"]');
  await page.waitForSelector('[data-testid="save-deck"]:has-text("Saved")');
  return name;
}

/** Opens Play and picks a variant. */
export async function openPlay(page: Page, variant: string): Promise<void> {
  await page.click('[data-testid="nav-play"]');
  await page.waitForSelector('[data-testid="play-setup"]');
  await page.waitForSelector(`[data-testid="play-variant"] option[value="${variant}"]`, { state: 'attached' });
  await page.selectOption('[data-testid="play-variant"]', variant);
}

/** Chooses the saved deck called `name` in deck row `row` of the Play screen. */
export async function chooseSavedDeck(page: Page, row: number, name: string): Promise<void> {
  const select = `[data-testid="deck-select-${row}"]`;
  await page.waitForSelector(`${select} option:has-text("${name}")`, { state: 'attached' });
  const value = await page.$eval(
    select,
    (el, n) => [...(el as HTMLSelectElement).options].find((o) => o.text.startsWith(n))?.value ?? '',
    name,
  );
  await page.selectOption(select, value);
}

/** Neither the page nor the table scrolls sideways. */
export async function expectNoSideScroll(page: Page, table: string): Promise<void> {
  const m = await page.evaluate((sel) => {
    const d = document.documentElement;
    const measure = (el: Element | null) => (el ? { scroll: el.scrollWidth, client: el.clientWidth } : null);
    return {
      page: measure(d),
      main: measure(document.querySelector('main.screen')),
      board: measure(document.querySelector('.play-board')),
      table: measure(document.querySelector(sel)),
    };
  }, table);
  for (const [where, v] of Object.entries(m)) {
    if (!v) continue;
    expect(v.scroll, `${where} scrolls sideways (${v.scroll} > ${v.client})`).toBeLessThanOrEqual(v.client);
  }
}

/** Both boxes are at least partly inside the window, as it stands (no scrolling done here). */
export async function expectInView(page: Page, selectors: string[]): Promise<void> {
  for (const sel of selectors) {
    const box = await page.locator(sel).first().boundingBox();
    expect(box, `${sel} is not on the page`).not.toBeNull();
    const vp = page.viewportSize()!;
    expect(box!.y, `${sel} is below the window`).toBeLessThan(vp.height - 20);
    expect(box!.y + box!.height, `${sel} is above the window`).toBeGreaterThan(20);
    expect(box!.x + box!.width, `${sel} is off to the right`).toBeLessThanOrEqual(vp.width + 1);
  }
}

/** Labels of the enabled choices, in order. */
async function choices(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="play-action"]:not([disabled])', (els) => els.map((e) => e.textContent ?? ''));
}

/** True when the focused element is one of the choices (or the choice list itself). */
async function focusOnChoices(page: Page): Promise<boolean> {
  return page.evaluate(() => !!document.activeElement?.closest('[data-testid="play-actions"]'));
}

export interface KeyboardPlay {
  /** Which choice to play (index into the enabled labels). */
  pick(labels: string[]): number;
  /** Called before each move (assertions, screenshots). */
  before?(labels: string[], move: number): Promise<void>;
  table: string;
  /** Stop after this many moves (default: play to the end, and wait for it). */
  maxMoves?: number;
}

/**
 * Plays to the end by keyboard: at each decision focus must already be on the first choice; Home,
 * ArrowDown × n and Enter play the chosen one. Checks the side scroll at every move.
 */
export async function playByKeyboard(page: Page, play: KeyboardPlay): Promise<number> {
  let moves = 0;
  for (; moves < (play.maxMoves ?? 2000);) {
    await page.waitForSelector(READY, { timeout: 60_000 });
    if (await page.$('[data-testid="play-result"]')) break;
    const step = await page.getAttribute('[data-testid="play-game"]', 'data-step');
    const labels = await choices(page);
    if (labels.length === 0) continue;
    await expect.poll(() => focusOnChoices(page), { timeout: 2_000 }).toBe(true);
    await expectNoSideScroll(page, play.table);
    await play.before?.(labels, moves);
    const i = play.pick(labels);
    await page.keyboard.press('Home');
    for (let k = 0; k < i; k++) await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toBe(labels[i]);
    await page.keyboard.press('Enter');
    moves++;
    await moved(page, step);
  }
  // Played to the end unless stopped after maxMoves.
  if (play.maxMoves === undefined) await page.waitForSelector('[data-testid="play-result"]', { timeout: 60_000 });
  await expectNoSideScroll(page, play.table);
  return moves;
}

/** The first label matching the earliest pattern in `order`, else the first choice. */
export function preferring(order: RegExp[]): (labels: string[]) => number {
  return (labels) => {
    for (const re of order) {
      const i = labels.findIndex((l) => re.test(l));
      if (i >= 0) return i;
    }
    return 0;
  };
}

/** Waits for the game to move on from `step` (the snapshot's action count), or to end. */
export async function moved(page: Page, step: string | null): Promise<void> {
  await page.waitForFunction(
    (prev) =>
      !!document.querySelector('[data-testid="play-result"]') ||
      document.querySelector('[data-testid="play-game"]')?.getAttribute('data-step') !== prev,
    step,
    { timeout: 60_000 },
  );
}
