/**
 * Handing computed characteristics from a draft to the state it becomes. `apply` computes the
 * layers while it runs (auto-pass asks what a seat may do); the returned state used to compute
 * them again from scratch for `legalActions`. A draft keeps its characteristics until something
 * calls `add`/`touch`, so they may lag behind changes that do not (life, tapping, the active
 * player): they are handed on only when every input the layers read is the same in the final state
 * as when they were computed — then they are exactly what a fresh computation gives.
 *
 * The signature lists those inputs: the definitions list, the active player, each player's life
 * and whether they lost, each permanent's record fields the layers and filters read, and each
 * continuous effect (entries are never changed in place) with its source's fields. Reads of the
 * stack, hidden zones or combat are not in it; they mark the computation untracked (match.ts).
 */
import type { GameObject, GameState } from '../types';
import type { Chars } from './types';

export type Signature = unknown[];

/**
 * The inputs are written into one scratch list reused by every call, by index and never shrunk
 * (setting `length = 0` would free its storage and regrow it every time): a new signature is a
 * copy of its first `n` entries, a comparison walks them against the stored one.
 */
const scratch: unknown[] = [];
let n = 0;

function put(v: unknown): void {
  scratch[n++] = v;
}

function putObj(o: GameObject | undefined): void {
  if (!o) {
    put(-1);
    return;
  }
  put(o.id);
  put(o.card);
  put(o.owner);
  put(o.controller);
  put(o.zone);
  put(o.next);
  put(o.tapped);
  put(o.faceDown);
  put(o.timestamp);
  put(o.attachedTo);
  put(o.counters?.['+1/+1'] ?? 0);
  put(o.counters?.['-1/-1'] ?? 0);
  put(o.cast?.x ?? -1);
  put(o.cast?.kicked ?? false);
}

/** Writes the inputs of `s` into `scratch`; returns how many. */
function fill(s: GameState): number {
  n = 0;
  put(s.cards);
  put(s.active);
  put(s.players.length);
  for (const p of s.players) {
    put(p.life);
    put(p.lost);
  }
  put(s.battlefield.length);
  for (const id of s.battlefield) putObj(s.objs[id]);
  put(s.effects.length);
  for (const e of s.effects) {
    put(e);
    putObj(s.objs[e.source]);
  }
  return n;
}

export function charsSignature(s: GameState): Signature {
  return scratch.slice(0, fill(s));
}

/** Are the inputs in `s` those `sig` recorded? */
export function sameSignature(sig: Signature, s: GameState): boolean {
  const len = fill(s);
  if (len !== sig.length) return false;
  for (let i = 0; i < len; i++) if (scratch[i] !== sig[i]) return false;
  return true;
}

/** The signature handed-on characteristics were checked against: the next draft starts from it. */
const signed = new WeakMap<Chars, Signature>();

export function signatureOf(c: Chars): Signature | undefined {
  return signed.get(c);
}

export function rememberSignature(c: Chars, sig: Signature): void {
  signed.set(c, sig);
}

/** Characteristics whose computation read untracked inputs: never handed on. */
const untracked = new WeakSet<Chars>();

export function markUntracked(c: Chars): void {
  untracked.add(c);
}

export function isTracked(c: Chars): boolean {
  return !untracked.has(c);
}

/** The same characteristics for the final state: only permanents (other entries are filled lazily). */
export function forState(c: Chars, s: GameState): Chars {
  const byId = new Map<number, Chars['byId'] extends Map<number, infer V> ? V : never>();
  for (const id of s.battlefield) {
    const ch = c.byId.get(id);
    if (ch) byId.set(id, ch);
  }
  return { byId, mods: c.mods, players: c.players };
}
