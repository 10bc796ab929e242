/**
 * Classic Magic's deck rules as data (CR 100.2a: 60 cards or more, at most four of a card but basic
 * lands). The builder takes only cards the rules core plays with their text. See docs/variants/classic.md.
 */
import type { DeckRules } from '../../decks/rules';
import { deckRulesBase } from '../../decks/rulesBase';

export const classicDeckRules: DeckRules = {
  ...deckRulesBase('classic', 'Classic Magic', 'CR', 'constructed', [2, 4]),
  size: { kind: 'at-least', count: 60, source: 'CR 100.2a' },
  sideboardMax: 15,
  copyLimit: { max: 4, exceptBasicLands: true, source: 'CR 100.2a' },
  build: {
    scorer: 'classic',
    usesColors: true,
    lands: { kind: 'count', min: 24, max: 24 },
    groups: [
      { label: 'creatures', match: { anyType: ['Creature'] }, share: 0.6 },
      { label: 'spells', match: { noType: ['Creature'] }, share: 0.4 },
    ],
    curve: [0, 0.16, 0.28, 0.24, 0.16, 0.1, 0.06],
    targetSize: 60,
    maxCopiesPerCard: 4,
    onlyRunnable: true,
  },
  summary: [
    'At least 60 cards',
    'At most 4 copies of a card, except basic lands',
    'Sideboard of at most 15 cards',
    'The builder uses only cards the rules engine plays with their full text',
  ],
};
