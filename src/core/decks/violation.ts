/** One thing wrong with a deck, typed (so the builder and UI can act on it) and said plainly. */
export type ViolationCode =
  | 'size'
  | 'sideboard'
  | 'min-count'
  | 'forbidden-type'
  | 'copies'
  | 'not-a-deck-card'
  | 'ownership'
  | 'players'
  | 'fixed-deck'
  /** The agreed format's ban list (004 Banned & Restricted List): banned, not legal, over-restricted. */
  | 'format';

export interface Violation {
  code: ViolationCode;
  /** One plain sentence: "19 lands — Dice Duel needs at least 20". */
  message: string;
  /** Names of the cards involved (empty when the rule is about the whole deck). */
  cards: string[];
}

/** Something true of a legal deck the player should know (it never makes a deck illegal). */
export interface DeckNote {
  /** `format-unknown`: cards with no legality data, which a format check cannot judge. */
  code: 'plays-without-text' | 'format-unknown';
  message: string;
  cards: string[];
}

export interface Legality {
  legal: boolean;
  violations: Violation[];
  /** Games on the rules core: the cards it cannot play yet (they stay in the hand). */
  notes?: DeckNote[];
}
