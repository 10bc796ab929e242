/**
 * Deck rules as data. Each variant's `src/core/variants/<id>/rules.ts` exports one
 * {@link DeckRules}; the checker, the auto-builder and the UI all read it (XMage's format
 * validators are the model, written here as data instead of classes).
 */
import type { CardType } from '../cards/typeLine';

/** Which cards a count rule counts. Every field given must hold. */
export interface CardMatcher {
  /** The card has at least one of these types on any face. */
  anyType?: CardType[];
  /** The card has none of these types on any face. */
  noType?: CardType[];
  /** Mana value at most this. */
  maxManaValue?: number;
}

/** A count threshold: a fixed number of cards, or a share of the deck's size (rounded up). */
export type Threshold = { count: number } | { share: number };

/** "At least N cards matching …", e.g. 000: at least 20 lands. */
export interface MinCountRule {
  /** Plural noun for messages: "lands", "creatures of mana value 3 or less". */
  label: string;
  match: CardMatcher;
  min: Threshold;
  /** The rule text it implements, for docs and tooltips: "000 Preparation". */
  source: string;
}

/** A type the variant does not allow, on any face of the card. */
export interface ForbiddenType {
  type: CardType;
  source: string;
  /** Optional extra words for the message, e.g. "the game has no place for planeswalkers". */
  why?: string;
}

/** Deck size, fixed or by player count (Pub Magic's shared pile). */
export type SizeRule =
  | { kind: 'exactly'; count: number; source: string }
  | { kind: 'at-least'; count: number; source: string }
  | { kind: 'per-player'; minPerPlayer: number; maxPerPlayer: number; source: string };

/** How the auto-builder weighs cards for this variant (a key into decks/scoring.ts). */
export type Scorer = 'dice-duel' | 'magic-combat' | 'combat-with-dice' | 'classic' | 'types-only';

/** What the auto-builder aims for. Shares are of the non-land part unless said otherwise. */
export interface BuildProfile {
  scorer: Scorer;
  /** Does colour matter (is mana paid with coloured lands)? Magic Combat and Pub Magic: no. */
  usesColors: boolean;
  /** Land count: fixed, a share of the deck, or none. */
  lands: { kind: 'none' } | { kind: 'count'; min: number; max: number } | { kind: 'share'; share: number };
  /** Target shares of the spells (non-land) part by group; the rest is filled by score. */
  groups: { label: string; match: CardMatcher; share: number }[];
  /** Ideal share of spells by mana value bucket (index = MV, last bucket = that MV or more). */
  curve: number[];
  /** The deck size the builder aims for (for `per-player` sizes, per player). */
  targetSize: number;
  /** At most this many copies of one non-land card, even when the rules allow more. */
  maxCopiesPerCard: number;
  /** The game runs on the rules core: only cards it plays in full (lands always), never vanilla bodies. */
  onlyRunnable?: boolean;
}

/** One playing card of Magic 54's fixed teams (001 §V). */
export interface PlayingCard {
  rank: string;
  suit: '♥' | '♦' | '♣' | '♠' | 'Joker';
  role: 'Creature' | 'Mana' | 'Damage' | 'Action';
  /** e.g. "Jack 1/1, Special: Sacrifice (1 mana)" */
  effect: string;
}

export interface FixedTeam {
  name: 'RED' | 'BLACK';
  cards: PlayingCard[];
}

/** Every deck rule of one variant. */
export interface DeckRules {
  variant: string;
  /** Display name used in messages: "Dice Duel". */
  name: string;
  /** The rules file it implements, e.g. "000". */
  ruleText: string;
  /** A constructed deck per player, one shared pile for the table, or fixed playing-card decks. */
  kind: 'constructed' | 'shared-pile' | 'fixed';
  players: { min: number; max: number };
  size?: SizeRule;
  /** Sideboard: none allowed (0) or at most this many cards. */
  sideboardMax: number;
  /** Copies of one card (by name). `exceptBasicLands`: basic lands are unlimited. */
  copyLimit?: { max: number; exceptBasicLands: boolean; source: string; word?: string };
  forbiddenTypes: ForbiddenType[];
  minCounts: MinCountRule[];
  /** Magic 54: the fixed teams (nothing to build). */
  fixedTeams?: FixedTeam[];
  build?: BuildProfile;
  /** The ban lists a table may agree on (004 Banned & Restricted List); the checker and builder take one. */
  formats?: readonly { id: string; label: string }[];
  /** One line per rule for the UI's "rules" panel. */
  summary: string[];
}
