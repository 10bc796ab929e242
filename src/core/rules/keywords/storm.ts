/**
 * Storm (CR 702.40a): "When you cast this spell, copy it for each other spell that was cast before
 * it this turn. If the spell has any targets, you may choose new targets for any of the copies."
 * A spell's own cast trigger (the trigger watch covers permanents only), put waiting as the spell
 * is cast; the copies are `copySpell`'s (exec/copy.ts, CR 707.10). Spells cast this turn are the
 * objects put on the stack this turn by casting (every cast makes one; a copy is no cast).
 */
import type { XEffect } from '../defs';
import type { Draft } from '../draft';
import type { ObjId } from '../types';
import { inlineTrigger } from './inlineTrigger';

/** Called as spell `id` is put on the stack by casting: its storm trigger waits, if it has storm. */
export function stormTrigger(d: Draft, id: ObjId): void {
  const o = d.obj(id);
  if (!d.s.cards[o.card]!.keywords.some((k) => k.keyword === 'storm')) return;
  let before = -1; // itself
  for (const x of d.s.objs) if (x.zone === 'stack' && !x.copy && x.since === d.s.turn) before++;
  copyTrigger(d, id, before);
}

/** Spell `id`'s cast trigger that copies it `n` times, new targets allowed (storm; replicate, CR 702.56a). */
export function copyTrigger(d: Draft, id: ObjId, n: number): void {
  const copy: XEffect = { kind: 'copySpell', what: { ref: 'self' }, newTargets: true };
  inlineTrigger(d, id, d.obj(id).controller, Array<XEffect>(n).fill(copy), n);
}
