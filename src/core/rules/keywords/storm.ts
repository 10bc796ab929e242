/**
 * Storm (CR 702.40a): "When you cast this spell, copy it for each other spell that was cast before
 * it this turn. If the spell has any targets, you may choose new targets for any of the copies."
 * A spell's own cast trigger (the trigger watch covers permanents only), put waiting as the spell
 * is cast; the copies are `copySpell`'s (exec/copy.ts, CR 707.10). Spells cast this turn are the
 * objects put on the stack this turn by casting (every cast makes one; a copy is no cast).
 */
import { SPELL } from '../abilities';
import type { XEffect } from '../defs';
import type { Draft } from '../draft';
import type { ObjId } from '../types';

/** Called as spell `id` is put on the stack by casting: its storm trigger waits, if it has storm. */
export function stormTrigger(d: Draft, id: ObjId): void {
  const o = d.obj(id);
  if (!d.s.cards[o.card]!.keywords.some((k) => k.keyword === 'storm')) return;
  let before = -1; // itself
  for (const x of d.s.objs) if (x.zone === 'stack' && !x.copy && x.since === d.s.turn) before++;
  const copy: XEffect = { kind: 'copySpell', what: { ref: 'self' }, newTargets: true };
  d.s.triggers.push({
    source: id,
    controller: o.controller,
    ability: { card: o.card, a: SPELL },
    subject: [],
    amount: before,
    inline: { effects: Array<XEffect>(before).fill(copy), targets: [], x: 0, it: [] },
  });
}
