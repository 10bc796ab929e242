/**
 * 004 Banned & Restricted List: "if playing Type 1, Type 1.5, Type 2, or Extended Magic Combat with
 * Dice then, follow that format's Banned and Restricted List". The card data's legalities
 * (Scryfall's `legalities`) name today's formats; the old names map to them (docs/variants/
 * combat-with-dice.md, "Formats"): Type 1 → Vintage, Type 1.5 → Legacy, Type 2 → Standard,
 * Extended → Modern (Extended ended in 2013; Modern took its place as the non-rotating middle).
 */
export type Format = 'none' | 'vintage' | 'legacy' | 'modern' | 'pioneer' | 'standard';

export const FORMATS: readonly { id: Format; label: string; oldName?: string }[] = [
  { id: 'none', label: 'None (every card allowed)' },
  { id: 'vintage', label: 'Vintage (Type 1)', oldName: 'Type 1' },
  { id: 'legacy', label: 'Legacy (Type 1.5)', oldName: 'Type 1.5' },
  { id: 'modern', label: 'Modern (for Extended)', oldName: 'Extended' },
  { id: 'pioneer', label: 'Pioneer' },
  { id: 'standard', label: 'Standard (Type 2)', oldName: 'Type 2' },
];

/** A card as the check needs it: its name and its legalities by format (absent: not known). */
export interface CardLegality {
  name: string;
  legalities?: Record<string, string>;
}

export interface FormatViolation {
  kind: 'banned' | 'restricted' | 'not-legal' | 'unknown';
  card: string;
  message: string;
}

/**
 * The cards a deck may not hold under `format`: banned or not legal there, or more than one copy of a
 * restricted card (Vintage's list). A card whose legalities are not known is named, not refused.
 */
export function formatViolations(deck: readonly CardLegality[], format: Format): FormatViolation[] {
  if (format === 'none') return [];
  const label = FORMATS.find((f) => f.id === format)!.label;
  const out: FormatViolation[] = [];
  const counts = new Map<string, { n: number; card: CardLegality }>();
  for (const c of deck) counts.set(c.name, { n: (counts.get(c.name)?.n ?? 0) + 1, card: c });
  for (const [name, { n, card }] of counts) {
    const status = card.legalities?.[format];
    if (status === undefined)
      out.push({ kind: 'unknown', card: name, message: `${name}: its ${label} legality is not known` });
    else if (status === 'banned') out.push({ kind: 'banned', card: name, message: `${name} is banned in ${label}` });
    else if (status === 'restricted' && n > 1)
      out.push({ kind: 'restricted', card: name, message: `${name} is restricted in ${label}: one copy at most` });
    else if (status === 'not_legal')
      out.push({ kind: 'not-legal', card: name, message: `${name} is not legal in ${label}` });
  }
  return out;
}
