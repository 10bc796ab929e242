/** Magic Combat with Dice (004) deck rules as data. See docs/variants/combat-with-dice.md. */
import type { DeckRules } from '../../decks/rules';
import { creaturesAndSpells, deckRulesBase, standardConstructed } from '../../decks/rulesBase';
import { classicDeckRules } from '../classic/rules';
import { FORMATS } from './formats';

export const combatWithDiceDeckRules: DeckRules = {
  ...deckRulesBase('combat-with-dice', 'Magic Combat with Dice', '004', 'constructed', [2, 8]),
  // 004 Rules: "a normal game of magic" — standard constructed deck rules.
  ...standardConstructed(
    '004 Rules (standard constructed)',
    "The agreed format's banned list (Vintage, Legacy, Modern, Pioneer, Standard or none): checked on the Decks screen and at the table",
  ),
  // The game runs on the rules core: Classic's builder (cards it plays in full), with its own mix.
  build: {
    ...classicDeckRules.build,
    scorer: 'combat-with-dice',
    lands: { kind: 'count', min: 23, max: 25 },
    groups: creaturesAndSpells(0.65, 0.35),
    curve: [0, 0.18, 0.28, 0.24, 0.16, 0.08, 0.06],
  },
  // 004 Banned & Restricted List: the type the players agree on (Type 1 → Vintage …, see formats.ts).
  formats: FORMATS.map((f) => ({ id: f.id, label: f.label })),
};
