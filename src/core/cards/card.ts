/**
 * The card model, shaped like Scryfall's card objects so that Scryfall API results,
 * Scryfall bulk files and the bundled starter pool all go through one import path.
 *
 * Oracle-level data (what the card *is*) is kept apart from printings (where it was printed).
 */

/** One of the five colours, as Scryfall writes them. */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** A face of a multi-faced card (split, transform, modal DFC, flip, adventure). */
export interface CardFace {
  name: string;
  manaCost: string;
  typeLine: string;
  oracleText: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  colors?: Color[];
}

/** Oracle-level card: one row per distinct card (Scryfall's `oracle_id`). */
export interface OracleCard {
  oracleId: string;
  name: string;
  /** e.g. `{2}{R}{R}`; for multi-faced cards the faces joined with ` // ` as Scryfall does. */
  manaCost: string;
  /** Mana value (Scryfall's `cmc`). */
  manaValue: number;
  typeLine: string;
  oracleText: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  colors: Color[];
  colorIdentity: Color[];
  keywords: string[];
  /** Scryfall layout: normal, split, transform, modal_dfc, flip, adventure, saga, token, … */
  layout: string;
  faces: CardFace[];
  /** Scryfall format legalities, e.g. `{ standard: 'not_legal', vintage: 'legal' }`. */
  legalities: Record<string, string>;
}

/** One printing of a card (Scryfall's card `id`). */
export interface Printing {
  id: string;
  oracleId: string;
  set: string;
  setName: string;
  collectorNumber: string;
  rarity: string;
  lang: string;
  releasedAt: string;
  /** Scryfall image URIs (normal/small/art_crop…); empty when unknown. */
  imageUris: Record<string, string>;
}

/** A card as the UI and the game engines see it: oracle data plus the printing shown. */
export interface Card extends OracleCard {
  printing?: Printing;
}

/** What a single-faced card with no printing is made from ({@link plainCard}). */
export type PlainCardFields = Pick<
  OracleCard,
  'oracleId' | 'name' | 'manaCost' | 'manaValue' | 'typeLine' | 'oracleText' | 'colors' | 'power' | 'toughness'
>;

/**
 * A single-faced card from the few fields a game keeps (Dice Duel's deck cards): its colours are its
 * colour identity; no keywords, faces or legalities; power and toughness only where given.
 */
export function plainCard(f: PlainCardFields): Card {
  const { power, toughness, ...rest } = f;
  const card: Card = { ...rest, colorIdentity: rest.colors, keywords: [], layout: 'normal', faces: [], legalities: {} };
  if (power !== undefined) card.power = power;
  if (toughness !== undefined) card.toughness = toughness;
  return card;
}
