/** Magic Combat with Dice (004) deck rules as data. See docs/variants/combat-with-dice.md. */
import type { DeckRules } from '../../decks/rules';
import { deckRulesBase } from '../../decks/rulesBase';
import { FORMATS } from './formats';

export const combatWithDiceDeckRules: DeckRules = {
  ...deckRulesBase('combat-with-dice', 'Magic Combat with Dice', '004', 'constructed', [2, 8]),
  // 004 Rules: "a normal game of magic" — standard constructed deck rules.
  size: { kind: 'at-least', count: 60, source: '004 Rules (standard constructed)' },
  sideboardMax: 15,
  copyLimit: { max: 4, exceptBasicLands: true, source: '004 Rules (standard constructed)' },
  build: {
    scorer: 'combat-with-dice',
    usesColors: true,
    // The game runs on the rules core: build from cards it plays in full; the checker names the others.
    onlyRunnable: true,
    lands: { kind: 'count', min: 23, max: 25 },
    groups: [
      { label: 'creatures', match: { anyType: ['Creature'] }, share: 0.65 },
      { label: 'spells', match: { noType: ['Creature'] }, share: 0.35 },
    ],
    curve: [0, 0.18, 0.28, 0.24, 0.16, 0.08, 0.06],
    targetSize: 60,
    maxCopiesPerCard: 4,
  },
  // 004 Banned & Restricted List: the type the players agree on (Type 1 → Vintage …, see formats.ts).
  formats: FORMATS.map((f) => ({ id: f.id, label: f.label })),
  summary: [
    'At least 60 cards',
    'At most 4 copies of a card, except basic lands',
    'Sideboard of at most 15 cards',
    "The agreed format's banned list (Vintage, Legacy, Modern, Pioneer, Standard or none): checked on the Decks screen and at the table",
  ],
};
