/**
 * Dice Duel (rules file 000) as a pure state machine: setup, legal actions and apply. Each rule
 * of 000 is cited where it is implemented; the interpretations of its gaps are named
 * "Interpretation" and documented in docs/variants/dice-duel.md.
 */
export * from './constants';
export * from './stateHelpers';
export * from './setup';
export * from './turnFlow';
export * from './mana';
export * from './legal';
export * from './apply';
