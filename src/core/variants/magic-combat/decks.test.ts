/** Auto-built Magic Combat decks keep 003 Deck Construction, and the same pool and seed give the same decks. */
import { describe, expect, it } from 'vitest';
import { buildDef, T } from '../../rules/defs';
import { STARTER } from '../../rules/scenarios/cards';
import { magicCombatDecks } from './decks';

describe('Magic Combat decks from a pool (003 Deck Construction)', () => {
  it('40 cards, singleton, no lands or planeswalkers, at least 5 creatures of mana value 3 or less', () => {
    for (const seed of ['a', 'b', 'c']) {
      for (const deck of magicCombatDecks(STARTER, seed)) {
        const defs = deck.map((c) => buildDef(c));
        expect(deck).toHaveLength(40);
        expect(new Set(deck.map((c) => c.name)).size).toBe(40);
        expect(defs.filter((d) => d.types & (T.land | T.planeswalker))).toEqual([]);
        expect(defs.filter((d) => d.types & T.creature && d.mv <= 3).length).toBeGreaterThanOrEqual(5);
      }
    }
    expect(magicCombatDecks(STARTER, 'a')).toEqual(magicCombatDecks(STARTER, 'a'));
    expect(magicCombatDecks(STARTER, 'a')).not.toEqual(magicCombatDecks(STARTER, 'b'));
  });
});
