/**
 * Issue 22's leak property for Classic on the rules core: for random seeds and random play, nothing
 * in seat A's view, legal actions, the log or the words of B's move depends on B's hidden cards
 * (hand, library contents and order). Cards the rules show are not changed in the twin (a hand
 * revealed by Duress, the card being cast, cards picked so far); what the flow of the game may
 * read is written down in docs/rules-core.md ("Views and hidden information").
 */
import { describe, expect, it } from 'vitest';
import { card } from '../../rules/scenarios/cards';
import type { GameState } from '../../rules/types';
import { scenario } from '../../rules/testkit';
import { viewOf } from '../../rules/view';
import { coreProbe, findLeaks } from '../hiddenInfo.testkit';
import { classic } from '.';

/** Cards a move may draw from the top of a library (a turn's draw, a cantrip). */
const TOP_KEPT = 3;

/** `hidden`'s hand and library (below the top) trade cards, except those another seat knows or the move names. */
const handAndLibrary = (s: GameState, hidden: number) => {
  const p = s.players[hidden]!;
  return [...p.hand, ...p.library.slice(0, -TOP_KEPT)];
};

/** Real starter cards that look into hidden zones: searches (revealed or not), scry, dig, discard, counters. */
const deck = (lands: [string, string], spells: string[]) =>
  [...Array<string>(8).fill(lands[0]), ...Array<string>(7).fill(lands[1]), ...spells, ...spells].map(card);
const decks = [
  deck(
    ['Forest', 'Island'],
    ['Lay of the Land', 'Farseek', 'Civic Wayfinder', 'Augury Owl', 'Glimpse the Future', 'Index', 'Counterspell'],
  ),
  deck(
    ['Swamp', 'Mountain'],
    [
      'Diabolic Tutor',
      'Duress',
      'Hypnotic Specter',
      'Lightning Bolt',
      'Lightning Javelin',
      'Black Cat',
      'Fugue',
      'Leyline of Sanctity',
    ],
  ),
];

describe('Classic hides what it must (issue 22)', () => {
  it("seat A's view, legal actions and log do not depend on seat B's hand or library", () => {
    const probe = coreProbe(classic, { seats: 2, decks, maxTurns: 12 }, handAndLibrary);
    expect(findLeaks(probe, 'classic', 2, 90)).toEqual([]);
  });

  it("a search asks its player alike whatever the library holds: the others' view does not tell (CR 701.19b)", () => {
    // (The scenario kit fills libraries with Islands: Fabricate looks for what they are not.)
    const othersSee = (...library: string[]) => {
      const t = scenario(card)
        .lands(0, 3, 'Island')
        .library(0, ...library)
        .castResolved(0, 'Fabricate');
      return { pending: viewOf(t.s, 1).pending, log: t.text() };
    };
    const none = othersSee('Grizzly Bears', 'Giant Growth');
    expect(none.pending).toMatchObject({ d: 'choose', seat: 0, options: [] });
    expect(othersSee('Bottle Gnomes', 'Giant Growth')).toEqual(none);
    expect(othersSee('Bottle Gnomes', 'Crystal Ball')).toEqual(none);
  });
});
