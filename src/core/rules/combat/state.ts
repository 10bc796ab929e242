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

/** The prototype that marks a module's `extra` as shared (`sharedExtra`): no properties of its own. */
const SHARED: object = Object.freeze(Object.create(Object.prototype) as object);

/**
 * Marks a module's `extra` record as replaced whole, never written in place: every draft shares it
 * instead of copying it (draft.ts `copyCombat`; Magic Combat's fights). The mark is the record's
 * prototype, which JSON, copies and `toEqual` ignore (a copy loses it and is copied again: only
 * slower); not a property or a freeze, which cost more than the copies saved. An unmarked record
 * (Combat with Dice's, written in place) is copied as before. Writes to a marked one are caught by
 * the purity tests, which freeze every state.
 */
export function sharedExtra<T extends object>(x: T): T {
  return Object.setPrototypeOf(x, SHARED) as T;
}

export const isSharedExtra = (x: unknown): boolean =>
  typeof x === 'object' && x !== null && Object.getPrototypeOf(x) === SHARED;
