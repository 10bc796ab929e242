/** What every deck/collection file format parses into and is written from. */

/** Where a card sits in a deck. Collections put everything in `main`. */
export type Board = 'main' | 'side' | 'commander' | 'companion' | 'maybe';
export const BOARDS: readonly Board[] = ['main', 'side', 'commander', 'companion', 'maybe'];

/** Card condition, on the US grading scale most tools export (ManaBox's European scale maps onto it). */
export type Condition = 'mint' | 'near_mint' | 'lightly_played' | 'moderately_played' | 'heavily_played' | 'damaged';
export const CONDITIONS: readonly Condition[] = [
  'mint',
  'near_mint',
  'lightly_played',
  'moderately_played',
  'heavily_played',
  'damaged',
];

/** One card line of a file: what the file says, before any name is looked up. */
export interface ParsedEntry {
  /** 1-based line of the file the entry was read from (for CSV: the row's first line). */
  line: number;
  quantity: number;
  /** The name as written (whitespace collapsed), e.g. `Fire // Ice`, `Fire/Ice`, `Île`. */
  name: string;
  board: Board;
  /** Set code, lower case (`m10`), when the file names one. */
  set?: string;
  /** Set name (`Magic 2010`) when the file gives a name instead of (or as well as) a code. */
  setName?: string;
  collectorNumber?: string;
  foil?: boolean;
  condition?: Condition;
  /** Scryfall-style language code: en, de, fr, it, es, pt, ja, ko, ru, zhs, zht, … */
  language?: string;
  /** A Scryfall card (printing) id when the file carries one. */
  scryfallId?: string;
}

/** A line the parser could not use; nothing from a file with problems is written. */
export interface ParseProblem {
  line: number;
  message: string;
  /** The line's text (shortened), to show next to the message. */
  text: string;
}

export type FormatId =
  | 'text'
  | 'arena'
  | 'mtgo-txt'
  | 'mtgo-dek'
  | 'cockatrice'
  | 'moxfield'
  | 'deckbox'
  | 'manabox'
  | 'delver'
  | 'tcgplayer'
  | 'archidekt'
  | 'mtgo-csv'
  | 'octgn'
  | 'mtgjson';

export interface ParseResult {
  format: FormatId;
  entries: ParsedEntry[];
  problems: ParseProblem[];
  /** Number of lines (or rows) in the file. */
  lines: number;
  deckName?: string;
}

/** A whole-file failure (binary data, unknown CSV header, malformed XML): nothing can be read. */
export class FormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'FormatError';
  }
}

/** Quantities outside this range are refused (0 and 10^9 are mistakes, not collections). */
export const MAX_QUANTITY = 99_999;
/** The longest real card name has 141 characters; anything much longer is not a name. */
export const MAX_NAME_LENGTH = 200;
