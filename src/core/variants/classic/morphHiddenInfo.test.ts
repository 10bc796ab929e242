/**
 * Issue 22's leak property with morph (CR 708.5): seat A's view, legal actions and log do not depend
 * on what seat B's face-down spells and permanents are, nor on B's hand and library, in random games
 * of morph decks (reference cards, `rules/scenarios/reference.ts`).
 */
import { describe, expect, it } from 'vitest';
import { refCard } from '../../rules/scenarios/reference';
import type { GameState } from '../../rules/types';
import { coreProbe, findLeaks } from '../hiddenInfo.testkit';
import { classic } from '.';

/** The face-down spells and permanents trade cards with the hand: what the others see must not change. */
const faceDownAndHand = (s: GameState, hidden: number) => [
  ...[...s.battlefield, ...s.stack.map((i) => i.obj)].filter(
    (id) => s.objs[id]!.faceDown && s.objs[id]!.controller === hidden,
  ),
  ...s.players[hidden]!.hand,
];

const deck = (land: string, morphs: string[]) =>
  [...Array<string>(12).fill(land), ...morphs, ...morphs, ...morphs, ...morphs].map(refCard);

const config = {
  seats: 2,
  decks: [
    deck('Mountain', ['Skirk Marauder', 'Silent Specter', 'Hidden Dragonslayer']),
    deck('Plains', ['Hidden Dragonslayer', 'Skirk Marauder', 'Silent Specter']),
  ],
  maxTurns: 12,
};

describe('Classic hides face-down cards (CR 708.5, issue 22)', () => {
  it("seat A's view, legal actions and log do not depend on what seat B's face-down cards are", () => {
    expect(findLeaks(coreProbe(classic, config, faceDownAndHand), 'morph', 3, 160)).toEqual([]);
  });
});
