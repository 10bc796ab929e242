/**
 * Echo (CR 702.30a): "At the beginning of your upkeep, if this permanent came under your control
 * since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The trigger is the
 * compiler's own parts (`unlessPaid` + `sacrifice`); the intervening "if" (CR 603.4) is a mark on
 * the object: the first beginning of its controller's upkeep it is there for sets it, so it triggers
 * exactly once per time it comes under control (a new object after a zone change, CR 400.7).
 */
import type { RAbilityDraft } from '../defs';
import type { Draft } from '../draft';
import type { ObjId } from '../types';

export function echoAbility(cost: string): RAbilityDraft {
  return {
    type: 'triggered',
    trigger: { on: 'upkeep', whose: 'you' },
    effects: [
      {
        kind: 'unlessPaid',
        payer: { ref: 'you' },
        mana: cost,
        effects: [{ kind: 'sacrifice', who: { ref: 'you' }, what: 'self', count: 1 }],
      },
    ],
    keyword: 'echo',
  };
}

/** The echo trigger of `id` matched its controller's upkeep: does it trigger (CR 603.4)? Marks it. */
export function echoDue(d: Draft, id: ObjId): boolean {
  if (d.obj(id).echoed) return false;
  d.mut(id).echoed = true;
  return true;
}
