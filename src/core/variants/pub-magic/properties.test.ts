/**
 * Invariants of Pub Magic for 2 to 8 players, over random seeds and random legal play (fast-check):
 * games end, no card is created or lost, hidden cards stay hidden, replay equals live play, and
 * land totals change only by the rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pick, replay, seedRng, shuffleInPlace, type Move, type RngState } from '../../engine';
import { countsToTotal } from './cards';
import { buildPile } from './pile';
import { pubMagic } from './variant';
import type { PileCard, PubMagicAction, PubMagicState } from './types';
import { scryfallFixtureCards } from '../../../../test/support/deckCards';

// Real cards: the 88-card Scryfall fixture (any MTG card works in Pub Magic; only the type matters).
const POOL: PileCard[] = scryfallFixtureCards().map((c) => ({ name: c.name, typeLine: c.typeLine }));

/** Every card id exactly once across deck, hands, face-down and face-up discards and the tables. */
function zonesOf(s: PubMagicState): Map<number, string> {
  const where = new Map<number, string>();
  const put = (id: number, zone: string): void => {
    if (where.has(id)) throw new Error(`card ${id} is both in ${where.get(id)} and ${zone}`);
    where.set(id, zone);
  };
  for (const id of s.deck) put(id, 'deck');
  s.hands.forEach((h, i) => h.forEach((id) => put(id, `hand${i}`)));
  s.buried.forEach((h, i) => h.forEach((id) => put(id, `buried${i}`)));
  for (const id of s.discard) put(id, 'discard');
  s.tables.forEach((t, i) => t.forEach((id) => put(id, `table${i}`)));
  return where;
}

/** Is this move of a land-total card (a land or an artifact) one the rules allow for `action`? */
function allowedMove(
  from: string,
  to: string,
  id: number,
  seat: number,
  a: PubMagicAction,
  before: PubMagicState,
): boolean {
  const active = `table${before.active}`;
  // 002 setup: a dealt card discarded face down.
  if (a.kind === 'bury' && a.card === id) return from === `hand${seat}` && to === `buried${seat}`;
  // Placing: a hand on turn one, a draw at the start of a turn or for an artifact (002 Turn sequence, Artifact).
  if ((from === 'deck' || from.startsWith('hand')) && to.startsWith('table')) return true;
  // A lost fight: the defender's chosen land goes to the attacker (002 Creatures).
  if (a.kind === 'giveLand' && a.card === id) return to === `table${before.fight!.attacker}`;
  // Enchantment: the stolen creature (a Land Creature / Artifact Creature) goes to the thief.
  if (a.kind === 'steal' && a.target === id) return to === `table${seat}` && to === active;
  // Sorcery: the killed creature goes to the discard pile.
  if (a.kind === 'kill' && a.target === id) return to === 'discard';
  // The card used for an ability is discarded from play.
  if ('card' in a && a.card === id && a.kind !== 'bury') return to === 'discard' && from === `table${seat}`;
  return false;
}

/** Swaps the cards `seat` cannot see among the hidden zones (same counts): its view must not change. */
function reshuffleHidden(s: PubMagicState, seat: number, rng: RngState): PubMagicState {
  const hidden: number[] = [...s.deck];
  s.hands.forEach((h, i) => i !== seat && hidden.push(...h));
  s.buried.forEach((b, i) => i !== seat && hidden.push(...b));
  shuffleInPlace(rng, hidden);
  let k = 0;
  const take = (n: number): number[] => hidden.slice(k, (k += n));
  return {
    ...s,
    deck: take(s.deck.length),
    hands: s.hands.map((h, i) => (i === seat ? h : take(h.length))),
    buried: s.buried.map((b, i) => (i === seat ? b : take(b.length))),
  };
}

/**
 * Plays one random game, checking the invariants after every action; returns the moves and final
 * state. The checks test plainly first and call `expect` only when one fails (for its message):
 * on every action of every game, `expect` and its deep equality were a third of this file's time.
 */
function playChecked(
  seats: number,
  seed: string,
  checkViews: boolean,
): { moves: Move<PubMagicAction>[]; state: PubMagicState } {
  const config = pubMagic.parseConfig({ seats, pile: buildPile(POOL, seats, seed) });
  let s = pubMagic.setup(config, seed);
  const rng = seedRng(`${seed}/moves`);
  const all = s.cards.length;
  const moves: Move<PubMagicAction>[] = [];
  expect(zonesOf(s).size).toBe(all);
  for (let step = 0; step < 5000 && !s.result; step++) {
    const seats = pubMagic.activeSeats(s);
    if (seats.length === 0) expect(seats.length).toBeGreaterThan(0);
    const seat = pick(rng, seats);
    const legal = pubMagic.legalActions(s, seat);
    if (legal.length === 0) expect(legal.length).toBeGreaterThan(0);
    const action = pick(rng, legal);
    const before = s;
    const zBefore = zonesOf(before);
    const frozen = checkViews ? JSON.stringify(before) : '';
    s = pubMagic.apply(s, seat, action).state;
    // apply is pure: the state it was given is unchanged.
    if (checkViews && JSON.stringify(before) !== frozen) expect(JSON.stringify(before)).toBe(frozen);
    moves.push({ seat, action });
    // No card created or lost.
    const zAfter = zonesOf(s);
    if (zAfter.size !== all) expect(zAfter.size).toBe(all);
    // Land totals change only by the rules: every land or artifact that moved, moved as the action allows.
    for (const [id, from] of zBefore) {
      const to = zAfter.get(id)!;
      if (from === to || !countsToTotal(s.cards[id]!)) continue;
      if (!allowedMove(from, to, id, seat, action, before))
        throw new Error(`${s.cards[id]!.name} moved ${from} -> ${to} on ${JSON.stringify(action)} by seat ${seat}`);
    }
    if (checkViews) {
      // Hidden hands stay hidden: changing what a seat cannot see does not change its view (one seat a step, by turns).
      const v = step % s.tables.length;
      const twin = pubMagic.view(reshuffleHidden(s, v, rng), v);
      const seen = pubMagic.view(s, v);
      // Views are plain JSON (the API sends them as such): equal text is equal views.
      if (JSON.stringify(twin) !== JSON.stringify(seen)) expect(twin).toEqual(seen);
      const hands = pubMagic.view(s, -1).hands;
      if (!hands.every((h) => h === null)) expect(hands).toEqual(hands.map(() => null));
    }
  }
  return { moves, state: s };
}

describe('Pub Magic properties, 2 to 8 players', () => {
  it('games end, cards are conserved, totals move only by the rules, views hide what they should', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.string({ minLength: 1, maxLength: 8 }), (seats, seed) => {
        const { state } = playChecked(seats, seed, true);
        // Every game ends: a winner, or the documented draw (the deck ran out with a tie).
        expect(state.result).not.toBeNull();
        if (state.result!.winners.length === 0) expect(state.result!.reason).toMatch(/^Draw: the deck ran out/);
      }),
      { numRuns: 40, seed: 8 },
    );
  });

  it('replay of {config, seed, actions} gives the identical game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.string({ minLength: 1, maxLength: 8 }), (seats, seed) => {
        const { moves, state } = playChecked(seats, seed, false);
        const config = { seats, pile: buildPile(POOL, seats, seed) };
        const again = replay<PubMagicState>(pubMagic, { config, seed, actions: moves });
        expect(again.state).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 30, seed: 9 },
    );
  });

  it('determinize keeps what the seat sees and every count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.nat(200),
        (seats, seed, cut) => {
          const { moves } = playChecked(seats, seed, false);
          const config = { seats, pile: buildPile(POOL, seats, seed) };
          const mid = replay<PubMagicState>(pubMagic, { config, seed, actions: moves }, cut % (moves.length + 1)).state;
          for (let v = 0; v < seats; v++) {
            const d = pubMagic.determinize(pubMagic.view(mid, v), v, seedRng(`${seed}/${v}`));
            expect(pubMagic.view(d, v)).toEqual(pubMagic.view(mid, v));
            expect(zonesOf(d).size).toBe(mid.cards.length);
          }
        },
      ),
      { numRuns: 25, seed: 10 },
    );
  });

  it('the pile built from real cards follows the deck rules mix and size for every table size', () => {
    for (let seats = 2; seats <= 8; seats++) {
      const pile = buildPile(POOL, seats, `pile${seats}`);
      expect(pile.length).toBe(24 * seats);
      const lands = pile.filter((c) => /\bLand\b/.test(c.typeLine.split('—')[0]!)).length;
      expect(lands).toBeGreaterThanOrEqual(Math.ceil(0.35 * pile.length));
      expect(buildPile(POOL, seats, `pile${seats}`)).toEqual(pile);
    }
  });
});
