/** Magic 54's table options (docs/variants/magic-54.md): each reading, as a scenario. */
import { describe, expect, it } from 'vitest';
import { magic54 } from '.';
import { creature, PASS, play, playAll, table } from './table';
import type { M54State } from './state';

const passes = (s: M54State, ...seats: number[]): M54State => seats.reduce((t, seat) => play(t, seat, PASS), s);

describe('001 §VII Deck: an empty deck (option emptyDeck)', () => {
  const emptyAtNextDraw = (emptyDeck?: 'shuffle' | 'turn-over') => {
    const s = table(1).set({ phase: 'main2' }).build({ emptyDecks: true });
    if (emptyDeck) s.config = { ...s.config, emptyDeck };
    return s;
  };

  it('default: the discard pile is shuffled face down with the game RNG (not in its face-up order)', () => {
    const before = emptyAtNextDraw();
    const pile = before.players[0].discard.slice();
    const s = passes(before, 1, 0);
    const deck = [...s.players[0].deck, ...s.players[0].hand];
    expect(deck.slice().sort()).toEqual(pile.slice().sort());
    expect(deck).not.toEqual(pile);
    expect(deck).not.toEqual(pile.slice().reverse());
    // Seeded: the same state shuffles the same way, another RNG state another way.
    expect(passes(before, 1, 0).players[0].deck).toEqual(s.players[0].deck);
    const other = passes({ ...before, rng: [1, 2, 3, 4] }, 1, 0);
    expect(other.players[0].deck).not.toEqual(s.players[0].deck);
    // The view shows only how many cards the new deck holds.
    const v = magic54.view(s, 1);
    expect(v.players[0].deckCount).toBe(26);
    expect(JSON.stringify(v)).not.toContain('"deck"');
  });

  it('turn-over: the pile is turned over as it lies, its oldest card on top', () => {
    const before = emptyAtNextDraw('turn-over');
    const pile = before.players[0].discard.slice();
    const s = passes(before, 1, 0);
    expect(s.players[0].hand).toEqual([pile[0]]);
    expect(s.players[0].deck).toEqual(pile.slice(1).reverse());
  });
});

describe('001 §V Ace (option ace)', () => {
  /** Red plays a Four on the King; Black answers with the Ace on the King; last played, first solved. */
  const fourAnsweredByAce = (ace?: 'turn' | 'marked') => {
    let s = table().hand(0, 'H4').field(0, 'H3', 'H5').field(1, 'CK', 'C3').hand(1, 'CA').build();
    if (ace) s.config = { ...s.config, ace };
    s = playAll(s, [
      [0, { type: 'cast', card: 'H4', target: creature(s, 'CK') }],
      [1, { type: 'cast', card: 'CA', target: creature(s, 'CK') }],
      [0, PASS],
      [1, PASS],
    ]);
    return s;
  };

  it('default turn: the Ace also cancels the damage that comes after it this turn', () => {
    const s = fourAnsweredByAce();
    expect(s.players[1].field.find((x) => x.card === 'CK')!.damage).toBe(0);
    expect(s.shields).toHaveLength(1);
  });

  it('marked: the Ace removes only the damage already marked, so the Four still hits', () => {
    const s = fourAnsweredByAce('marked');
    expect(s.players[1].field.find((x) => x.card === 'CK')!.damage).toBe(2);
    expect(s.shields).toEqual([]);
  });
});
