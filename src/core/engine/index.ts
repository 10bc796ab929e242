/** The game kernel: variant contract, seeded RNG, dice, LIFO stack, replay, simulation. */
export * from './rng';
export * from './dice';
export type * from './events';
export * from './variant';
export * from './stack';
export * from './replay';
export type * from './bot';
export * from './simulate';
