/** 004 Sideboard between the games of a best of three. */
import { describe, expect, it } from 'vitest';
import { matchWinner, swapSideboard } from './match';

const deck = {
  main: [...Array<string>(56).fill('Forest'), 'Shock', 'Shock', 'Giant Growth', 'Giant Growth'],
  side: ['Naturalize', 'Naturalize'],
};

describe('004 Sideboard', () => {
  it('swaps cards between deck and sideboard, keeping 60+ and 15 or fewer', () => {
    const r = swapSideboard(deck, ['Shock'], ['Naturalize']);
    expect(r).toMatchObject({ ok: true });
    if (r.ok) {
      expect(r.deck.main.filter((n) => n === 'Naturalize')).toHaveLength(1);
      expect(r.deck.side).toEqual(['Naturalize', 'Shock']);
    }
    expect(swapSideboard(deck, ['Shock'], [])).toEqual({
      ok: false,
      errors: ['59 cards — the deck needs at least 60'],
    });
    expect(swapSideboard(deck, [], ['Lightning Bolt'])).toMatchObject({
      ok: false,
      errors: ['Lightning Bolt is not in the sideboard'],
    });
  });

  it('a best of three ends when a seat has won two games', () => {
    expect(matchWinner([0, 1])).toBeNull();
    expect(matchWinner([0, null, 0])).toBe(0);
    expect(matchWinner([1, 0, 1])).toBe(1);
  });
});
