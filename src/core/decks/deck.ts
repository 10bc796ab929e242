/** The deck model the checker, builder and UI share: cards with quantities, main and sideboard. */
import type { Card, Color } from '../cards/card';
import { COLORS } from '../cards/card';
import { isBasicLand, typesOf, type CardType } from '../cards/typeLine';
import type { CardMatcher, Threshold } from './rules';

export interface DeckEntry {
  card: Card;
  quantity: number;
}

export interface Deck {
  main: DeckEntry[];
  sideboard: DeckEntry[];
}

/** A card the user owns: how many copies, and how many are free (not already in other decks). */
export interface PoolCard {
  card: Card;
  owned: number;
  /** Copies not used by other decks; defaults to `owned`. */
  available?: number;
}

const typeCache = new WeakMap<Card, Set<CardType>>();
/** Every type on any face (cached: the builder asks many times). */
export function cardTypes(card: Card): Set<CardType> {
  let t = typeCache.get(card);
  if (!t) {
    t = typesOf(card.typeLine);
    typeCache.set(card, t);
  }
  return t;
}

export function isBasic(card: Card): boolean {
  return isBasicLand(card.typeLine);
}

/** Layouts that are not cards you can put in a deck. */
const NOT_DECK_CARDS = new Set(['token', 'double_faced_token', 'emblem', 'art_series', 'planar', 'scheme', 'vanguard']);
export function isDeckCard(card: Card): boolean {
  return !NOT_DECK_CARDS.has(card.layout);
}

export function matches(card: Card, m: CardMatcher): boolean {
  const types = cardTypes(card);
  if (m.anyType && !m.anyType.some((t) => types.has(t))) return false;
  if (m.noType && m.noType.some((t) => types.has(t))) return false;
  if (m.maxManaValue !== undefined && card.manaValue > m.maxManaValue) return false;
  return true;
}

export function thresholdCount(t: Threshold, deckSize: number): number {
  return 'count' in t ? t.count : Math.ceil(t.share * deckSize);
}

export function countCards(entries: readonly DeckEntry[]): number {
  let n = 0;
  for (const e of entries) n += e.quantity;
  return n;
}

/** Quantities merged by card name (two printings of one card are one card for copy limits). */
export function byName(entries: readonly DeckEntry[]): Map<string, DeckEntry> {
  const out = new Map<string, DeckEntry>();
  for (const e of entries) {
    const prev = out.get(e.card.name);
    out.set(e.card.name, { card: e.card, quantity: (prev?.quantity ?? 0) + e.quantity });
  }
  return out;
}

/** The types shown in counts, in display order. */
export const COUNTED_TYPES: CardType[] = [
  'Creature',
  'Land',
  'Instant',
  'Sorcery',
  'Enchantment',
  'Artifact',
  'Planeswalker',
  'Battle',
];

export interface DeckStats {
  cards: number;
  /** Cards having each type (a card with two types counts in both). */
  types: Partial<Record<CardType, number>>;
  /** Non-land cards by mana value; the last bucket is 7 or more. */
  curve: number[];
  /** Coloured mana symbols in the non-land cards' costs, per colour. */
  colorSymbols: Record<Color, number>;
  /** Non-land cards that are colourless. */
  colorless: number;
  averageManaValue: number;
}

export function deckStats(entries: readonly DeckEntry[]): DeckStats {
  const types: Partial<Record<CardType, number>> = {};
  const curve = [0, 0, 0, 0, 0, 0, 0, 0];
  const colorSymbols: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  let cards = 0;
  let colorless = 0;
  let mvSum = 0;
  let spells = 0;
  for (const { card, quantity } of entries) {
    cards += quantity;
    const t = cardTypes(card);
    for (const ty of COUNTED_TYPES) if (t.has(ty)) types[ty] = (types[ty] ?? 0) + quantity;
    if (t.has('Land') && !t.has('Creature')) continue;
    const bucket = Math.min(7, Math.max(0, Math.floor(card.manaValue)));
    curve[bucket] = (curve[bucket] ?? 0) + quantity;
    spells += quantity;
    mvSum += card.manaValue * quantity;
    if (card.colors.length === 0) colorless += quantity;
    for (const c of COLORS) colorSymbols[c] += symbolCount(card.manaCost, c) * quantity;
  }
  return { cards, types, curve, colorSymbols, colorless, averageManaValue: spells ? mvSum / spells : 0 };
}

/** Coloured symbols of one colour in a cost (`{1}{R}{R}` has 2 R; hybrid `{R/G}` counts for both). */
export function symbolCount(cost: string, color: Color): number {
  let n = 0;
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) if ((m[1] ?? '').split('/').includes(color)) n += 1;
  return n;
}
