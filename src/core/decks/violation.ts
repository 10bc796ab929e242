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
  | 'fixed-deck';

export interface Violation {
  code: ViolationCode;
  /** One plain sentence: "19 lands — Dice Duel needs at least 20". */
  message: string;
  /** Names of the cards involved (empty when the rule is about the whole deck). */
  cards: string[];
}

/** Something true of a legal deck the player should know (it never makes a deck illegal). */
export interface DeckNote {
  code: 'plays-without-text';
  message: string;
  cards: string[];
}

export interface Legality {
  legal: boolean;
  violations: Violation[];
  /** Games on the rules core: the cards it cannot play yet (they stay in the hand). */
  notes?: DeckNote[];
}
