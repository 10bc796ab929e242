/** Pub Magic (rules file 002): the plain-JSON shapes of its config, state, actions and views. */
import type { GameResult, RngState, Seat } from '../../engine';

/** The card types Pub Magic gives a meaning to (002 "Card types"); every other type is ignored. */
export type PubType = 'Land' | 'Creature' | 'Instant' | 'Sorcery' | 'Enchantment' | 'Artifact' | 'Planeswalker';

/** A card of the shared pile as the config names it: only its type line matters (002). */
export interface PileCard {
  name: string;
  typeLine: string;
}

/** A card in the game: its id is its index in `state.cards`. */
export interface PubCard {
  id: number;
  name: string;
  typeLine: string;
  /** The Pub Magic types it has (every face; multi-typed cards count as all their types, 002). */
  types: PubType[];
}

export interface PubMagicConfig {
  /** 2 to 8 players (002: "better to limit the game to 8 players"). */
  seats: number;
  /** Lands (plus artifacts) needed to win; 002: "I've set this target at 10, but you can vary it". */
  target: number;
  /** Cards dealt to each player (002: 6) … */
  deal: number;
  /** … of which they keep this many, discarding the rest face down (002: 3). */
  keep: number;
  /** The shared pile, in any order (setup shuffles it). */
  pile: PileCard[];
  /**
   * 002 "You may attack a player adjacent to you": each neighbour once a turn ('each-neighbour',
   * the default: the text limits neither) or one attack a turn ('one'). Absent = the default.
   */
  attacks?: 'each-neighbour' | 'one';
}

/** A fight in progress: declared by `attacker` against the adjacent `defender`. */
export interface Fight {
  attacker: Seat;
  defender: Seat;
  /** The attacking creatures. */
  attackers: number[];
  /** The defending creatures: all of the defender's creatures (002: "defends with all their creatures"). */
  blockers: number[];
  /** Attackers made unblockable by an instant. */
  unblockable: number[];
  /** Creatures removed from combat by an instant (an attacker removed counts as blocked). */
  removed: number[];
  /** Seats still to be offered the response window, in order; the first one holds it now. */
  queue: Seat[];
}

/** 'declare': the active player is choosing attackers one by one (more than three could attack). */
export type Phase = 'discard' | 'main' | 'declare' | 'respond' | 'giveLand' | 'over';

/** An attack being declared creature by creature: its target and the attackers chosen so far. */
export interface Declaring {
  target: Seat;
  attackers: number[];
}

export interface PubMagicState {
  config: Omit<PubMagicConfig, 'pile'>;
  cards: PubCard[];
  rng: RngState;
  phase: Phase;
  /** The face-down deck; the top card is the LAST element. */
  deck: number[];
  /** Cards in hand (only before a player's first turn: afterwards every card goes straight to the table). */
  hands: number[][];
  /** The cards each player discarded face down at the start (002: "discard 3 cards face-down"). */
  buried: number[][];
  /** The face-up discard pile, oldest first. */
  discard: number[];
  /** The cards in front of each player. */
  tables: number[][];
  /** Per card id: the turn it was last placed in front of its current owner, -1 if not on a table. */
  placed: number[];
  /** Whose turn it is. */
  active: Seat;
  /** Turns started so far (1 = the first player's first turn); 0 during the discard. */
  turn: number;
  /** Has each seat had its first turn (placed its hand)? */
  started: boolean[];
  /** The active player has already fought this turn. */
  attacked: boolean;
  /** The seats the active player has attacked this turn (each neighbour at most once, option `attacks`). */
  attackedSeats: Seat[];
  /** Phase 'declare': the attack being put together. */
  declaring: Declaring | null;
  fight: Fight | null;
  /** The last fight that was resolved (for the table's arrow): who attacked whom, on which turn, and whether a land was won. */
  lastFight: LastFight | null;
  result: GameResult | null;
}

/** A resolved fight's two sides, the turn it was on, and whether the attacker won a land. */
export interface LastFight extends Pick<Fight, 'attacker' | 'defender'> {
  turn: number;
  won: boolean;
}

/** Every decision in the game. Card ids are ids in `state.cards`. */
export type PubMagicAction =
  /** 002 setup: discard one card of your dealt hand face down (repeated until you keep 3). */
  | { kind: 'bury'; card: number }
  /** 002 Creatures: attack an adjacent player with these creatures. */
  | { kind: 'attack'; target: Seat; attackers: number[] }
  /** With more than three creatures able to attack: start an attack on `target`, choosing attackers one by one. */
  | { kind: 'declare'; target: Seat }
  /** Phase 'declare': add this creature to the attack. */
  | { kind: 'addAttacker'; card: number }
  /** 002 Sorcery (or planeswalker): discard `card` to kill the enemy creature `target`. */
  | { kind: 'kill'; card: number; target: number }
  /** 002 Enchantment: discard `card` to steal the creature `target` from another player. */
  | { kind: 'steal'; card: number; target: number }
  /** 002 Artifact (or planeswalker): discard `card` to draw a card (placed in front of you). */
  | { kind: 'draw'; card: number }
  /** 002 Instant (or planeswalker), during a fight: make the attacking creature `target` unblockable. */
  | { kind: 'unblockable'; card: number; target: number }
  /** 002 Instant (or planeswalker), during a fight: remove the enemy creature `target` from combat. */
  | { kind: 'remove'; card: number; target: number }
  /** Let the fight go on without using an instant. */
  | { kind: 'pass' }
  /** The defender of a lost fight gives this land (002: "of the defending player's choice"). */
  | { kind: 'giveLand'; card: number }
  | { kind: 'endTurn' };

/** What one seat sees: the tables and the face-up discard are public; hands, face-down discards and the deck order are not. */
export interface PubMagicView extends Pick<
  PubMagicState,
  | 'phase'
  | 'discard'
  | 'tables'
  | 'placed'
  | 'active'
  | 'turn'
  | 'started'
  | 'attacked'
  | 'attackedSeats'
  | 'declaring'
  | 'fight'
  | 'lastFight'
  | 'result'
> {
  seat: Seat;
  config: Omit<PubMagicConfig, 'pile'>;
  /** The whole pile's composition is public (the table built it together); where hidden cards are is not. */
  cards: PubCard[];
  deckCount: number;
  /** Own hand; `null` for other seats (only the count is known). */
  hands: (number[] | null)[];
  handCounts: number[];
  buried: (number[] | null)[];
  buriedCounts: number[];
  /** Land totals (lands plus artifacts) per seat, for display. */
  totals: number[];
}
