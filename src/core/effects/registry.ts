/**
 * The effect registry: every {@link EffectKind} has an interpreter hook (what the effect does in a
 * variant's game) and a bot evaluation hook (how much a bot should like it). Both are
 * `Record<EffectKind, …>`-shaped, so adding an effect kind without its hooks is a compile error
 * (the Forge lesson: never "no AI assigned" at run time).
 */
import type { CompiledCard, Effect, EffectKind } from './types';
import { abilitiesOf } from './verdict';
import { allEffects } from './walk';

export type EffectOf<K extends EffectKind> = Extract<Effect, { kind: K }>;

export type EffectHandler<S, C, K extends EffectKind> = (state: S, effect: EffectOf<K>, ctx: C) => S;

/**
 * A variant's meaning for the effect language. `S` is the variant's state, `C` what it passes along
 * (controller, source, chosen targets, RNG …). A kind the variant does not run is `'unsupported'`:
 * a deliberate, visible decision rather than a missing entry.
 * Dice Duel may read `modifyPT` +2/+2 as two more dice; Magic Combat as a normal pump.
 */
export interface EffectInterpreter<S, C> {
  readonly variant: string;
  readonly apply: { [K in EffectKind]: EffectHandler<S, C, K> | 'unsupported' };
  /** Finer refusal within a supported kind (e.g. a keyword the variant does not model). */
  supports?(effect: Effect): boolean;
}

export class UnsupportedEffectError extends Error {
  constructor(
    readonly variant: string,
    readonly effect: Effect,
  ) {
    super(`The ${variant} rules do not run the effect "${effect.kind}".`);
  }
}

export function interpreterSupports<S, C>(interp: EffectInterpreter<S, C>, effect: Effect): boolean {
  return interp.apply[effect.kind] !== 'unsupported' && (interp.supports?.(effect) ?? true);
}

/** Applies one effect through the variant's hook; throws {@link UnsupportedEffectError} for a kind it declines. */
export function applyEffect<S, C>(interp: EffectInterpreter<S, C>, state: S, effect: Effect, ctx: C): S {
  const hook = interp.apply[effect.kind];
  if (hook === 'unsupported' || !(interp.supports?.(effect) ?? true))
    throw new UnsupportedEffectError(interp.variant, effect);
  // The mapped type guarantees hook matches effect.kind; TS cannot correlate the two unions.
  return (hook as EffectHandler<S, C, EffectKind>)(state, effect as never, ctx);
}

/**
 * Can a variant run this card? Only when every sentence was understood and every effect in the
 * tree (nested ones too) is one the variant runs. Bots cast only such cards unless the variant
 * says otherwise.
 */
export function variantCanRun<S, C>(interp: EffectInterpreter<S, C>, compiled: CompiledCard): boolean {
  if (compiled.unknown.length > 0) return false;
  return allEffects(abilitiesOf(compiled)).every((e) => interpreterSupports(interp, e));
}
