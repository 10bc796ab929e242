/**
 * Handing computed characteristics from a draft to the state it becomes. `apply` computes the
 * layers while it runs (auto-pass asks what a seat may do); the returned state used to compute
 * them again from scratch for `legalActions`. A draft keeps its characteristics until something
 * calls `add`/`touch`, so they may lag behind changes that do not (life, tapping, the active
 * player): they are handed on only when every input the layers read is the same in the final state
 * as when they were computed — then they are exactly what a fresh computation gives.
 *
 * The signature lists those inputs: the definitions list, whether each player lost, each
 * permanent's record fields the layers and filters read, and each continuous effect (entries are
 * never changed in place) with its source's fields. Tapped state, life and the active player are
 * listed only when the computation read them (`optionalReads` in match.ts): most never do, so
 * their layers survive tapping lands for mana, damage to players and a new turn. Reads of the
 * stack, hidden zones or combat are not in it; they mark the computation untracked (match.ts).
 */
import { READS_ACTIVE, READS_LIFE, READS_TAPPED } from '../match';
import { copyObj } from '../objRecord';
import type { GameObject, GameState } from '../types';
import type { Chars } from './types';

export type Signature = unknown[];

/**
 * The scalar inputs are written into one scratch list reused by every call, by index and never
 * shrunk (setting `length = 0` would free its storage and regrow it every time). Objects are
 * listed by their records: records of a returned state are never changed, so the same record means
 * the same fields and only a different record is compared field by field.
 */
const scratch: unknown[] = [];
let n = 0;

function put(v: unknown): void {
  scratch[n++] = v;
}

/** Writes the scalar inputs of `s` into `scratch`; returns how many. `reads`: the optional inputs read (match.ts). */
function header(s: GameState, reads: number): number {
  n = 0;
  put(reads);
  put(s.cards);
  if (reads & READS_ACTIVE) put(s.active);
  put(s.players.length);
  for (const p of s.players) {
    if (reads & READS_LIFE) put(p.life);
    put(p.lost);
  }
  put(s.battlefield.length);
  put(s.effects.length);
  return n;
}

/** The fields of an object record the layers and filters read. */
function sameObj(a: GameObject | null, b: GameObject | undefined, reads: number): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.id === b.id &&
    a.card === b.card &&
    a.owner === b.owner &&
    a.controller === b.controller &&
    a.zone === b.zone &&
    a.next === b.next &&
    (!(reads & READS_TAPPED) || a.tapped === b.tapped) &&
    a.faceDown === b.faceDown &&
    a.timestamp === b.timestamp &&
    a.attachedTo === b.attachedTo &&
    (a.counters?.['+1/+1'] ?? 0) === (b.counters?.['+1/+1'] ?? 0) &&
    (a.counters?.['-1/-1'] ?? 0) === (b.counters?.['-1/-1'] ?? 0) &&
    (a.cast?.x ?? -1) === (b.cast?.x ?? -1) &&
    (a.cast?.kicked ?? false) === (b.cast?.kicked ?? false)
  );
}

/**
 * A record a draft may still write in place is kept as a copy (`copyObj`: a literal; a spread of the
 * whole record took V8's slow generic path at every computation). `cast` is shared: never written in place.
 */
function keep(o: GameObject | undefined, writable?: (o: GameObject) => boolean): GameObject | null {
  if (!o) return null;
  if (!writable?.(o)) return o;
  // Counters are written in place on a draft's own records: of them, only the two compared are kept.
  const n = o.counters;
  return copyObj(o, n ? { '+1/+1': n['+1/+1'] ?? 0, '-1/-1': n['-1/-1'] ?? 0 } : null);
}

/**
 * The signature of `s` for characteristics `c` (its first entry: the optional inputs `c` read).
 * `writable`: which records the caller (a draft) may still change in place.
 */
export function charsSignature(s: GameState, c: Chars, writable?: (o: GameObject) => boolean): Signature {
  const sig = scratch.slice(0, header(s, readsOf(c)));
  for (const id of s.battlefield) sig.push(keep(s.objs[id], writable));
  for (const e of s.effects) sig.push(e, keep(s.objs[e.source], writable));
  return sig;
}

/** Are the inputs in `s` those `sig` recorded? */
export function sameSignature(sig: Signature, s: GameState): boolean {
  const reads = sig[0] as number;
  const h = header(s, reads);
  for (let i = 0; i < h; i++) if (scratch[i] !== sig[i]) return false;
  // Same lengths (in the header): walk the records.
  let k = h;
  for (const id of s.battlefield) if (!sameObj(sig[k++] as GameObject | null, s.objs[id], reads)) return false;
  for (const e of s.effects) {
    if (sig[k++] !== e) return false;
    if (!sameObj(sig[k++] as GameObject | null, s.objs[e.source], reads)) return false;
  }
  return true;
}

/** The signature handed-on characteristics were checked against: the next draft starts from it. */
export function signatureOf(c: Chars): Signature | undefined {
  return c.sig;
}

export function rememberSignature(c: Chars, sig: Signature): void {
  c.sig = sig;
}

/** The optional inputs (match.ts: tapped, life, active player) a computation read. */
export function markReads(c: Chars, mask: number): void {
  c.reads = mask;
}

/** Unknown (characteristics not made by `chars()`): all of them, to be safe. */
export function readsOf(c: Chars): number {
  return c.reads ?? READS_TAPPED | READS_LIFE | READS_ACTIVE;
}

/** Characteristics whose computation read untracked inputs: never handed on. */
export function markUntracked(c: Chars): void {
  c.untracked = true;
}

export function isTracked(c: Chars): boolean {
  return !c.untracked;
}

/**
 * The same characteristics for another state with the same signature: the same battlefield, so the
 * same `byId`, shared; objects elsewhere are read again (their records may differ).
 */
export function forState(c: Chars): Chars {
  return { byId: c.byId, mods: c.mods, players: c.players, reads: readsOf(c) };
}
