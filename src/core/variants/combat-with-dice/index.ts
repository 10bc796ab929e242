/**
 * Magic Combat with Dice (rules text 004) on the rules core: normal Magic, with every attack rolled on
 * the d20 attack table (docs/variants/combat-with-dice.md). Headless for now: bots, `simulate`, the
 * bench and the tests play it; the Play screen says it has no table yet.
 */
import type { Variant } from '../../engine/variant';
import type { Action } from '../../rules/decisions';
import { advance } from '../../rules/engine';
import { setupGame } from '../../rules/setup';
import type { GameState } from '../../rules/types';
import { makeRulesVariant } from '../../rules/variant';
import type { RulesView } from '../../rules/view';
import {
  COMBAT_WITH_DICE_TABLE_OPTIONS,
  combatWithDiceRulesConfig,
  defaultCombatWithDiceConfig,
  parseCombatWithDiceConfig,
  type CombatWithDiceConfig,
} from './config';
import { evaluateCombatWithDice } from './evaluate';
import { DICE_MODULE } from './module';
import { diceOptionsOf } from './options';
import { newExt } from './state';
import { viewCombatWithDice } from './view';

const base = makeRulesVariant(DICE_MODULE, {
  id: 'combat-with-dice',
  name: 'Magic Combat with Dice',
  seats: { min: 2, max: 4 },
  defaultConfig: defaultCombatWithDiceConfig,
  parseConfig: parseCombatWithDiceConfig,
  rulesConfig: combatWithDiceRulesConfig,
});

export const combatWithDice: Variant<GameState, Action, RulesView, CombatWithDiceConfig> = {
  ...base,
  tableOptions: COMBAT_WITH_DICE_TABLE_OPTIONS,
  setup(config, seed) {
    const { draft } = setupGame(combatWithDiceRulesConfig(config), seed, DICE_MODULE);
    draft.s.ext = newExt(diceOptionsOf(config));
    advance(draft, DICE_MODULE);
    return draft.s;
  },
  view: viewCombatWithDice,
  evaluate: evaluateCombatWithDice,
};

export { DICE_MODULE } from './module';
export type { CombatWithDiceConfig } from './config';
