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

export interface Legality {
  legal: boolean;
  violations: Violation[];
}
