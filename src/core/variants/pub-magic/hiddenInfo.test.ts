/**
 * Issue 22's leak property for Pub Magic: for random seeds and random play at a table of four,
 * nothing in seat A's view, legal actions, the log or the words of B's move depends on B's hand
 * or face-down discards, or on the shared deck's order below the cards the move may draw. A
 * hand placed on the table on its owner's first turn is shown by the rules, so the log is
 * compared up to it.
 */
import { describe, expect, it } from 'vitest';
import { randInt, type RngState } from '../../engine';
import { findLeaks, seenOrHidden, type LeakProbe } from '../hiddenInfo.testkit';
import { pubMagic } from './variant';
import type { PubMagicAction, PubMagicState } from './types';

/** Cards the move itself may draw from the top of the deck (a turn's draw, an artifact's draw). */
const TOP_KEPT = 3;

/** B's hand and face-down discards trade cards with the deck (below its top), except the card the move names. */
function perturb(s: PubMagicState, hidden: number, rng: RngState, action: PubMagicAction): PubMagicState | null {
  const named = 'card' in action ? action.card : -1;
  const t = structuredClone(s);
  const deckSlots = t.deck.length - TOP_KEPT;
  if (deckSlots <= 0) return null;
  let changed = false;
  for (const zone of [t.hands[hidden]!, t.buried[hidden]!])
    zone.forEach((id, i) => {
      if (id === named) return;
      const j = randInt(rng, deckSlots);
      zone[i] = t.deck[j]!;
      t.deck[j] = id;
      changed = true;
    });
  // The deck's order below the top changes too.
  for (let k = 0; k < 4 && deckSlots > 1; k++) {
    const a = randInt(rng, deckSlots);
    const b = randInt(rng, deckSlots);
    [t.deck[a], t.deck[b]] = [t.deck[b]!, t.deck[a]!];
    changed ||= a !== b;
  }
  return changed ? t : null;
}

function hiddenWords(s: PubMagicState, viewer: number): Set<string> {
  const ids = [...s.deck];
  s.hands.forEach((h, i) => i !== viewer && ids.push(...h));
  s.buried.forEach((b, i) => i !== viewer && ids.push(...b));
  return new Set(ids.map((id) => s.cards[id]!.name));
}

/** Names of the cards the viewer sees, and the words of their type lines (the log prints them: "Land Creature — Forest Dryad"). */
function visibleWords(s: PubMagicState, viewer: number): Set<string> {
  const ids = [...s.discard, ...s.tables.flat(), ...s.hands[viewer]!, ...s.buried[viewer]!];
  return new Set(ids.flatMap((id) => [s.cards[id]!.name, ...s.cards[id]!.typeLine.split(/[\s—-]+/)]));
}

const probe: LeakProbe<PubMagicState, PubMagicAction> = {
  variant: pubMagic,
  config: { seats: 4 },
  seats: 4,
  perturb,
  reveals: ['place-hand'],
  words: seenOrHidden(visibleWords, hiddenWords),
  pairsPerMove: 3,
};

describe('Pub Magic hides what it must (issue 22)', () => {
  it("seat A's view, legal actions and log do not depend on B's hand, face-down discards or the deck's order", () => {
    expect(findLeaks(probe, 'pub', 3, 110)).toEqual([]);
  });

  it('the kit finds a leak when there is one: a view that shows every hand', () => {
    const leaky = {
      ...pubMagic,
      view: (st: PubMagicState, seat: number) => ({ ...pubMagic.view(st, seat), hands: st.hands }),
    };
    const found = findLeaks({ ...probe, variant: leaky, pairsPerMove: 12 }, 'pub-leaky', 1, 12);
    expect(found.some((f) => f.includes('the view differs at .hands'))).toBe(true);
  });
});
