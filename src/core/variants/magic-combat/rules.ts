/** Magic Combat, Revision 2 (003) deck rules as data. See docs/variants/magic-combat.md. */
import type { DeckRules } from '../../decks/rules';
import { deckRulesBase } from '../../decks/rulesBase';

export const magicCombatDeckRules: DeckRules = {
  ...deckRulesBase('magic-combat', 'Magic Combat', '003', 'constructed', [2, 2]),
  // 003 Deck Construction: "A legal deck consists of 40 cards exactly".
  size: { kind: 'exactly', count: 40, source: '003 Deck Construction' },
  // 003 Deck Construction: "no more than one copy of any card (singleton)".
  copyLimit: { max: 1, exceptBasicLands: false, source: '003 Deck Construction', word: 'singleton' },
  forbiddenTypes: [
    // 003 Deck Construction: "Land cards and planeswalkers are not allowed."
    { type: 'Land', source: '003 Deck Construction' },
    { type: 'Planeswalker', source: '003 Deck Construction' },
  ],
  minCounts: [
    // 003 Setup: "play up to 5 creatures with a converted casting cost of 3 or less" — the deck
    // needs at least 5 such creatures so the opening setup is possible.
    {
      label: 'creatures of mana value 3 or less',
      match: { anyType: ['Creature'], maxManaValue: 3 },
      min: { count: 5 },
      source: '003 Setup',
    },
  ],
  build: {
    scorer: 'magic-combat',
    // 003: "There is no mana." Colours do not matter.
    usesColors: false,
    lands: { kind: 'none' },
    groups: [
      { label: 'cheap creatures', match: { anyType: ['Creature'], maxManaValue: 3 }, share: 0.35 },
      { label: 'creatures', match: { anyType: ['Creature'] }, share: 0.15 },
      { label: 'instants', match: { anyType: ['Instant'], noType: ['Creature'] }, share: 0.25 },
      { label: 'other spells', match: { noType: ['Creature', 'Instant'] }, share: 0.25 },
    ],
    // Non-creature spells are cast only when MV <= round number (003 Casting Spells): spread them.
    curve: [0.02, 0.22, 0.24, 0.2, 0.12, 0.08, 0.06, 0.06],
    targetSize: 40,
    maxCopiesPerCard: 1,
    onlyRunnable: true,
  },
  summary: [
    'Exactly 40 cards',
    'Singleton: at most one copy of any card',
    'No lands and no planeswalkers',
    'At least 5 creatures of mana value 3 or less (for the opening setup)',
  ],
};
