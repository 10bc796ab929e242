/**
 * Magic Combat with Dice (rules text 004) on the rules core: normal Magic, with every attack rolled on
 * the d20 attack table (docs/variants/combat-with-dice.md). The Play screen's table is the Magic
 * table with a d20 tray (renderer `tables/combat-with-dice/`); a best of three is the backend's match.
 */
import { makeRulesVariant } from '../../rules/variant';
import { COMBAT_WITH_DICE_CONFIG } from './config';
import { evaluateCombatWithDice } from './evaluate';
import { DICE_MODULE } from './module';
import { diceOptionsOf } from './options';
import { newExt } from './state';
import { viewCombatWithDice } from './view';

export const combatWithDice = makeRulesVariant(DICE_MODULE, {
  name: 'Magic Combat with Dice',
  seats: { min: 2, max: 4 },
  ...COMBAT_WITH_DICE_CONFIG,
  prepare(draft, config) {
    draft.s.ext = newExt(diceOptionsOf(config));
  },
  view: viewCombatWithDice,
  evaluate: evaluateCombatWithDice,
});

export { DICE_MODULE } from './module';
export type { CombatWithDiceConfig } from './config';
