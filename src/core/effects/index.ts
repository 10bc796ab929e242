/**
 * Card rules text -> effects the variants can run, and an honest verdict on what is not understood.
 * See docs/architecture.md, "Card effects".
 */
export type * from './types';
export { compileOracle } from './parse';
export { abilitiesOf, cardFaces, cardVerdict, compileCard, verdictOf, type VerdictInput } from './verdict';
export { coverageReport, isCreatureInstantOrSorcery, type CoverageReport } from './report';
export { sentenceShape } from './shape';
export { normalizeOracle, splitSentences } from './text';
export {
  applyEffect,
  interpreterSupports,
  variantCanRun,
  UnsupportedEffectError,
  type EffectHandler,
  type EffectInterpreter,
  type EffectOf,
} from './registry';
export { EFFECT_VALUE, compiledValue, effectValue, sumValue } from './value';
export { allEffects, childEffects } from './walk';
