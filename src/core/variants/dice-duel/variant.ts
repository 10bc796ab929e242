/** The Dice Duel variant object (rules file 000), plugged into the game kernel's Variant contract. */
import type { Variant } from '../../engine/variant';
import { describeAction } from './describe';
import { evaluate } from './evaluate';
import { activeSeats, apply, legalActions, setup } from './game';
import { defaultConfig, parseConfig } from './options';
import { DICE_DUEL_TABLE_OPTIONS } from './tableOptions';
import type { DiceDuelConfig, DuelAction, DuelState, DuelView } from './types';
import { determinize, view } from './view';

export const diceDuel: Variant<DuelState, DuelAction, DuelView, DiceDuelConfig> = {
  id: 'dice-duel',
  name: 'Dice Duel',
  seats: { min: 2, max: 2 },
  defaultConfig,
  parseConfig,
  tableOptions: DICE_DUEL_TABLE_OPTIONS,
  setup,
  // 000 Starting Hand: the re-draws and the who-starts roll happen in setup; show them in the log.
  setupEvents: (state) => state.opening,
  activeSeats,
  legalActions,
  apply,
  view,
  result: (s) => {
    if (s.phase !== 'over') return undefined;
    return { winners: s.winner === undefined ? [] : [s.winner], reason: s.endReason ?? '' };
  },
  evaluate,
  determinize,
  describeAction,
  turnNumber: (s) => s.turn,
};
