/** Dice Duel (000) deck rules as data. See docs/variants/dice-duel.md "Deck rules". */
import type { DeckRules } from '../../decks/rules';
import { deckRulesBase } from '../../decks/rulesBase';

export const diceDuelDeckRules: DeckRules = {
  ...deckRulesBase('dice-duel', 'Dice Duel', '000', 'constructed', [2, 2]),
  // 000 Preparation: "Take 60 cards … Replace … to maintain 60 cards": the Play Deck is exactly 60.
  size: { kind: 'exactly', count: 60, source: '000 Preparation' },
  // 000 is silent on sideboards: a Play Deck is all there is.
  sideboardMax: 0,
  forbiddenTypes: [
    // 000 Prepare the Play Deck: "Remove all Artifact, Sorcery, and Enchantment cards."
    { type: 'Artifact', source: '000 Prepare the Play Deck' },
    { type: 'Sorcery', source: '000 Prepare the Play Deck' },
    { type: 'Enchantment', source: '000 Prepare the Play Deck' },
    // Interpretation: the game only plays lands, creatures and instants; a planeswalker or a
    // battle could never leave the hand, so it is not allowed either.
    {
      type: 'Planeswalker',
      source: 'interpretation of 000 Play',
      why: 'Dice Duel only plays lands, creatures and instants',
    },
    { type: 'Battle', source: 'interpretation of 000 Play', why: 'Dice Duel only plays lands, creatures and instants' },
  ],
  // 000 Prepare the Play Deck: "Check the Play Deck to see there are at least 20 lands."
  minCounts: [
    { label: 'lands', match: { anyType: ['Land'] }, min: { count: 20 }, source: '000 Prepare the Play Deck' },
  ],
  build: {
    scorer: 'dice-duel',
    usesColors: true,
    lands: { kind: 'count', min: 20, max: 22 },
    groups: [
      { label: 'creatures', match: { anyType: ['Creature'] }, share: 0.95 },
      { label: 'instants', match: { anyType: ['Instant'], noType: ['Creature'] }, share: 0.05 },
    ],
    curve: [0.1, 0.35, 0.3, 0.15, 0.07, 0.03],
    targetSize: 60,
    // 000 sets no copy limit; the builder takes as many copies of a strong card as you own.
    maxCopiesPerCard: 60,
  },
  summary: [
    'Exactly 60 cards',
    'At least 20 lands',
    'No Artifacts, Sorceries or Enchantments (an Artifact Creature is an Artifact)',
    'No Planeswalkers or Battles (the game has no way to play them)',
    'No copy limit and no sideboard',
  ],
};
