/** Dice Duel (rules file 000): real MTG cards, d6 combat, first to 10 points. */
export { diceDuel } from './variant';
export { DEFAULT_OPTIONS, OPTION_CHOICES, parseConfig as parseDiceDuelConfig } from './options';
export { ATTACK_COLOR, DEFENCE_COLOR, DICE_PER_COLOR, HAND_SIZE } from './game';
export { describeSpell, interpretInstant } from './spells';
export { autoBuild, fromCard, toCard } from './deckSource';
export type * from './types';
