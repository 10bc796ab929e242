export * from './rules';
export * from './deck';
export * from './violation';
export * from './check';
export * from './build';
export * from './explain';
export * from './catalog';
export { scoreCard, statValue } from './scoring';
