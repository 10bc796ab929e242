/** Pub Magic: how a game ends when the deck runs out (a documented interpretation), and the table options. */
import { describe, expect, it } from 'vitest';
import { table } from './testkit';
import { parsePubMagicConfig } from './config';
import { classicPile } from './pile';

describe('interpretation: the deck running out ends the game', () => {
  it('the most lands wins when the next player cannot draw', () => {
    const g = table(3).lands(0, 2).lands(1, 4).lands(2, 3).build();
    g.act(0, { kind: 'endTurn' });
    expect(g.state.result?.winners).toEqual([1]);
    expect(g.state.result?.reason).toMatch(/deck ran out/);
  });

  it('a tie at the top is a draw', () => {
    const g = table(3).lands(0, 4).lands(1, 4).lands(2, 3).build();
    g.act(0, { kind: 'endTurn' });
    expect(g.state.result).toEqual({ winners: [], reason: expect.stringMatching(/^Draw/) as unknown as string });
  });

  it('a first turn needs no draw, so an empty deck does not end it', () => {
    const g = table(2).hand(1, 'Forest', 'Island', 'Plains').build();
    g.act(0, { kind: 'endTurn' });
    expect(g.state.result).toBeNull();
    expect(g.total(1)).toBe(3);
  });
});

describe('table options (002)', () => {
  it('2 to 8 players, and the pile must be big enough to deal', () => {
    expect(() => parsePubMagicConfig({ seats: 1 })).toThrow(/seats/);
    expect(() => parsePubMagicConfig({ seats: 9 })).toThrow(/seats/);
    expect(() => parsePubMagicConfig({ seats: 8, pile: classicPile(2) })).toThrow(/too small/);
    expect(parsePubMagicConfig({ seats: 8 }).pile.length).toBeGreaterThanOrEqual(8 * 6 + 1);
  });
});
