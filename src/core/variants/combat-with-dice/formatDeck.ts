/**
 * The agreed format (004 Banned & Restricted List) on the Decks screen: a deck's banned, not legal
 * and over-restricted cards as the checker's violations, and which pool cards an auto-build may take.
 * Main deck and sideboard count together, as in a tournament: a sideboard card can come in.
 */
import type { Deck } from '../../decks/deck';
import type { DeckNote, Violation } from '../../decks/violation';
import { FORMATS, formatViolations, type CardLegality, type Format } from './formats';

export function isFormat(x: unknown): x is Format {
  return FORMATS.some((f) => f.id === x);
}

/** Each card the format refuses as a `format` violation; cards with no legality data as one note (not refused). */
export function formatLegality(deck: Deck, format: Format): { violations: Violation[]; notes: DeckNote[] } {
  const cards = [...deck.main, ...deck.sideboard].flatMap((e) => Array.from({ length: e.quantity }, () => e.card));
  const found = formatViolations(cards, format);
  const violations = found
    .filter((v) => v.kind !== 'unknown')
    .map((v): Violation => ({ code: 'format', message: v.message, cards: [v.card] }));
  const unknown = found.filter((v) => v.kind === 'unknown').map((v) => v.card);
  if (unknown.length === 0) return { violations, notes: [] };
  const label = FORMATS.find((f) => f.id === format)!.label;
  const list =
    unknown.length > 8 ? `${unknown.slice(0, 8).join(', ')} and ${unknown.length - 8} more` : unknown.join(', ');
  const notes: DeckNote[] = [
    {
      code: 'format-unknown',
      message: `${unknown.length === 1 ? '1 card has' : `${unknown.length} cards have`} no ${label} legality in the card data (the bundled starter pool has none; cards from Scryfall do), so not checked: ${list}`,
      cards: unknown,
    },
  ];
  return { violations, notes };
}

/**
 * May an auto-build take this card under `format`? Legal there, or its legality unknown (the starter
 * pool has none: refusing those would leave nothing to build from). A restricted card is left out too:
 * the builder plays up to four copies of a card, and a single copy is rarely worth a slot.
 */
export function allowedInFormat(card: CardLegality, format: Format): boolean {
  if (format === 'none') return true;
  const status = card.legalities?.[format];
  return status === undefined || status === 'legal';
}
