/**
 * Classic Magic's deck rules as data (CR 100.2a: 60 cards or more, at most four of a card but basic
 * lands). The builder takes only cards the rules core plays with their text. See docs/variants/classic.md.
 */
import type { DeckRules } from '../../decks/rules';
import { creaturesAndSpells, deckRulesBase, standardConstructed } from '../../decks/rulesBase';

export const classicDeckRules = {
  ...deckRulesBase('classic', 'Classic Magic', 'CR', 'constructed', [2, 4]),
  ...standardConstructed('CR 100.2a', 'The builder uses only cards the rules engine plays with their full text'),
  build: {
    scorer: 'classic',
    usesColors: true,
    lands: { kind: 'count', min: 24, max: 24 },
    groups: creaturesAndSpells(0.6, 0.4),
    curve: [0, 0.16, 0.28, 0.24, 0.16, 0.1, 0.06],
    targetSize: 60,
    maxCopiesPerCard: 4,
    onlyRunnable: true,
  },
} satisfies DeckRules;
