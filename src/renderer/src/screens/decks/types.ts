import type { MethodOutput } from '../../../../contract';

export type VariantInfo = MethodOutput<'decks.variants'>[number];
export type DeckSummary = MethodOutput<'decks.list'>[number];
export type DeckView = MethodOutput<'decks.get'>;
export type DeckCard = DeckView['main'][number]['card'];
export type Legality = DeckView['legality'];
export interface EditorEntry {
  card: DeckCard;
  quantity: number;
  owned: number;
  board: 'main' | 'side';
}

const TYPE_ORDER = ['Creature', 'Land', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker', 'Battle'];

/** The first of the counted types on a type line (for grouping the deck list). */
export function mainType(typeLine: string): string {
  const words = typeLine.split('—')[0] ?? '';
  return TYPE_ORDER.find((t) => words.includes(t)) ?? 'Other';
}
export { TYPE_ORDER };
