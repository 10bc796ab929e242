/**
 * Split second (CR 702.61a): "As long as this spell is on the stack, players can't cast other
 * spells or activate abilities that aren't mana abilities." Special actions stay allowed
 * (CR 702.61b: turning a face-down creature face up), and triggered abilities still trigger.
 */
import type { Reader } from '../reader';

/** Is a spell with split second on the stack? */
export function splitSecondOnStack(r: Reader): boolean {
  for (const it of r.s.stack)
    if (
      it.kind === 'spell' &&
      !r.obj(it.obj).faceDown &&
      r.s.cards[r.obj(it.obj).card]!.keywords.some((k) => k.keyword === 'split second')
    )
      return true;
  return false;
}
