/**
 * Combat as data (CR 506): who attacks whom, who blocks whom, the damage order. Kept in
 * `GameState.combat` from the beginning of combat to its end; a combat module may keep its own
 * extra data in `extra` (Magic Combat with Dice's rolls, Magic Combat's slots).
 */
import type { ObjId, Seat, Target } from '../types';

export interface Attacker {
  obj: ObjId;
  /** The player or planeswalker it attacks (CR 508.1b). */
  at: Target;
  /** Its blockers, in damage assignment order once ordered (CR 510.1c). */
  blockers: ObjId[];
  /** Blocked, even if its blockers are gone (CR 509.1h). */
  blocked: boolean;
  /** The band it attacks in (CR 702.22): attackers with the same band number form one band. */
  band: number;
  /** Dealt its first-strike damage (CR 510.4): it deals regular damage only with double strike. */
  struckFirst: boolean;
}

export interface CombatState {
  attackers: Attacker[];
  /** Blocker → the attackers it blocks (usually one). */
  blocking: Record<number, ObjId[]>;
  /** Defending players (CR 506.2), in APNAP order. */
  defenders: Seat[];
  /** Set once the first-strike combat damage step happened (CR 510.4). */
  firstStrikeDone: boolean;
  /** Module-specific data (plain JSON). */
  extra?: unknown;
}

/** The mark of a module's `extra` that drafts share (`sharedExtra`). */
const SHARED: unique symbol = Symbol('shared combat extra');

/**
 * Marks a module's `extra` record as replaced whole, never written in place, and freezes it (its
 * lists too): every draft shares it instead of copying it (draft.ts `copyCombat`; Magic Combat's
 * fights). The mark is not enumerable, so JSON, copies and comparisons ignore it; an unmarked
 * record (Combat with Dice's, written in place, or one frozen by a test) is copied as before.
 */
export function sharedExtra<T extends object>(x: T): T {
  for (const k in x) {
    const v: unknown = x[k];
    if (typeof v === 'object' && v !== null) Object.freeze(v);
  }
  Object.defineProperty(x, SHARED, { value: true });
  return Object.freeze(x);
}

export const isSharedExtra = (x: unknown): boolean =>
  typeof x === 'object' && x !== null && (x as { [SHARED]?: true })[SHARED] === true;
