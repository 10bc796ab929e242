/**
 * Magic Combat, Revision 2 (rules text 003) on the rules core: the slot-and-fight combat, no mana,
 * ten rounds scored on points (docs/variants/magic-combat.md). Bots, `simulate`, the bench and the
 * tests play it; people play it on its table (renderer tables/magic-combat/).
 */
import type { GameState } from '../../rules/types';
import { makeRulesVariant } from '../../rules/variant';
import type { SetupProc } from './combat';
import {
  defaultMagicCombatConfig,
  MAGIC_COMBAT_TABLE_OPTIONS,
  magicCombatRulesConfig,
  optionsOf,
  parseMagicCombatConfig,
} from './config';
import { MAGIC_COMBAT_MODULE } from './module';
import { newExt, SLOTS } from './state';
import { determinizeMagicCombat, evaluateMagicCombat, viewMagicCombat } from './view';

export const magicCombat = makeRulesVariant(MAGIC_COMBAT_MODULE, {
  name: 'Magic Combat',
  seats: { min: 2, max: 2 },
  defaultConfig: defaultMagicCombatConfig,
  parseConfig: parseMagicCombatConfig,
  rulesConfig: magicCombatRulesConfig,
  tableOptions: MAGIC_COMBAT_TABLE_OPTIONS,
  prepare(draft, config) {
    draft.s.ext = newExt(2, optionsOf(config));
    const first = draft.s.active;
    const setup: SetupProc = {
      p: 'x:setup',
      order: [first, 1 - first],
      i: 0,
      slot: 0,
      placed: [Array<null>(SLOTS).fill(null), Array<null>(SLOTS).fill(null)],
    };
    // Below the opening-hand round: every seat keeps its seven first (that answer is also where a
    // Leyline is chosen, CR 103.6, and every seat is asked alike), then places from the kept hand.
    draft.s.procs.unshift(setup as unknown as GameState['procs'][number]);
  },
  view: viewMagicCombat,
  determinize: determinizeMagicCombat,
  evaluate: evaluateMagicCombat,
});

export { MAGIC_COMBAT_MODULE } from './module';
export { magicCombatDecks } from './decks';
export type { MagicCombatConfig } from './config';
export { extOf, roundOf } from './state';
