/**
 * Issue 22's leak property with the last keywords of issue 18 (dredge, miracle, amplify, devour,
 * ninjutsu, prowl, recover, crew, provoke, banding …): seat A's view, legal actions and log do not
 * depend on seat B's hand and library, in random games of decks of their reference cards
 * (`rules/scenarios/referenceGaps.ts`). Amplify's reveal is asked whatever the hand holds, dredge
 * only from the graveyard and the library's size, a miracle card is revealed as it is drawn.
 */
import { describe, expect, it } from 'vitest';
import { GAP_REFERENCE } from '../../rules/scenarios/referenceGaps';
import { refCard } from '../../rules/scenarios/reference';
import { halfOfNamesDeck } from '../../rules/testkit';
import { coreProbe, findLeaks } from '../hiddenInfo.testkit';
import { classic } from '.';

const NAMES = GAP_REFERENCE.map((c) => c.name);
const deck = (half: 0 | 1) => halfOfNamesDeck(refCard, NAMES, half, 4);

describe('Classic hides hands and libraries with the last keywords of issue 18 (issue 22)', () => {
  it("seat A's view, legal actions and log do not depend on seat B's hidden cards", () => {
    const config = { seats: 2, decks: [deck(0), deck(1)], maxTurns: 14 };
    const probe = coreProbe(classic, config, (s, hidden) => s.players[hidden]!.hand);
    expect(findLeaks(probe, 'gaps', 3, 160)).toEqual([]);
  });
});
