/**
 * Magic 54 (rules file 001): applying actions — damage, the stack's resolution, combat damage,
 * the end of the turn. Each rule of 001 is cited where it is implemented.
 */
export * from './damage';
export * from './resolveStack';
export * from './combatDamage';
export * from './turnEnd';
export * from './applyAction';
