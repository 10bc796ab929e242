import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openPacks, type PackCard } from './packs';

function set(commons: number, uncommons: number, rares: number, mythics: number, basics: number): PackCard[] {
  const mk = (n: number, rarity: string, typeLine = 'Creature — Bear') =>
    Array.from({ length: n }, (_, i) => ({ id: `${rarity}-${i}`, rarity, typeLine }));
  return [
    ...mk(commons, 'common'),
    ...mk(uncommons, 'uncommon'),
    ...mk(rares, 'rare'),
    ...mk(mythics, 'mythic'),
    ...mk(basics, 'common', 'Basic Land — Forest').map((c) => ({ ...c, id: `land-${c.id}` })),
  ];
}

describe('openPacks', () => {
  it('gives 15-card packs: 1 rare or mythic, 3 uncommons, 10 commons, 1 basic land, no duplicates', () => {
    const cards = set(101, 60, 53, 15, 20);
    for (const pack of openPacks(cards, 20, 'seed-1')) {
      expect(pack).toHaveLength(15);
      expect(new Set(pack.map((c) => c.id)).size).toBe(15);
      expect(pack.filter((c) => c.rarity === 'rare' || c.rarity === 'mythic')).toHaveLength(1);
      expect(pack.filter((c) => c.rarity === 'uncommon')).toHaveLength(3);
      expect(pack.filter((c) => c.id.startsWith('land-'))).toHaveLength(1);
    }
  });

  it('is reproducible from the seed, and different seeds give different packs', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 5 }), (seed, n) => {
        const cards = set(40, 20, 10, 3, 5);
        const a = openPacks(cards, n, seed).map((p) => p.map((c) => c.id));
        const b = openPacks(cards, n, seed).map((p) => p.map((c) => c.id));
        expect(a).toEqual(b);
      }),
      { numRuns: 50 },
    );
    const cards = set(40, 20, 10, 3, 5);
    expect(openPacks(cards, 3, 'a')).not.toEqual(openPacks(cards, 3, 'b'));
  });

  it('still fills every slot from a tiny set', () => {
    const packs = openPacks(set(3, 1, 0, 0, 0), 2, 'x');
    expect(packs.every((p) => p.length === 15)).toBe(true);
  });
});
