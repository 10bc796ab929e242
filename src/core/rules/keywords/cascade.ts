/**
 * Cascade (CR 702.85a): "When you cast this spell, exile cards from the top of your library until
 * you exile a nonland card whose mana value is less than this spell's mana value. You may cast that
 * card without paying its mana cost … Then put all cards exiled this way that weren't cast on the
 * bottom of your library in a random order." The spell's own cast trigger, put waiting as it is
 * cast (like storm's); `exec/cascade.ts` resolves it.
 */
import type { Draft } from '../draft';
import type { ObjId } from '../types';
import { inlineTrigger } from './inlineTrigger';

export function cascadeTrigger(d: Draft, id: ObjId): void {
  const o = d.obj(id);
  const def = d.s.cards[o.card]!;
  if (!def.keywords.some((k) => k.keyword === 'cascade')) return;
  inlineTrigger(d, id, o.controller, [{ kind: 'cascade', mv: def.mv }]);
}
