/** What one seat may see, and the search bot's sampling of what it cannot (the engine's `view`/`determinize`). */
import { nextU32, shuffleInPlace, type RngState, type Seat } from '../../engine';
import { cloneFight } from './apply';
import { totalOf } from './cards';
import type { PubMagicState, PubMagicView } from './types';

/** Hands, face-down discards and the deck order are hidden: other seats' ones become counts. */
export function viewPubMagic(s: PubMagicState, seat: Seat): PubMagicView {
  return {
    seat,
    config: s.config,
    cards: s.cards,
    phase: s.phase,
    deckCount: s.deck.length,
    hands: s.hands.map((h, i) => (i === seat ? h.slice() : null)),
    handCounts: s.hands.map((h) => h.length),
    buried: s.buried.map((b, i) => (i === seat ? b.slice() : null)),
    buriedCounts: s.buried.map((b) => b.length),
    discard: s.discard.slice(),
    tables: s.tables.map((t) => t.slice()),
    placed: s.placed.slice(),
    active: s.active,
    turn: s.turn,
    started: s.started.slice(),
    attacked: s.attacked,
    attackedSeats: s.attackedSeats.slice(),
    declaring: s.declaring && { ...s.declaring, attackers: s.declaring.attackers.slice() },
    fight: cloneFight(s.fight),
    lastFight: s.lastFight,
    result: s.result,
    totals: s.tables.map((t) => totalOf(s.cards, t)),
  };
}

/**
 * A full state consistent with `view`: the cards `seat` cannot locate (other hands, other
 * face-down discards, the deck) are dealt out again at random, keeping every count.
 */
export function determinizePubMagic(v: PubMagicView, seat: Seat, rng: RngState): PubMagicState {
  const known = new Set<number>(v.discard);
  for (const t of v.tables) for (const id of t) known.add(id);
  for (const id of v.hands[seat] ?? []) known.add(id);
  for (const id of v.buried[seat] ?? []) known.add(id);
  const unknown = shuffleInPlace(
    rng,
    v.cards.map((c) => c.id).filter((id) => !known.has(id)),
  );
  let k = 0;
  const take = (n: number): number[] => {
    const out = unknown.slice(k, k + n);
    k += n;
    return out;
  };
  const hands = v.hands.map((h, i) => (i === seat ? (h ?? []).slice() : take(v.handCounts[i]!)));
  const buried = v.buried.map((b, i) => (i === seat ? (b ?? []).slice() : take(v.buriedCounts[i]!)));
  const deck = take(v.deckCount);
  return {
    config: v.config,
    cards: v.cards,
    rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1],
    phase: v.phase,
    deck,
    hands,
    buried,
    discard: v.discard.slice(),
    tables: v.tables.map((t) => t.slice()),
    placed: v.placed.slice(),
    active: v.active,
    turn: v.turn,
    started: v.started.slice(),
    attacked: v.attacked,
    attackedSeats: v.attackedSeats.slice(),
    declaring: v.declaring && { ...v.declaring, attackers: v.declaring.attackers.slice() },
    fight: v.fight
      ? {
          ...v.fight,
          attackers: v.fight.attackers.slice(),
          blockers: v.fight.blockers.slice(),
          unblockable: v.fight.unblockable.slice(),
          removed: v.fight.removed.slice(),
          queue: v.fight.queue.slice(),
        }
      : null,
    lastFight: v.lastFight,
    result: v.result,
  };
}
