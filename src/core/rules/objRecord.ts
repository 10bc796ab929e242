/**
 * Copies of object records (types.ts `GameObject`), one literal in one field order: the draft's
 * writable copies and the layers' signature (chars/signature.ts) make them alike, so every record
 * keeps one hidden class.
 */
import type { GameObject } from './types';

/**
 * A writable copy of an object record. Written field by field, in `zones.ts`'s order: a spread
 * copy gets a hidden class of its own, and every read of a record's field (there are millions a
 * second) slows down with each class it meets. Records with optional fields (rare) are spread, so
 * their keys keep their order.
 */
export function copyObj(o: GameObject, counters = o.counters ? { ...o.counters } : null): GameObject {
  // The optional marks (keyword designations among them) keep the record whole.
  if (
    o.usedTurn !== undefined ||
    o.renowned !== undefined ||
    o.copy !== undefined ||
    o.echoed !== undefined ||
    o.bestowed !== undefined ||
    o.buyback !== undefined ||
    o.unearthed !== undefined ||
    o.phasedOut !== undefined ||
    o.suspended !== undefined ||
    o.haunting !== undefined
  )
    return { ...o, counters };
  const out: GameObject = {
    id: o.id,
    card: o.card,
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    next: o.next,
    tapped: o.tapped,
    damage: o.damage,
    deathtouched: o.deathtouched,
    counters,
    attachedTo: o.attachedTo,
    since: o.since,
    faceDown: o.faceDown,
    timestamp: o.timestamp,
    token: o.token,
    regen: o.regen,
    seenBy: o.seenBy,
  };
  // A spell's or a cast permanent's `cast` (the only mark most records carry) is set after, as
  // `moveObject` sets it: the same key order as the spread, without its slow generic path.
  if (o.cast !== undefined) out.cast = o.cast;
  return out;
}
