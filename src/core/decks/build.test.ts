import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRealCards, realCard } from '../../../test/support/deckCards';
import type { Color } from '../cards/card';
import { buildDeck, ownedMap, type BuildOptions } from './build';
import { deckRulesFor } from './catalog';
import { checkDeck } from './check';
import { cardTypes, countCards, isBasic, type PoolCard } from './deck';

const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map(realCard);
const BUILDABLE = ['dice-duel', 'magic-combat', 'pub-magic', 'combat-with-dice'] as const;
const rules = (id: string) => deckRulesFor(id)!;

/** Checks a build result against the checker and the pool: legal, and only owned (free) copies used. */
function expectSound(pool: PoolCard[], variant: string, options: BuildOptions) {
  const result = buildDeck(pool, rules(variant), options);
  if (!result.ok) {
    expect(result.reasons.length).toBeGreaterThan(0);
    expect(result).not.toHaveProperty('deck');
    return result;
  }
  const onlyFree = options.onlyFree ?? false;
  const basicsUnlimited = options.basicsUnlimited ?? true;
  const legality = checkDeck(result.deck, rules(variant), {
    players: options.players,
    owned: ownedMap(pool, onlyFree),
    basicsUnlimited,
  });
  expect(legality.violations).toEqual([]);
  const inPool = new Map(pool.map((p) => [p.card.name, p]));
  for (const { card, quantity } of result.deck.main) {
    const p = inPool.get(card.name);
    if (basicsUnlimited && isBasic(card)) continue;
    expect(p, `${card.name} is in the pool`).toBeDefined();
    expect(quantity).toBeLessThanOrEqual(onlyFree ? (p!.available ?? p!.owned) : p!.owned);
  }
  return result;
}

/** A random collection of real cards: distinct cards from AllSets.json with 1–4 copies each. */
const collection = (min: number, max: number) =>
  fc
    .integer({ min, max })
    .chain((n) => fc.uniqueArray(fc.nat({ max: allRealCards().length - 1 }), { minLength: n, maxLength: n }))
    .chain((idx) =>
      fc.tuple(
        fc.constant(idx),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: idx.length, maxLength: idx.length }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: idx.length, maxLength: idx.length }),
      ),
    )
    .map(([idx, owned, used]) =>
      idx.map((i, k): PoolCard => {
        const o = owned[k]!;
        return { card: allRealCards()[i]!, owned: o, available: Math.max(0, o - used[k]!) };
      }),
    );

const colorsArb = fc.oneof(
  fc.constant<'auto'>('auto'),
  fc.uniqueArray(fc.constantFrom<Color>('W', 'U', 'B', 'R', 'G'), { minLength: 1, maxLength: 2 }),
);

describe('auto-build (property)', () => {
  it('always returns a deck the checker accepts using only owned cards, or reasons and no deck', () => {
    fc.assert(
      fc.property(
        collection(0, 400),
        fc.constantFrom(...BUILDABLE),
        colorsArb,
        fc.option(fc.nat(), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 2, max: 8 }),
        fc.boolean(),
        (pool, variant, colors, seed, onlyFree, basicsUnlimited, players, byTheBook) => {
          expectSound(pool, variant, {
            colors,
            seed,
            onlyFree,
            basicsUnlimited,
            players,
            basicLands: BASICS,
            method: byTheBook && variant === 'dice-duel' ? 'by-the-book' : 'best',
          });
        },
      ),
      { numRuns: 120 },
    );
  });

  it('succeeds for every variant when the collection is big enough to allow a deck', () => {
    fc.assert(
      fc.property(
        collection(350, 500),
        fc.constantFrom(...BUILDABLE),
        fc.option(fc.nat(), { nil: undefined }),
        fc.integer({ min: 2, max: 8 }),
        (pool, variant, seed, players) => {
          const r = expectSound(pool, variant, { seed, players, basicLands: BASICS });
          expect(r.ok ? [] : r.reasons).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('auto-build (examples from real cards)', () => {
  const all = allRealCards();
  const owned = (names: string[], n: number) => names.map((name) => ({ card: realCard(name), owned: n }));

  it('Dice Duel: picks efficient creatures, at least 20 lands in the deck colours, and explains', () => {
    const pool: PoolCard[] = all.slice(0, 3000).map((card) => ({ card, owned: 2 }));
    const r = buildDeck(pool, rules('dice-duel'), { basicLands: BASICS });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(countCards(r.deck.main)).toBe(60);
    const lands = r.deck.main.filter((e) => cardTypes(e.card).has('Land'));
    expect(countCards(lands)).toBeGreaterThanOrEqual(20);
    const creatures = r.deck.main.filter((e) => cardTypes(e.card).has('Creature'));
    expect(countCards(creatures)).toBeGreaterThanOrEqual(30);
    // Lands follow the colours: every basic is of a colour the deck plays.
    for (const l of lands.filter((e) => isBasic(e.card)))
      expect(
        r.explanation.colors.map((c) => ({ W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' })[c]),
      ).toContain(l.card.name);
    expect(r.explanation.summary).toMatch(/60 cards: .*creatures.*lands/);
    expect(r.explanation.summary).toMatch(/Curve /);
  });

  it('Magic Combat: 40 singleton non-lands with at least 5 cheap creatures', () => {
    const pool: PoolCard[] = all.slice(2000, 5000).map((card) => ({ card, owned: 3 }));
    const r = buildDeck(pool, rules('magic-combat'), { seed: 7 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.deck.main.every((e) => e.quantity === 1)).toBe(true);
    expect(
      r.deck.main.filter((e) => cardTypes(e.card).has('Creature') && e.card.manaValue <= 3).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('says what is missing when lands are short and basics are not unlimited', () => {
    const creatures = all.filter((c) => cardTypes(c).has('Creature') && c.colors.join('') === 'G').slice(0, 60);
    const pool = [...creatures.map((card) => ({ card, owned: 1 })), ...owned(['Forest'], 12)];
    const r = buildDeck(pool, rules('dice-duel'), { basicsUnlimited: false, colors: ['G'] });
    expect(r).toEqual({
      ok: false,
      reasons: ['only 12 lands owned: add basic lands or allow unlimited basics (the deck needs 20)'],
    });
    const fixed = buildDeck(pool, rules('dice-duel'), { basicsUnlimited: true, colors: ['G'] });
    expect(fixed.ok).toBe(true);
  });

  it('says so when there are too few different cards for a singleton deck', () => {
    const pool = owned(['Grizzly Bears', 'Savannah Lions', 'Goblin Piker', 'Shock', 'Giant Growth', 'Forest'], 4);
    expect(buildDeck(pool, rules('magic-combat'), {})).toEqual({
      ok: false,
      reasons: [
        'only 5 different non-land cards that Magic Combat allows: the deck needs 40',
        'only 3 creatures of mana value 3 or less available: Magic Combat needs at least 5',
      ],
    });
  });

  it('only uses copies not already in another deck when asked', () => {
    const pool: PoolCard[] = all.slice(0, 2000).map((card) => ({ card, owned: 4, available: 1 }));
    const r = buildDeck(pool, rules('dice-duel'), { onlyFree: true, basicLands: BASICS });
    expect(r.ok).toBe(true);
    if (r.ok) for (const e of r.deck.main) if (!isBasic(e.card)) expect(e.quantity).toBe(1);
  });

  it('Dice Duel by the book: same seed same deck, no forbidden card, 20+ lands', () => {
    const pool: PoolCard[] = all.slice(5000, 5400).map((card) => ({ card, owned: 1 }));
    const a = buildDeck(pool, rules('dice-duel'), { method: 'by-the-book', seed: 3, basicLands: BASICS });
    const b = buildDeck(pool, rules('dice-duel'), { method: 'by-the-book', seed: 3, basicLands: BASICS });
    expect(a).toEqual(b);
    expect(a.ok).toBe(true);
    if (a.ok) expect(a.explanation.summary).toMatch(/^By the book/);
  });

  it('Magic 54 has nothing to build', () => {
    expect(buildDeck([], rules('magic-54'))).toEqual({
      ok: false,
      reasons: ['Magic 54 is played with its fixed RED and BLACK teams of playing cards: there is nothing to build'],
    });
  });
});
