/**
 * Issue 22's leak property for Magic 54: for random seeds and random play, nothing in seat A's
 * view, legal actions, the log or the words of B's move depends on B's hand or deck (contents
 * and order). The Ten's random discard turns a hand card face up by the rules, so the log is
 * compared up to it.
 */
import { describe, expect, it } from 'vitest';
import { shuffleInPlace, type RngState } from '../../engine';
import { findLeaks, seenOrHidden, type LeakProbe } from '../hiddenInfo.testkit';
import { magic54 } from '.';
import { longName, shortName, type CardId } from './cards';
import type { M54Action, M54State } from './state';

/** B's hand and deck cards shuffled together (hand contents and deck order change), except the card the move names. */
function perturb(s: M54State, hidden: number, rng: RngState, action: M54Action): M54State | null {
  const named = 'card' in action ? action.card : null;
  const t = structuredClone(s);
  const p = t.players[hidden]!;
  const free = (c: CardId) => c !== named;
  const pool = shuffleInPlace(rng, [...p.hand, ...p.deck].filter(free));
  if (pool.length < 2) return null;
  p.hand = p.hand.map((c) => (free(c) ? pool.pop()! : c));
  p.deck = p.deck.map((c) => (free(c) ? pool.pop()! : c));
  return t;
}

const names = (cards: CardId[]) => cards.flatMap((c) => [shortName(c), longName(c)]);

function hiddenWords(s: M54State, viewer: number): Set<string> {
  const out = s.players.flatMap((p, i) => (i === viewer ? p.deck : [...p.deck, ...p.hand]));
  return new Set(names(out));
}

function visibleWords(s: M54State, viewer: number): Set<string> {
  const out: CardId[] = [...s.players[viewer]!.hand];
  for (const p of s.players) out.push(...p.discard, ...p.field.map((x) => x.card));
  for (const item of s.stack) out.push(item.card);
  if (s.combat) out.push(...s.combat.growth.map((g) => g.card));
  return new Set(names(out));
}

const probe: LeakProbe<M54State, M54Action> = {
  variant: magic54,
  config: { maxTurns: 60 },
  perturb,
  reveals: ['randomDiscard'],
  words: seenOrHidden(visibleWords, hiddenWords),
};

describe('Magic 54 hides what it must (issue 22)', () => {
  it("seat A's view, legal actions and log do not depend on seat B's hand or deck; B's moves are told in the third person", () => {
    expect(findLeaks(probe, 'm54', 3, 220)).toEqual([]);
  });
});
