/**
 * Ninjutsu [cost] (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unattacking
 * creature you control to its owner's hand: Put this card onto the battlefield from your hand tapped
 * and attacking." — as printed, "Return an unblocked attacker you control to hand". An ability of
 * the card in the hand: its `returnUnblocked` cost (an attacking creature left unblocked once blocks
 * are declared, CR 509.1h) reveals the card and remembers whom the returned creature attacked (the
 * stack item's subject); the `ninjutsu` effect puts the card onto the battlefield attacking them
 * (CR 508.4: put onto the battlefield attacking, it was never declared as an attacker).
 */
import { charsOf } from '../chars/compute';
import type { Draft } from '../draft';
import type { Reader } from '../reader';
import type { ObjId, Seat, StackItem } from '../types';
import { allSeats, moveObject } from '../zones';

/** Steps in which blockers have been declared (CR 509.1h: an attacker is unblocked from then on). */
const AFTER_BLOCKS: ReadonlySet<string> = new Set([
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
]);

/** The unblocked attackers `seat` controls. */
export function unblockedAttackers(r: Reader | Draft, seat: Seat): ObjId[] {
  const c = r.s.combat;
  if (!c || !AFTER_BLOCKS.has(r.s.step)) return [];
  const out: ObjId[] = [];
  for (const a of c.attackers) {
    const o = r.obj(a.obj);
    if (!a.blocked && o.zone === 'battlefield' && o.next < 0 && charsOf(r, a.obj).controller === seat) out.push(a.obj);
  }
  return out;
}

/** Pays the cost with attacker `id`: it returns to its owner's hand; the card in the hand is revealed. */
export function returnUnblocked(d: Draft, it: StackItem, id: ObjId): void {
  const c = d.s.combat;
  const at = c?.attackers.find((a) => a.obj === id)?.at;
  if (at) it.subject = [at];
  // CR 506.4: a permanent that leaves the battlefield is removed from combat.
  if (c) c.attackers = c.attackers.filter((a) => a.obj !== id);
  d.mut(it.obj).seenBy = allSeats(d);
  moveObject(d, id, 'hand');
}
