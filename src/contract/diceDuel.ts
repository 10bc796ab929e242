/**
 * Dice Duel's view types for the Play screen's table (the `view` of a games snapshot of variant
 * `dice-duel`). Types only: Dice Duel adds no API methods of its own.
 */
export type { DuelCard, DuelView, PlayerViewState, LastBattle, Combat } from '../core/variants/dice-duel/types';
