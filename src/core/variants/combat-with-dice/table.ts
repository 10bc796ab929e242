/**
 * 004 The Attack Table as pure functions: the outcome of a d20 roll and its modifier, the damage it
 * deals, and the odds the bots reason with (expected damage and kill chances, not printed power).
 */
import type { DiceOptions } from './options';

export type Outcome = 'critical-miss' | 'miss' | 'partial' | 'hit' | 'critical-hit';

export const OUTCOME_NAMES: Record<Outcome, string> = {
  'critical-miss': 'critical miss',
  miss: 'miss',
  partial: 'partial hit',
  hit: 'hit',
  'critical-hit': 'critical hit',
};

/**
 * 004 The Attack Table: natural 1 critical miss, natural 20 critical hit (whatever the modifiers);
 * otherwise "<1-5" miss (5 itself by the `five` option), 6–10 partial hit, 11 and more hit.
 */
export function outcomeOf(natural: number, total: number, five: DiceOptions['five'] = 'miss'): Outcome {
  if (natural === 1) return 'critical-miss';
  if (natural === 20) return 'critical-hit';
  if (total < 5 || (total === 5 && five === 'miss')) return 'miss';
  return total <= 10 ? 'partial' : 'hit';
}

/**
 * The damage an outcome deals (004 Partial Hit, Hit, Critical Hit). `power` is the striker's power
 * now; `before` its power when the die was rolled: a critical hit doubles that, and what changed
 * after the roll is added undoubled (004 Critical Hit).
 */
export function tableDamage(outcome: Outcome, power: number, before: number): number {
  switch (outcome) {
    case 'partial':
      // 004 Partial Hit: "half damage rounded down. Creatures with a power of 1 do 1 point of damage."
      return power <= 0 ? 0 : power === 1 ? 1 : Math.floor(power / 2);
    case 'hit':
      return Math.max(0, power);
    case 'critical-hit':
      return Math.max(0, 2 * Math.max(0, before) + (power - before));
    default:
      return 0;
  }
}

/** 004 Critical Miss: "it automatically takes half its own power (rounded down) in damage". */
export const criticalMissDamage = (power: number): number => Math.floor(Math.max(0, power) / 2);

/** The damage of each face 1–20 for a striker of `power` with `modifier` (its power less the defence). */
export function damageByFace(power: number, modifier: number, five: DiceOptions['five'] = 'miss'): number[] {
  return Array.from({ length: 20 }, (_, i) => tableDamage(outcomeOf(i + 1, i + 1 + modifier, five), power, power));
}

/** Expected damage of one roll. */
export function expectedDamage(power: number, modifier: number, five: DiceOptions['five'] = 'miss'): number {
  return damageByFace(power, modifier, five).reduce((a, b) => a + b, 0) / 20;
}

/** The chance one roll deals at least `need` damage (need ≤ 0: it needs nothing). */
export function chanceAtLeast(
  power: number,
  modifier: number,
  need: number,
  five: DiceOptions['five'] = 'miss',
): number {
  if (need <= 0) return 1;
  return damageByFace(power, modifier, five).filter((n) => n >= need).length / 20;
}

/** The chance of each outcome on one roll with `modifier`. */
export function outcomeOdds(modifier: number, five: DiceOptions['five'] = 'miss'): Record<Outcome, number> {
  const out: Record<Outcome, number> = { 'critical-miss': 0, miss: 0, partial: 0, hit: 0, 'critical-hit': 0 };
  for (let n = 1; n <= 20; n++) out[outcomeOf(n, n + modifier, five)] += 1 / 20;
  return out;
}
