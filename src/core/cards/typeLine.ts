/** Parsing of MTG type lines: `Legendary Artifact Creature — Golem`. */

export const CARD_TYPES = [
  'Land',
  'Creature',
  'Artifact',
  'Enchantment',
  'Planeswalker',
  'Instant',
  'Sorcery',
  'Battle',
  'Tribal',
  'Kindred',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export interface TypeLine {
  supertypes: string[];
  types: CardType[];
  subtypes: string[];
}

const SUPERTYPES = new Set(['Basic', 'Legendary', 'Snow', 'World', 'Ongoing', 'Elite', 'Host']);
const TYPE_SET = new Set<string>(CARD_TYPES);

/**
 * Parses one face's type line. For a multi-faced line (`A // B`) pass one side; use
 * {@link typesOf} to get the union over all faces.
 */
export function parseTypeLine(line: string): TypeLine {
  const [left = '', right = ''] = line.split(/\s+[—-]\s+/, 2);
  const supertypes: string[] = [];
  const types: CardType[] = [];
  for (const word of left.trim().split(/\s+/)) {
    if (SUPERTYPES.has(word)) supertypes.push(word);
    else if (TYPE_SET.has(word)) types.push(word as CardType);
  }
  const subtypes = right.trim() ? right.trim().split(/\s+/) : [];
  return { supertypes, types, subtypes };
}

/** Every card type on any face of a (possibly multi-faced) type line. */
export function typesOf(typeLine: string): Set<CardType> {
  const out = new Set<CardType>();
  for (const face of typeLine.split('//')) for (const t of parseTypeLine(face).types) out.add(t);
  return out;
}

export function hasType(typeLine: string, type: CardType): boolean {
  return typesOf(typeLine).has(type);
}

export function isBasicLand(typeLine: string): boolean {
  const front = parseTypeLine(typeLine.split('//')[0] ?? '');
  return front.supertypes.includes('Basic') && front.types.includes('Land');
}
