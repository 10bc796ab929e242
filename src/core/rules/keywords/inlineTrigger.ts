import { SPELL } from '../abilities';
import type { XEffect } from '../defs';
import type { Draft } from '../draft';
import type { ObjId, Seat } from '../types';

/**
 * A keyword's trigger on card or spell `id` with its effects written in (no printed ability holds
 * them), put waiting for the next time a player would get priority (CR 603.3): cascade's and
 * storm's cast triggers, suspend's and madness's triggers from exile.
 */
export function inlineTrigger(d: Draft, id: ObjId, controller: Seat, effects: XEffect[], amount = 0): void {
  d.s.triggers.push({
    source: id,
    controller,
    ability: { card: d.obj(id).card, a: SPELL },
    subject: [],
    amount,
    inline: { effects, targets: [], x: 0, it: [] },
  });
}
