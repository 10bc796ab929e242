/** Pub Magic setup (002): shuffle the pile, deal 6 to each player, then everyone discards 3 face down. */
import { randInt, seedRng, shuffleInPlace } from '../../engine';
import { pubTypesOf } from './cards';
import type { PubMagicConfig, PubMagicState } from './types';
import { startTurn } from './turn';

/** A state's combat and result fields before any attack (a new game, or a scenario's start). */
export function noCombatYet(): Pick<
  PubMagicState,
  'attacked' | 'attackedSeats' | 'declaring' | 'fight' | 'lastFight' | 'result'
> {
  return { attacked: false, attackedSeats: [], declaring: null, fight: null, lastFight: null, result: null };
}

export function setupPubMagic(config: PubMagicConfig, seed: string): PubMagicState {
  const rng = seedRng(seed);
  const cards = config.pile.map((c, id) => ({ id, name: c.name, typeLine: c.typeLine, types: pubTypesOf(c.typeLine) }));
  // 002: "All remaining cards are left in a single face-down pile called the deck."
  const deck = shuffleInPlace(
    rng,
    cards.map((c) => c.id),
  );
  const n = config.seats;
  const hands: number[][] = Array.from({ length: n }, () => []);
  // 002: "Players start the game by being dealt 6 cards" (one at a time round the table).
  for (let k = 0; k < config.deal; k++) for (let s = 0; s < n; s++) hands[s]!.push(deck.pop()!);
  const { pile: _pile, ...rest } = config;
  const state: PubMagicState = {
    config: rest,
    cards,
    rng,
    phase: 'discard',
    deck,
    hands,
    buried: Array.from({ length: n }, () => []),
    discard: [],
    tables: Array.from({ length: n }, () => []),
    placed: cards.map(() => -1),
    // Gap: 002 does not say who starts; a seat drawn at random from the seed (see docs).
    active: randInt(rng, n),
    turn: 0,
    started: new Array<boolean>(n).fill(false),
    ...noCombatYet(),
  };
  // 002: "They must then discard 3 cards face-down" — nothing to discard when the deal is the keep.
  if (hands.every((h) => h.length <= config.keep)) startTurn(state, state.active, []);
  return state;
}
