/**
 * Issue 22's leak property with morph (CR 708.5): seat A's view, legal actions and log do not depend
 * on what seat B's face-down spells and permanents are, nor on B's hand and library, in random games
 * of morph decks (reference cards, `rules/scenarios/reference.ts`).
 */
import { describe, expect, it } from 'vitest';
import type { RngState } from '../../engine';
import type { Action } from '../../rules/decisions';
import { keptByMove, namesSeen, tradeCards } from '../../rules/leakTwins.testkit';
import { refCard } from '../../rules/scenarios/reference';
import type { GameState } from '../../rules/types';
import { visibleTo } from '../../rules/view';
import { findLeaks, type LeakProbe } from '../hiddenInfo.testkit';
import { classic } from '.';

function perturb(s: GameState, hidden: number, rng: RngState, action: Action): GameState | null {
  const keep = keptByMove(s, action);
  const others = s.players.map((p) => p.seat).filter((seat) => seat !== hidden);
  const free = (id: number) => !keep.has(id) && others.every((seat) => !visibleTo(s.objs[id]!, seat));
  // The face-down spells and permanents trade cards with the hand: what the others see must not change.
  const faceDown = [...s.battlefield, ...s.stack.map((i) => i.obj)].filter(
    (id) => s.objs[id]!.faceDown && s.objs[id]!.controller === hidden,
  );
  return tradeCards(s, [...faceDown, ...s.players[hidden]!.hand].filter(free), rng);
}

const words = (s: GameState, viewer: number, visible: boolean) => namesSeen(s, classic.view(s, viewer), visible);

const deck = (land: string, morphs: string[]) =>
  [...Array<string>(12).fill(land), ...morphs, ...morphs, ...morphs, ...morphs].map(refCard);

const probe: LeakProbe<GameState, Action> = {
  variant: classic,
  config: {
    seats: 2,
    decks: [
      deck('Mountain', ['Skirk Marauder', 'Silent Specter', 'Hidden Dragonslayer']),
      deck('Plains', ['Hidden Dragonslayer', 'Skirk Marauder', 'Silent Specter']),
    ],
    maxTurns: 12,
  },
  seats: 2,
  perturb,
  words,
};

describe('Classic hides face-down cards (CR 708.5, issue 22)', () => {
  it("seat A's view, legal actions and log do not depend on what seat B's face-down cards are", () => {
    expect(findLeaks(probe, 'morph', 3, 160)).toEqual([]);
  });
});
