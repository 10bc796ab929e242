/**
 * A new game (CR 103): decks become objects in shuffled libraries, the first player is chosen with
 * the game's RNG (CR 103.2), opening hands are drawn and the mulligan round starts.
 */
import { randInt, seedRng, shuffleInPlace } from '../engine/rng';
import type { RulesConfig } from './config';
import { buildDef, type CardDef } from './defs';
import { Draft } from './draft';
import type { RulesModule } from './module';
import { seatName } from './names';
import type { GameState, PlayerState } from './types';
import { drawCards, newObject } from './zones';

function player(seat: number, life: number): PlayerState {
  return {
    seat,
    life,
    poison: 0,
    library: [],
    hand: [],
    graveyard: [],
    pool: [],
    landsPlayed: 0,
    landLimit: 1,
    drewFromEmpty: false,
    lost: false,
    spellsCast: 0,
    mulligans: 0,
    kept: false,
    extraTurns: 0,
    skipCombat: 0,
    maxHandSize: 7,
    lastTurn: 1,
    damagedTurn: -1,
    drewTurn: -1,
    dealtCombat: null,
  };
}

export function setupGame(config: RulesConfig, seed: string, m: RulesModule): { state: GameState; draft: Draft } {
  const cards: CardDef[] = [];
  const empty: GameState = {
    cards,
    objs: [],
    players: Array.from({ length: config.seats }, (_, i) => player(i, config.startingLife)),
    battlefield: [],
    stack: [],
    exile: [],
    turn: 1,
    active: 0,
    stepIndex: 0,
    step: m.plan[0]!,
    priority: -1,
    passes: 0,
    pending: null,
    procs: [],
    triggers: [],
    effects: [],
    shields: [],
    delayed: [],
    combat: null,
    ts: 0,
    sid: 0,
    rng: seedRng(seed),
    result: null,
    config,
  };
  const d = new Draft(empty);
  // One definition slot per card: a view can hide exactly the cards a seat has not seen.
  // Objects are made in the shuffled order, so an object id says nothing about which card of the
  // deck list it is (the card index does, and views hide it).
  config.decks.forEach((deck, seat) => {
    const slots: number[] = [];
    for (const card of deck) {
      d.s.cards.push(buildDef(card));
      slots.push(d.s.cards.length - 1);
    }
    shuffleInPlace(d.s.rng, slots);
    for (const card of slots) d.player(seat).library.push(newObject(d, card, seat, 'library', false));
  });
  const first = config.firstSeat >= 0 ? config.firstSeat : randInt(d.s.rng, config.seats);
  d.s.active = first;
  d.say(`${seatName(first)} plays first.`, first);
  const order = Array.from({ length: config.seats }, (_, i) => (first + i) % config.seats);
  for (const seat of order) drawCards(d, seat, config.openingHand);
  d.events = [];
  // With no opening hand (the scenario kit) there is nothing to keep; otherwise every seat answers
  // "keep" (or mulligans), which is also where the Leylines are chosen (CR 103.6, mulligan.ts).
  if (config.openingHand === 0) for (const p of d.s.players) p.kept = true;
  else d.s.procs.push({ p: 'mulligan', order, i: 0 });
  return { state: d.s, draft: d };
}
