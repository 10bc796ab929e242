/** Dice Duel (000) constants: dice, hand size, the illegal-action error. */

/** 000 Needs: "Five 1d6 of two different colors": attack dice and defence dice. */
export const ATTACK_COLOR = 'red';
export const DEFENCE_COLOR = 'white';
export const DICE_PER_COLOR = 5;
/** 000 Starting Hand and Clean Up: seven cards. */
export const HAND_SIZE = 7;
/** 000 Starting Hand: at least 2 lands, else re-draw. */
export const MIN_OPENING_LANDS = 2;

/** Thrown for an illegal action (apply without `trusted`). */
export class IllegalAction extends Error {}
