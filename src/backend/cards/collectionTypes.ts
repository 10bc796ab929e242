/** The collection as the UI, the deck builder and the exporters read and change it. */
import type { Card, Color, Printing } from '../../core/cards';

/** A collection row as the UI, the deck builder and the exporters read it. */
export interface CollectionEntry {
  /** The row id (for editing quantities). */
  id: number;
  card: Card;
  printing: Printing;
  quantity: number;
  foil: boolean;
  condition: string;
  language: string;
}

/** Filters for {@link CardRepository.listCollection}; every given filter must hold. */
export interface CollectionFilter {
  /** Part of the name (case- and diacritics-insensitive). */
  name?: string;
  /** Part of the type line, e.g. `Creature`, `Goblin`. */
  type?: string;
  /** Cards having every one of these colours; `['C']` means colourless. */
  colors?: (Color | 'C')[];
  manaValueMin?: number;
  manaValueMax?: number;
  /** Set code, e.g. `m10` (case-insensitive). */
  set?: string;
  limit?: number;
  offset?: number;
}

export interface CollectionPage {
  entries: CollectionEntry[];
  /** Rows matching the filter (before limit/offset). */
  matching: number;
  /** Card copies matching the filter (sum of quantities). */
  matchingCopies: number;
  /** The whole collection: rows, copies, distinct cards. */
  totals: { entries: number; copies: number; distinctCards: number };
}

/** What to add to the collection; quantities add to an existing identical row. */
export interface CollectionAdd {
  printingId: string;
  quantity: number;
  foil?: boolean;
  condition?: string;
  language?: string;
}
