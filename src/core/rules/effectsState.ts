/**
 * What resolved spells and abilities leave behind in the state: continuous effects with their
 * timestamps and durations (CR 611, 613), prevention shields (CR 615), triggered abilities waiting
 * to be put on the stack (CR 603.3) and delayed triggers (CR 603.7).
 */
import type { AbilityRef, ObjId, Seat, Target } from './types';
import type { XEffect } from './defs';

/** How long: until end of turn (cleanup, CR 514.2), until `seat`'s next untap step, or for good. */
export type Until = { at: 'endOfTurn' } | { at: 'nextUntap'; seat: Seat } | { at: 'forever' };

export interface ContinuousEffect {
  /** Its timestamp (CR 613.7a), also its id. */
  ts: number;
  source: ObjId;
  controller: Seat;
  /** The effect node: modifyPT, grantKeyword, restrict, becomeCreature, gainControl … */
  effect: XEffect;
  /** The objects it applies to, locked in on resolution (CR 611.2c); null = read `effect`'s reference each time. */
  affected: ObjId[] | null;
  /** Players it applies to (cantCast, skipCombat …). */
  players: Seat[] | null;
  /** X as it was when the effect began ("gets +X/+X"). */
  x: number;
  until: Until;
}

/** A prevention shield (CR 615): the next `amount` damage to `to` this turn, or all of it. */
export interface Shield {
  ts: number;
  to: Target | 'combat';
  amount: number | 'all';
  /** Only damage from sources of this colour (Circle of Protection). */
  fromColor?: number;
  /** Only damage from this object (a source chosen as the shield was made, CR 615.7 / 609.7). */
  from?: ObjId;
  /** "The next time … would deal damage": used up by the first damage it prevents, all of it. */
  once?: true;
  controller: Seat;
}

export interface PendingTrigger {
  /** The object whose ability triggered (possibly gone: last known information, CR 603.10). */
  source: ObjId;
  controller: Seat;
  ability: AbilityRef;
  /** What the event was about ("that creature", "that player", "the creature that died"). */
  subject: Target[];
  /** An amount the event carried ("that much damage"). */
  amount: number;
  /** The X of the event: a morph cost's X paid as it was turned face up (CR 702.37e, 107.3). */
  x?: number;
  /** A delayed trigger's own effects, with the targets and X of the spell that made it. */
  inline?: { effects: XEffect[]; targets: Target[][]; x: number; it: Target[] };
}

export interface DelayedTrigger {
  ts: number;
  at: 'nextUpkeep' | 'nextEndStep' | 'endOfCombat';
  /** Only at that seat's step ("your next upkeep", rebound); any seat's when absent. */
  seat?: Seat;
  source: ObjId;
  controller: Seat;
  ability: AbilityRef;
  effects: XEffect[];
  targets: Target[][];
  x: number;
  it: Target[];
}
