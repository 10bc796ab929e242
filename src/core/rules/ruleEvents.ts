/**
 * Events the rules see (CR 603.2: triggered abilities trigger on them), distinct from the log:
 * a log line is words for people; a rule event is data for triggers. Both come out of one change.
 */
import type { AbilityRef, ObjId, Seat, StepId, Target, Zone } from './types';

export type RuleEvent =
  /**
   * An object moved (CR 603.6): `old` is the object before, `obj` the new one (CR 400.7). Leaving the
   * battlefield, `granted` lists the abilities it had from other objects as it last existed (an
   * Aura's quoted "when this creature dies", a Sliver's persist): they look back too (CR 603.10a).
   */
  | { e: 'zone'; obj: ObjId; old: ObjId; from: Zone | 'none'; to: Zone; controller: Seat; granted?: AbilityRef[] }
  | { e: 'cast'; obj: ObjId; seat: Seat }
  | { e: 'damage'; source: ObjId; to: Target; amount: number; combat: boolean }
  | { e: 'attack'; obj: ObjId; at: Target }
  | { e: 'attacksAlone'; obj: ObjId }
  | { e: 'block'; obj: ObjId; attacker: ObjId }
  | { e: 'blocked'; attacker: ObjId; by: ObjId }
  | { e: 'unblocked'; attacker: ObjId }
  | { e: 'step'; step: StepId; active: Seat }
  | { e: 'draw'; seat: Seat }
  | { e: 'discard'; seat: Seat; obj: ObjId }
  | { e: 'gainLife'; seat: Seat; amount: number }
  | { e: 'loseLife'; seat: Seat; amount: number }
  | { e: 'tap'; obj: ObjId; forMana: boolean }
  | { e: 'targeted'; obj: ObjId; by: ObjId }
  | { e: 'cycled'; obj: ObjId; seat: Seat }
  /** CR 702.37e, 708.8: a face-down permanent was turned face up. */
  | { e: 'turnedFaceUp'; obj: ObjId; x: number }
  /** CR 702.55c: the creature exiled card `haunter` haunts died (`haunted`: it as it last existed). */
  | { e: 'hauntedDies'; haunter: ObjId; haunted: ObjId };
