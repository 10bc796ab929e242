/**
 * Issue 22's leak property with the last keywords of issue 18 (dredge, miracle, amplify, devour,
 * ninjutsu, prowl, recover, crew, provoke, banding …): seat A's view, legal actions and log do not
 * depend on seat B's hand and library, in random games of decks of their reference cards
 * (`rules/scenarios/referenceGaps.ts`). Amplify's reveal is asked whatever the hand holds, dredge
 * only from the graveyard and the library's size, a miracle card is revealed as it is drawn.
 */
import { describe, expect, it } from 'vitest';
import type { RngState } from '../../engine';
import type { Action } from '../../rules/decisions';
import { keptByMove, namesSeen, tradeCards } from '../../rules/leakTwins.testkit';
import { GAP_REFERENCE } from '../../rules/scenarios/referenceGaps';
import { refCard } from '../../rules/scenarios/reference';
import type { GameState } from '../../rules/types';
import { visibleTo } from '../../rules/view';
import { findLeaks, type LeakProbe } from '../hiddenInfo.testkit';
import { classic } from '.';

function perturb(s: GameState, hidden: number, rng: RngState, action: Action): GameState | null {
  const keep = keptByMove(s, action);
  const others = s.players.map((p) => p.seat).filter((seat) => seat !== hidden);
  const free = (id: number) => !keep.has(id) && others.every((seat) => !visibleTo(s.objs[id]!, seat));
  return tradeCards(s, s.players[hidden]!.hand.filter(free), rng);
}

const words = (s: GameState, viewer: number, visible: boolean) => namesSeen(s, classic.view(s, viewer), visible);

const NAMES = GAP_REFERENCE.map((c) => c.name);
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
const deck = (offset: number) =>
  [
    ...LANDS.flatMap((l) => Array<string>(4).fill(l)),
    ...NAMES.filter((_, i) => i % 2 === offset),
    ...NAMES.filter((_, i) => i % 2 === offset),
  ].map(refCard);

const probe: LeakProbe<GameState, Action> = {
  variant: classic,
  config: { seats: 2, decks: [deck(0), deck(1)], maxTurns: 14 },
  seats: 2,
  perturb,
  words,
};

describe('Classic hides hands and libraries with the last keywords of issue 18 (issue 22)', () => {
  it("seat A's view, legal actions and log do not depend on seat B's hidden cards", () => {
    expect(findLeaks(probe, 'gaps', 3, 160)).toEqual([]);
  });
});
