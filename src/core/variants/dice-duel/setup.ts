/** Dice Duel setup: 000 Preparation, Starting Hand, and who starts. */
import { diceTotal, rollDice } from '../../engine/dice';
import type { GameEvent } from '../../engine/events';
import { seedRng, shuffleInPlace, type RngState } from '../../engine/rng';
import { toDuelCard } from './cards';
import { seatDecks } from './deckSource';
import type { DiceDuelConfig, DuelCard, DuelState, PlayerState } from './types';
import { ATTACK_COLOR, HAND_SIZE, MIN_OPENING_LANDS } from './constants';
import { landCount, log, player } from './stateHelpers';
import { startTurn } from './turnFlow';
/** 000 Preparation, Starting Hand and "Highest dice roll decides who starts". */
export function setup(config: DiceDuelConfig, seed: string): DuelState {
  const rng: RngState = seedRng(seed);
  const decks = seatDecks(config, seed);
  const cards: DuelCard[] = [];
  const players: PlayerState[] = [];
  const events: GameEvent[] = [];
  for (let seat = 0; seat < 2; seat++) {
    const list = decks[seat] ?? [];
    // 000 Prepare the Play Deck: "Shuffle." Ids follow the shuffled order, so an id says nothing about the card.
    const order = shuffleInPlace(
      rng,
      list.map((_, i) => i),
    );
    const library: number[] = [];
    for (const i of order) {
      const id = cards.length;
      cards.push(toDuelCard(list[i]!, id, seat));
      library.push(id);
    }
    players.push({ library, hand: [], discard: [], lands: [], creatures: [], points: 0 });
  }
  const names = config.names ?? ['Seat 1', 'Seat 2'];
  const s: DuelState = {
    config: config.options,
    rng,
    cards,
    players,
    active: 0,
    turn: 1,
    phase: 'build',
    castMode: 'none',
    landPlayed: false,
    spellsSeat: 0,
    starter: 0,
    names,
    opening: [],
  };
  for (let seat = 0; seat < 2; seat++) {
    const p = player(s, seat);
    // 000 Starting Hand: "Each player draws 7 cards."
    p.hand = p.library.splice(0, HAND_SIZE);
    // 000: "If the player does not have at least 2 lands, the player re-draws 7 cards."
    // Interpretation: the hand goes back, the deck is shuffled, 7 new cards are drawn; once (option `redraw`).
    const tries = s.config.redraw === 'once' ? 1 : 5;
    for (let t = 0; t < tries && landCount(s, p.hand) < MIN_OPENING_LANDS; t++) {
      p.library.push(...p.hand);
      shuffleInPlace(s.rng, p.library);
      p.hand = p.library.splice(0, HAND_SIZE);
      log(events, 'redraw', seat, `${names[seat]} had fewer than 2 lands and re-draws 7 cards`);
    }
  }
  // 000: "Highest dice roll decides who starts." Interpretation: one attack d6 each, ties roll again.
  for (;;) {
    const rolls = [0, 1].map((seat) =>
      rollDice(s.rng, seat, 'who starts', [{ sides: 6, color: ATTACK_COLOR }], names[seat]),
    );
    events.push(...rolls);
    const a = diceTotal(rolls[0]!.dice);
    const b = diceTotal(rolls[1]!.dice);
    if (a === b) continue;
    s.starter = a > b ? 0 : 1;
    break;
  }
  log(events, 'starter', s.starter, `${names[s.starter]} rolled highest and starts`);
  // 000: "Set Life Counters to 0." (points: 0 above)
  s.active = s.starter;
  startTurn(s, events);
  s.opening = events;
  return s;
}
