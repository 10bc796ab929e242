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

function pushObj(out: Signature, o: GameObject | undefined): void {
  if (!o) {
    out.push(-1);
    return;
  }
  out.push(
    o.id,
    o.card,
    o.owner,
    o.controller,
    o.zone,
    o.next,
    o.tapped,
    o.faceDown,
    o.timestamp,
    o.attachedTo,
    o.counters?.['+1/+1'] ?? 0,
    o.counters?.['-1/-1'] ?? 0,
    o.cast?.x ?? -1,
    o.cast?.kicked ?? false,
  );
}

export function charsSignature(s: GameState): Signature {
  const out: Signature = [s.cards, s.active, s.players.length];
  for (const p of s.players) out.push(p.life, p.lost);
  out.push(s.battlefield.length);
  for (const id of s.battlefield) pushObj(out, s.objs[id]);
  out.push(s.effects.length);
  for (const e of s.effects) {
    out.push(e);
    pushObj(out, s.objs[e.source]);
  }
  return out;
}

export function sameSignature(a: Signature, b: Signature): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
