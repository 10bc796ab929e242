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

/** Where the inputs go: into a new signature, or compared one by one against a stored one. */
interface Sink {
  put(v: unknown): void;
}

class Builder implements Sink {
  readonly out: Signature = [];
  put(v: unknown): void {
    this.out.push(v);
  }
}

/** Compares without building a second list (this runs several times an action). */
class Checker implements Sink {
  i = 0;
  ok = true;
  constructor(private readonly sig: Signature) {}
  put(v: unknown): void {
    if (this.ok && this.sig[this.i++] !== v) this.ok = false;
  }
}

function putObj(k: Sink, o: GameObject | undefined): void {
  if (!o) {
    k.put(-1);
    return;
  }
  k.put(o.id);
  k.put(o.card);
  k.put(o.owner);
  k.put(o.controller);
  k.put(o.zone);
  k.put(o.next);
  k.put(o.tapped);
  k.put(o.faceDown);
  k.put(o.timestamp);
  k.put(o.attachedTo);
  k.put(o.counters?.['+1/+1'] ?? 0);
  k.put(o.counters?.['-1/-1'] ?? 0);
  k.put(o.cast?.x ?? -1);
  k.put(o.cast?.kicked ?? false);
}

function walk(s: GameState, k: Sink): void {
  k.put(s.cards);
  k.put(s.active);
  k.put(s.players.length);
  for (const p of s.players) {
    k.put(p.life);
    k.put(p.lost);
  }
  k.put(s.battlefield.length);
  for (const id of s.battlefield) putObj(k, s.objs[id]);
  k.put(s.effects.length);
  for (const e of s.effects) {
    k.put(e);
    putObj(k, s.objs[e.source]);
  }
}

export function charsSignature(s: GameState): Signature {
  const b = new Builder();
  walk(s, b);
  return b.out;
}

/** Are the inputs in `s` those `sig` recorded? */
export function sameSignature(sig: Signature, s: GameState): boolean {
  const c = new Checker(sig);
  walk(s, c);
  return c.ok && c.i === sig.length;
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
