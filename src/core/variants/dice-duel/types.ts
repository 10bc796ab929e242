/** Dice Duel (rules file 000): state, actions, view and config types. All plain JSON. */
import type { Color } from '../../cards/card';
import type { Die } from '../../engine/dice';
import type { GameEvent } from '../../engine/events';
import type { RngState } from '../../engine/rng';

/** What a card is in Dice Duel: only lands, creatures and instants are played (000 Prepare the Play Deck). */
export type DuelKind = 'land' | 'creature' | 'instant' | 'other';

/** What an instant does in a dice battle (the Dice Duel interpreter of the effects engine, see spells.ts). */
export type DuelSpell =
  /** "+N/+M" on a creature of your own in the battle: +N attack dice (attacking) or +M defence dice (defending). */
  (
    | { kind: 'pump'; power: number; toughness: number }
    /** "-N/-M" on an opposing creature in the battle: that many dice fewer for it. */
    | { kind: 'weaken'; power: number; toughness: number }
    /** "N damage to target creature": destroyed if N ≥ its toughness, else N fewer dice. */
    | { kind: 'damage'; amount: number }
    /** "Destroy target creature": taken out of the battle and discarded. */
    | { kind: 'destroy' }
    /** Text the engine cannot run (or that means nothing in a dice battle): see the `unrunnableInstants` option. */
    | { kind: 'unrunnable'; why: string }
  ) &
    SpellTargetRule;

/** Which creatures the spell's target words allow ("nonblack", "attacking", "blocking"). */
export interface SpellTargetRule {
  colors?: Color[];
  notColors?: Color[];
  /** "attacking creature" / "blocking creature": only an attacker / only a defender. */
  side?: 'attacker' | 'defender';
}

/** One card instance in the game. Ids are 0…n-1, fixed at setup. */
export interface DuelCard {
  id: number;
  owner: number;
  name: string;
  manaCost: string;
  manaValue: number;
  typeLine: string;
  text: string;
  /** Printed power/toughness as text ("*", "1+*") and as the numbers the dice use (`*` counts 0). */
  powerText?: string;
  toughnessText?: string;
  power: number;
  toughness: number;
  colors: Color[];
  kind: DuelKind;
  /** Lands: the colours of mana it makes (basic land types and "Add {G}" text); empty = colourless. */
  produces: Color[];
  /** Instants: what the card does in a dice battle. */
  spell?: DuelSpell;
  /** Scryfall image (normal size) when known; the UI shows it when cached. */
  image?: string;
  /** The printing shown (its id finds the cached Scryfall image). */
  printing?: DuelPrinting;
}

export interface DuelPrinting {
  id: string;
  set: string;
  collectorNumber: string;
}

export interface LandSlot {
  id: number;
  tapped: boolean;
}

export interface CreatureSlot {
  id: number;
  /** 000 Cast: a new creature is face down (conjuring sickness) until its owner's next Untap. */
  faceUp: boolean;
}

export interface PlayerState {
  library: number[];
  hand: number[];
  discard: number[];
  lands: LandSlot[];
  creatures: CreatureSlot[];
  /** 000: "life points" on the d20, starting at 0; first to 10 wins. */
  points: number;
}

/** An instant attached to a creature in the battle (000 Spells). */
export interface Attachment {
  card: number;
  seat: number;
  target: number;
}

export interface Combat {
  attackers: number[];
  defenders: number[];
  /** Set once the defender has answered (defend or no defence). */
  defended: boolean;
  attachments: Attachment[];
  /** Creatures taken out of the battle by spells (already discarded). */
  destroyed: number[];
  /** Dice lost by each creature to -N/-N and damage (by creature id as a string key). */
  minus: Record<string, number>;
  /** Extra dice from pumps and the one-die default (by creature id as a string key). */
  plus: Record<string, number>;
}

export type Phase = 'build' | 'cast' | 'declare' | 'defend' | 'spells' | 'cleanup' | 'over';

export interface LastBattle {
  attacker: number;
  /** The turn it was fought on: the table shows it during that turn only (issue 22: stale banners). */
  turn: number;
  attack: Die[];
  defence: Die[];
  attackTotal: number;
  defenceTotal: number;
  /** 'attacker' | 'defender' | 'draw' | 'undefended' */
  outcome: 'attacker' | 'defender' | 'draw' | 'undefended';
  points: number;
}

export interface DuelState {
  config: DiceDuelOptions;
  rng: RngState;
  cards: DuelCard[];
  players: PlayerState[];
  active: number;
  turn: number;
  phase: Phase;
  /** Cast phase: 000 "Either … OR …": once a creature is cast, no attack this turn, and vice versa. */
  castMode: 'none' | 'cast' | 'attack';
  landPlayed: boolean;
  /** Whose decision it is in the spells window (attacker first, then defender). */
  spellsSeat: number;
  combat?: Combat;
  lastBattle?: LastBattle;
  /** The seat whose 'who starts' roll won. */
  starter: number;
  /** Seats' display names for the log. */
  names: string[];
  /** What happened during setup (re-draws, the who-starts rolls, the first draw), for the log. */
  opening: GameEvent[];
  winner?: number;
  endReason?: string;
}

export type DuelAction =
  | { type: 'playLand'; card: number }
  | { type: 'skipLand' }
  | { type: 'cast'; card: number }
  | { type: 'attack'; card: number }
  | { type: 'confirmAttack' }
  | { type: 'endTurn' }
  | { type: 'defend'; card: number }
  | { type: 'confirmDefence' }
  | { type: 'noDefence' }
  | { type: 'attach'; card: number; target: number }
  | { type: 'passSpells' }
  | { type: 'discard'; card: number };

/** Table options: the gaps in 000 that players argue about (docs/variants/dice-duel.md). */
export interface DiceDuelOptions {
  /** Dice when combined power/toughness exceeds the five dice: 'all' rolls the five again until every point is rolled; 'five' rolls at most five. */
  extraDice: 'all' | 'five';
  /** "tap the required mana" to attack or defend: the creature's mana value, one land per creature, or nothing. */
  combatMana: 'mana-value' | 'one-per-creature' | 'none';
  /** Whether land colours must match coloured mana symbols (casting, combat mana, instants). */
  colorsMatter: boolean;
  /** Instants whose text the engine cannot run: not castable, or one extra die for the creature. */
  unrunnableInstants: 'not-castable' | 'one-die';
  /** What happens to the creatures on the winning side: discarded (000 Spoils as written) or back on the board. */
  winnersReturn: boolean;
  /**
   * 000 Untap "Turn all face-down cards face-up": every face-down card on the table (both players'
   * face-down creatures and tapped, i.e. turned-over, lands) or only the active player's.
   */
  untap: 'table' | 'active';
  /** With `untap: 'active'` only: lands untap at their owner's Untap (like Magic) or at the start of every turn. */
  landsUntap: 'own-turn' | 'every-turn';
  /** 000 Starting Hand re-draw: once, or until the hand has 2 lands (at most 5 tries). */
  redraw: 'once' | 'until-two-lands';
  /** Points to win (000: 10). */
  target: number;
  /** Safety net the text lacks: the game is a draw after this many turns. */
  maxTurns: number;
}

/** The card data a deck is given as (a subset of the card model). */
export interface DeckCardInput {
  name: string;
  manaCost?: string;
  manaValue?: number;
  typeLine: string;
  oracleText?: string;
  power?: string;
  toughness?: string;
  colors?: Color[];
  image?: string;
  printing?: DuelPrinting;
}

export interface DiceDuelConfig {
  options: DiceDuelOptions;
  /** One 60-card list per seat. When absent, each seat's deck is auto-built from `pool` with the game's seed. */
  decks?: DeckCardInput[][];
  /** A card pool (with owned counts) to auto-build decks from when `decks` is absent. */
  pool?: { card: DeckCardInput; owned: number }[];
  /**
   * The seed the auto-builder uses (simulate passes the run's seed, so every game of a run plays
   * the same two decks); absent = each game's own seed.
   */
  deckSeed?: string;
  /** Auto-build method: the strongest deck ('best') or 000's by-the-book procedure. */
  build?: 'best' | 'by-the-book';
  /** Display names per seat, for the log. */
  names?: string[];
}

/** What one seat may see (000: hands are private, libraries are face down, face-down creatures are hidden from the opponent). */
export interface DuelView {
  seat: number;
  config: DiceDuelOptions;
  /** Every card this seat can see, by id; hidden cards are missing. */
  known: Record<string, DuelCard>;
  players: PlayerViewState[];
  active: number;
  turn: number;
  phase: Phase;
  castMode: DuelState['castMode'];
  landPlayed: boolean;
  spellsSeat: number;
  names: string[];
  combat?: Combat;
  lastBattle?: LastBattle;
  winner?: number;
  endReason?: string;
}

export interface PlayerViewState {
  /** Own hand ids; for the other seat, -1 per hidden card. */
  hand: number[];
  libraryCount: number;
  discard: number[];
  lands: LandSlot[];
  /** Face-down creatures of the other seat have id -1. */
  creatures: CreatureSlot[];
  points: number;
  /**
   * For the search bot's `determinize`: this player's cards whose place the viewer cannot see
   * (own library; the other seat's hand, library and face-down creatures) as sorted ids, and, for
   * the viewer's own library only (its own deck list is known to it), the cards sorted by name with
   * id -1, so no id can be matched to a card. The other seat's hidden cards are never listed.
   */
  hiddenIds: number[];
  hiddenCards: DuelCard[];
}
