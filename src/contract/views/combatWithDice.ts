/**
 * Magic Combat with Dice's view is the rules core's (`rulesViewSchema`); its own part is `ext`
 * (open there): the table options, the regenerating creatures and the open roll. Types only, for
 * the table to read `ext.roll` and the end-of-turn healing with the core's own shapes.
 */
export type { DiceViewExt, RollView } from '../../core/variants/combat-with-dice/view';
export type { Outcome } from '../../core/variants/combat-with-dice/table';
export type { HealProc } from '../../core/variants/combat-with-dice/heal';
