/**
 * Property tests over whole random games with real starter-pool decks: games end, no card is
 * created or lost, `view` hides the other hand and both libraries, replay is identical, and
 * points change only by the rules (a 'points' or 'battle' event of exactly that size).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceDuelPool } from '../../../../test/support/diceDuelPool';
import { randomBot } from '../../bots';
import { replay, seedRng, type Move } from '../../engine';
import { autoBuild } from './deckSource';
import { diceDuel } from './variant';
import type { DiceDuelConfig, DuelAction, DuelState } from './types';

const pool = diceDuelPool().pool;
const decks = [autoBuild(pool, 'prop-a'), autoBuild(pool, 'prop-b')];

function allIds(s: DuelState): number[] {
  const ids: number[] = [];
  for (const p of s.players)
    ids.push(...p.library, ...p.hand, ...p.discard, ...p.lands.map((l) => l.id), ...p.creatures.map((c) => c.id));
  if (s.combat) ids.push(...s.combat.attachments.map((a) => a.card));
  return ids.sort((a, b) => a - b);
}

/**
 * What `seat` must not see, checked plainly; `expect` runs only when something is wrong (for its
 * message): on every few actions of every game, `expect` was a third of this file's time.
 */
function checkView(s: DuelState, seat: number): void {
  const v = diceDuel.view(s, seat);
  const other = 1 - seat;
  const known = new Set(Object.keys(v.known).map(Number));
  const hidden = [
    ...s.players[other]!.hand,
    ...s.players.flatMap((p) => p.library),
    ...s.players[other]!.creatures.filter((c) => !c.faceUp).map((c) => c.id),
  ];
  const shown = hidden.filter((id) => known.has(id));
  const counts = v.players.map((p) => p.libraryCount);
  const libraries = s.players.map((p) => p.library.length);
  const text = JSON.stringify(v);
  const ok =
    v.players[other]!.hand.every((id) => id === -1) &&
    shown.length === 0 &&
    counts.every((n, i) => n === libraries[i]) &&
    !text.includes('"library"') &&
    v.players.every((p) => p.hiddenCards.every((c) => c.id === -1));
  if (ok) return;
  expect(v.players[other]!.hand.every((id) => id === -1)).toBe(true);
  expect(shown).toEqual([]);
  // The library appears only as a count; its hidden cards are sorted by name with no id.
  expect(counts).toEqual(libraries);
  expect(text).not.toContain('"library"');
  for (const p of v.players) expect(p.hiddenCards.every((c) => c.id === -1)).toBe(true);
}

/** Plays one random game, checking the invariants after every action. */
function playChecked(config: DiceDuelConfig, seed: string) {
  let s = diceDuel.setup(config, seed);
  const total = s.cards.length;
  const everyId = [...Array(total).keys()];
  const everyIdJson = JSON.stringify(everyId);
  expect(allIds(s)).toEqual(everyId);
  const rng = seedRng(`${seed}/bot`);
  const actions: Move<DuelAction>[] = [];
  for (let i = 0; i < 5000 && !diceDuel.result(s); i++) {
    const seat = diceDuel.activeSeats(s)[0]!;
    const legal = diceDuel.legalActions(s, seat);
    if (legal.length === 0) expect(legal.length).toBeGreaterThan(0);
    const action = randomBot.choose({
      variant: diceDuel,
      seat,
      view: diceDuel.view(s, seat),
      legal,
      rng,
    }) as DuelAction;
    const before = s.players.map((p) => p.points);
    const r = diceDuel.apply(s, seat, action);
    actions.push({ seat, action });
    // Points change only through a 'points' (no defence) or 'battle' event naming that seat and amount.
    for (let p = 0; p < 2; p++) {
      const delta = r.state.players[p]!.points - before[p]!;
      if (delta < 0) expect(delta).toBeGreaterThanOrEqual(0);
      if (delta > 0)
        expect(
          r.events.some((e) => (e.type === 'points' || e.type === 'battle') && e.seat === p && e.points === delta),
        ).toBe(true);
    }
    s = r.state;
    // No card created or lost (checked plainly; `expect` shows the difference when it fails).
    const ids = allIds(s);
    if (JSON.stringify(ids) !== everyIdJson) expect(ids).toEqual(everyId);
    if (i % 7 === 0) {
      checkView(s, 0);
      checkView(s, 1);
    }
  }
  return { s, actions };
}

describe('Dice Duel properties (random games, real decks)', () => {
  it('games end, no card is created or lost, views hide what they must, points move only by the rules', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.boolean(), (seed, swap) => {
        const config = diceDuel.parseConfig({ decks: swap ? [decks[1], decks[0]] : decks });
        const { s } = playChecked(config, seed);
        const res = diceDuel.result(s);
        expect(res).toBeDefined();
        if (res!.winners.length) expect(s.players[res!.winners[0]!]!.points).toBeGreaterThanOrEqual(10);
      }),
      { numRuns: 12, seed: 9 },
    );
  });

  it('replay from {seed, actions} rebuilds the identical state', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const config = diceDuel.parseConfig({ decks, options: { unrunnableInstants: 'one-die' } });
        const { s, actions } = playChecked(config, seed);
        const again = replay<DuelState>(diceDuel, { config, seed, actions });
        expect(again.state).toEqual(s);
      }),
      { numRuns: 5, seed: 11 },
    );
  });

  it('determinize gives a state consistent with the view: same visible cards, same counts', () => {
    const { s } = playChecked(diceDuel.parseConfig({ decks, options: { maxTurns: 12 } }), 'det');
    for (const seat of [0, 1]) {
      const v = diceDuel.view(s, seat);
      const d = diceDuel.determinize(v, seat, seedRng('d'));
      expect(d.players.map((p) => [p.hand.length, p.library.length, p.creatures.length])).toEqual(
        s.players.map((p) => [p.hand.length, p.library.length, p.creatures.length]),
      );
      expect(d.players[seat]!.hand).toEqual(s.players[seat]!.hand);
      expect(allIds(d)).toEqual(allIds(s));
      expect(diceDuel.view(d, seat).players[seat]!.hand).toEqual(v.players[seat]!.hand);
    }
  });

  it('setup from a pool auto-builds both decks with the game seed (or deckSeed)', () => {
    const config = diceDuel.parseConfig({ pool: pool.map((p) => ({ card: p.card, owned: p.owned })), deckSeed: 'run' });
    const a = diceDuel.setup(config, 'g1');
    const b = diceDuel.setup(config, 'g2');
    const names = (s: DuelState, seat: number) =>
      s.cards
        .filter((c) => c.owner === seat)
        .map((c) => c.name)
        .sort();
    expect(names(a, 0)).toHaveLength(60);
    expect(names(a, 0)).toEqual(names(b, 0)); // same run seed: same decks
    expect(a.cards.filter((c) => c.kind === 'land' && c.owner === 0).length).toBeGreaterThanOrEqual(20);
    expect(a.cards.some((c) => /Artifact|Sorcery|Enchantment/.test(c.typeLine))).toBe(false);
  });
});
