/**
 * Targets (CR 115): which target slots an ability has (in the modes chosen), what each slot may
 * pick, and whether a chosen target is still legal on resolution (CR 608.2b). Shroud, hexproof,
 * protection (CR 702.16: can't be targeted by sources of that quality) and "can't be the target
 * of" effects are read from the characteristics in force.
 */
import type { Filter } from '../effects/types';
import { chars, charsOf } from './chars/compute';
import type { ObjChars } from './chars/types';
import type { SlotRef, XEffect } from './defs';
import { COLOR_BIT } from './defs';
import { hasKeyword, keywordParams } from './keywords/has';
import { namesPlayers, objectMatches, playerMatches, type MatchCtx } from './match';
import type { Reader } from './reader';
import type { ObjId, Seat, Target } from './types';
import { objectsInZone } from './zones';

/** Slot lists by effect list (definitions are immutable) and modes: enumeration asks again and again. */
const NO_SLOTS: readonly SlotRef[] = Object.freeze([]);
const slotMemo = new WeakMap<readonly XEffect[], Map<string, readonly SlotRef[]>>();

/** The target references of `effects`, in slot order (granted quoted abilities excluded). Shared: read only. */
export function slotRefs(effects: readonly XEffect[], modes: number[] | null): readonly SlotRef[] {
  // No effects, no slots; and no WeakMap entry for the fresh empty lists `effectsOf` makes.
  if (effects.length === 0) return NO_SLOTS;
  let byModes = slotMemo.get(effects);
  if (!byModes) slotMemo.set(effects, (byModes = new Map()));
  const key = modes ? modes.join(',') : '-';
  let hit = byModes.get(key);
  if (!hit) {
    hit = Object.freeze(findSlotRefs(effects, modes));
    byModes.set(key, hit);
  }
  return hit;
}

function findSlotRefs(effects: readonly XEffect[], modes: number[] | null): SlotRef[] {
  const out: SlotRef[] = [];
  const visit = (x: unknown, key?: string): void => {
    if (key === 'ability' || x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      for (const v of x) visit(v);
      return;
    }
    const o = x as Record<string, unknown>;
    if (o['kind'] === 'modal' && modes) {
      const ms = o['modes'] as XEffect[][];
      for (const i of modes) visit(ms[i]);
      return;
    }
    if (o['ref'] === 'target' && typeof o['slot'] === 'number') out.push(o as unknown as SlotRef);
    for (const [k, v] of Object.entries(o)) visit(v, k);
  };
  visit(effects);
  return out.sort((a, b) => a.slot - b.slot);
}

/** How many targets a slot takes: "target creature" 1, "up to two target" 0..2, "X target" X. */
export function slotCount(ref: SlotRef, x: number): { min: number; max: number } {
  const n = ref.count === undefined ? 1 : ref.count === 'X' ? x : ref.count;
  return { min: ref.upTo ? 0 : n, max: n };
}

const COLOR_WORDS: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** CR 702.16: protection from a colour (or "from creatures", "from everything"). */
export function protectedFrom(c: ObjChars, source: ObjChars | null): boolean {
  if (!source) return false;
  for (const q of keywordParams(c, 'protection')) {
    const w = q.trim().toLowerCase();
    if (w === 'everything') return true;
    if (w === 'creatures' && source.types & 2) return true;
    const col = COLOR_WORDS[w] ?? (w.length === 1 ? w.toUpperCase() : undefined);
    if (col && source.colors & (COLOR_BIT[col] ?? 0)) return true;
  }
  return false;
}

/** Can `id` be targeted by an ability of `source` controlled by `seat`? */
export function targetable(r: Reader, id: ObjId, source: ObjId, seat: Seat): boolean {
  const c = charsOf(r, id);
  if (r.obj(id).zone === 'battlefield') {
    if (hasKeyword(c, 'shroud')) return false;
    if (hasKeyword(c, 'hexproof') && c.controller !== seat) return false;
    if (protectedFrom(c, sourceChars(r, source))) return false;
    if (untargetable(r, id)) return false;
  }
  return true;
}

/** A loop, not `some` with a closure over `id`: that closure's context was made at every call. */
function untargetable(r: Reader, id: ObjId): boolean {
  for (const m of chars(r).mods) if (m.kind === 'untargetable' && m.obj === id) return true;
  return false;
}

function sourceChars(r: Reader, source: ObjId): ObjChars | null {
  return source >= 0 && r.s.objs[source] ? charsOf(r, source) : null;
}

/** Every legal choice for a target reference (CR 115.3), players first. */
export function candidates(r: Reader, ref: { filter: Filter }, ctx: MatchCtx): Target[] {
  const out: Target[] = [];
  scan(r, ref, ctx, out, Infinity);
  return out;
}

/** Has the reference at least `n` legal choices? Counted, not listed: legal actions ask for every card. */
export function hasCandidates(r: Reader, ref: { filter: Filter }, ctx: MatchCtx, n: number): boolean {
  return n <= 0 || scan(r, ref, ctx, null, n) >= n;
}

/** The choices in order into `out` (when given), stopping at `stop`; returns how many. */
function scan(r: Reader, ref: { filter: Filter }, ctx: MatchCtx, out: Target[] | null, stop: number): number {
  let n = 0;
  const f = ref.filter;
  if (namesPlayers(f))
    for (const p of r.s.players)
      if (playerMatches(r, p.seat, f, ctx)) {
        out?.push({ p: p.seat });
        if (++n >= stop) return n;
      }
  // `targetable` inlined: the candidate's characteristics read once, the source's once per scan.
  let src: ObjChars | null | undefined;
  for (const id of objectsInZone(r.s, f, false)) {
    const zone = r.obj(id).zone;
    if (id === ctx.source && zone === 'stack') continue; // a spell can't target itself (CR 115.5)
    const c = charsOf(r, id);
    if (!objectMatches(r, c, f, ctx)) continue;
    if (zone === 'battlefield') {
      if (hasKeyword(c, 'shroud')) continue;
      if (hasKeyword(c, 'hexproof') && c.controller !== ctx.controller) continue;
      if (protectedFrom(c, src === undefined ? (src = sourceChars(r, ctx.source)) : src)) continue;
      if (untargetable(r, id)) continue;
    }
    out?.push({ o: id });
    if (++n >= stop) return n;
  }
  return n;
}

/** Is a chosen target still legal as the ability resolves (CR 608.2b)? */
export function stillLegal(r: Reader, t: Target, ref: SlotRef, ctx: MatchCtx): boolean {
  if ('p' in t) return playerMatches(r, t.p, ref.filter, ctx);
  const o = r.obj(t.o);
  if (o.next >= 0) return false;
  return objectMatches(r, charsOf(r, t.o), ref.filter, ctx) && targetable(r, t.o, ctx.source, ctx.controller);
}
