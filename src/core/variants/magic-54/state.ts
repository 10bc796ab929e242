import type { GameResult, RngState, Seat } from '../../engine';
import type { CardId, Team } from './cards';

/** Magic 54 options. */
export interface M54Config {
  /** Team of each seat (001 §III "Each player chooses a team, RED or BLACK"). */
  teams: [Team, Team];
  /** Who starts (001 §VI "determine who will start"): a seat, or 'random' (drawn from the seed). */
  starter: Seat | 'random';
  /** Not in the text: the game is a draw after this many turns (so every game ends). */
  maxTurns: number;
  /**
   * 001 §V Ace "Cancel all damage on a target": also cancel further damage to it until the end of
   * the turn ('turn', the default), or only remove the damage marked now ('marked').
   */
  ace?: 'turn' | 'marked';
  /**
   * 001 §VII Deck "turns his discard pile face down": shuffled into a new deck with the game's RNG
   * ('shuffle', the default), or turned over as it lies ('turn-over': both players know the order).
   */
  emptyDeck?: 'shuffle' | 'turn-over';
}

/** A card in play (001 §III: Mana and Creature cards are permanents). */
export interface Perm {
  /** Fresh for every entry into play, so a creature bounced and replayed is a new object (targets fizzle). */
  uid: number;
  card: CardId;
  /** 001 §III/§VII: "taped" = used, turned 90°. */
  tapped: boolean;
  /** 001 §VII Summoning Sickness: came into play this turn. */
  sick: boolean;
  /** Damage marked this turn (001 §VII Attack/Defense: dies when damage ≥ defense). */
  damage: number;
}

export interface PlayerState {
  team: Team;
  life: number;
  /** Face down; the LAST element is the top card. */
  deck: CardId[];
  hand: CardId[];
  /** Face up; the last element is the most recent. */
  discard: CardId[];
  field: Perm[];
  /** 001 §VI.2/4: one Mana card put into play per round. */
  manaPlayed: boolean;
}

export type Target = { kind: 'player'; seat: Seat } | { kind: 'creature'; uid: number };

/** Something waiting on the "solving effects pile" (001 §VII: last played, first solved). */
export interface StackItem {
  seat: Seat;
  /** Spells and Growth: the card itself (it sits on the pile until solved). Specials: the creature's card. */
  card: CardId;
  kind: 'spell' | 'special' | 'growth';
  /** Specials: the creature activating it. */
  source: number | null;
  target: Target | null;
}

/** A lasting effect until the end of the turn (Ace, Sacrifice, Protection). */
export interface Shield {
  kind: 'prevent' | 'sacrifice' | 'protect';
  target: Target;
  /** Sacrifice: the Jack that takes the damage. */
  jack: number | null;
}

export interface Attack {
  uid: number;
  /** Blockers as declared (001 §VII Block); a blocked attacker stays blocked even if they leave. */
  blockers: number[];
  /** Attacker's division of its damage among several blockers (001 §VII Attack). */
  split: Record<string, number> | null;
}

export interface Combat {
  attackers: Attack[];
  /** Mana cards played as Growth: they stay until the end of combat (001 §V Growth). */
  growth: { card: CardId; uid: number; amount: number; seat: Seat }[];
  /** Damage division in progress: the index in `attackers` and the damage still to divide. */
  assigning: { index: number; remaining: number } | null;
}

export type Phase =
  | 'main1' // 001 §VI.2 pre-attack actions
  | 'attack' // 001 §VI.3 declaration of the attackers
  | 'block' // 001 §VI.3 defenders declaration
  | 'combat' // 001 §VI.3 combat: alternate plays until both pass
  | 'assign' // 001 §VII Attack: the attacker divides damage among several blockers
  | 'main2' // 001 §VI.4 post-attack actions
  | 'discard' // 001 §VI.5 discard down to 5
  | 'tuck' // 001 §VI.5 optionally put one card under the deck and draw
  | 'tutor' // the Joker's choice while the pile is being solved
  | 'over';

export interface M54State {
  config: M54Config;
  rng: RngState;
  /** Turns played so far, starting at 1. */
  turn: number;
  active: Seat;
  starter: Seat;
  phase: Phase;
  /** Who may play in a main/combat window; `passes` counts consecutive passes. */
  priority: Seat;
  passes: number;
  stack: StackItem[];
  shields: Shield[];
  combat: Combat | null;
  /** While a Joker is being solved: its caster, and the phase to go back to. */
  pending: { seat: Seat; resume: 'main1' | 'main2' | 'combat' } | null;
  players: [PlayerState, PlayerState];
  nextUid: number;
  result: GameResult | null;
}

export type M54Action =
  | { type: 'pass' }
  | { type: 'mana'; card: CardId }
  | { type: 'creature'; card: CardId }
  | { type: 'cast'; card: CardId; target: Target | null }
  | { type: 'special'; uid: number; target: Target | null }
  | { type: 'growth'; card: CardId; uid: number }
  | { type: 'attack'; uid: number }
  | { type: 'endAttack' }
  | { type: 'block'; uid: number; attacker: number }
  | { type: 'endBlock' }
  | { type: 'assign'; blocker: number; amount: number }
  | { type: 'discard'; card: CardId }
  | { type: 'tuck'; card: CardId }
  | { type: 'skipTuck' }
  | { type: 'tutor'; card: CardId };
