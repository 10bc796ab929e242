import { seedRng, type Seat } from '../../engine';
import { teamCards, type CardId } from './cards';
import { applyAction } from './apply';
import { findPerm, legalActions } from './game';
import type { M54Action, M54State, Perm, Phase } from './state';

/**
 * A scenario builder for tests (XMage-style): put cards in zones, then play and assert.
 * Seat 0 is RED, seat 1 is BLACK. Cards not placed anywhere go to their team's deck (sorted; the
 * last listed with `.deckTop` is drawn first), so the 54 cards are always all there.
 */
export class Table {
  private s: M54State;
  constructor(active: Seat = 0) {
    this.s = {
      config: { teams: ['red', 'black'], starter: 0, maxTurns: 200 },
      rng: seedRng('table'),
      turn: 3,
      active,
      starter: 0,
      phase: 'main1',
      priority: active,
      passes: 0,
      stack: [],
      shields: [],
      combat: null,
      pending: null,
      players: [
        { team: 'red', life: 20, deck: [], hand: [], discard: [], field: [], manaPlayed: false },
        { team: 'black', life: 20, deck: [], hand: [], discard: [], field: [], manaPlayed: false },
      ],
      nextUid: 1,
      result: null,
    };
  }
  hand(seat: Seat, ...cards: CardId[]): this {
    this.s.players[seat]!.hand.push(...cards);
    return this;
  }
  discard(seat: Seat, ...cards: CardId[]): this {
    this.s.players[seat]!.discard.push(...cards);
    return this;
  }
  /** In play, untapped and able to attack unless told otherwise. */
  field(seat: Seat, ...cards: (CardId | (Partial<Perm> & { card: CardId }))[]): this {
    for (const c of cards) {
      const perm: Perm = {
        uid: this.s.nextUid++,
        tapped: false,
        sick: false,
        damage: 0,
        ...(typeof c === 'string' ? { card: c } : c),
      };
      this.s.players[seat]!.field.push(perm);
    }
    return this;
  }
  /** These cards on top of the deck, the first listed on top. */
  deckTop(seat: Seat, ...cards: CardId[]): this {
    this.s.players[seat]!.deck.push(...cards.slice().reverse());
    return this;
  }
  life(seat: Seat, life: number): this {
    this.s.players[seat]!.life = life;
    return this;
  }
  phase(phase: Phase): this {
    this.s.phase = phase;
    return this;
  }
  set(patch: Partial<M54State>): this {
    Object.assign(this.s, patch);
    return this;
  }
  /** Every card not placed goes to its team's deck (under the `deckTop` cards); `emptyDecks` sends them to discard instead. */
  build(opts: { emptyDecks?: boolean } = {}): M54State {
    this.s.players.forEach((p, i) => {
      const placed = new Set([...p.hand, ...p.discard, ...p.deck, ...p.field.map((x) => x.card)]);
      const rest = teamCards(p.team).filter((c) => !placed.has(c));
      if (opts.emptyDecks && i >= 0) p.discard.unshift(...rest);
      else p.deck.unshift(...rest);
    });
    return this.s;
  }
}

export const table = (active: Seat = 0) => new Table(active);

/** Plays a legal action (throws if it is not legal). */
export function play(s: M54State, seat: Seat, action: M54Action): M54State {
  return applyAction(s, seat, action).state;
}

/** Plays a sequence: [seat, action] pairs. */
export function playAll(s: M54State, moves: [Seat, M54Action][]): M54State {
  for (const [seat, a] of moves) s = play(s, seat, a);
  return s;
}

/** The uid of a card in play. */
export function uid(s: M54State, card: CardId): number {
  for (const p of s.players) for (const x of p.field) if (x.card === card) return x.uid;
  throw new Error(`${card} is not in play`);
}

export function perm(s: M54State, card: CardId): Perm | undefined {
  for (const p of s.players) for (const x of p.field) if (x.card === card) return x;
  return undefined;
}

export const creature = (s: M54State, card: CardId) => ({ kind: 'creature' as const, uid: uid(s, card) });
export const player = (seat: Seat) => ({ kind: 'player' as const, seat });
export const PASS: M54Action = { type: 'pass' };
export { findPerm, legalActions };
