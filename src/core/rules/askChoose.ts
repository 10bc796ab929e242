/**
 * The `choose` decision over objects (decisions.ts), asked one object at a time: banding's members
 * and damage, crew's creatures, dredge's card, a cost's cards, the next attack of Combat with Dice.
 */
import type { Draft } from './draft';
import type { ObjId, Seat, Target } from './types';

export interface ChooseQuestion {
  /** 0: "done" may end the choosing; 1: one must be picked. */
  min: 0 | 1;
  prompt: string;
  /** Picked so far (shown on the table). */
  chosen?: Target[];
  /** The other seats do not see the options (a discard from the hand). */
  hidden?: boolean;
}

/** Makes `seat` choose one of `options` (`q` says how); the caller returns 'wait'. */
export function askChoose(d: Draft, seat: Seat, options: readonly ObjId[], q: ChooseQuestion): 'wait' {
  d.s.pending = {
    d: 'choose',
    seat,
    options: options.map((o) => ({ o })),
    min: q.min,
    max: 1,
    chosen: q.chosen ?? [],
    prompt: q.prompt,
    hidden: q.hidden ?? false,
  };
  return 'wait';
}
