/**
 * What a static ability's reference names while the layers are being applied ("creatures you
 * control", "enchanted creature", "~"), its counts ("for each Forest you control") and its
 * conditions ("as long as you control an Island") — read against the characteristics computed so far.
 */
import type { Condition, Filter, Ref } from '../../effects/types';
import type { XEffect } from '../defs';
import {
  controlledByYou,
  inZone,
  objectMatches,
  optionalReads,
  READS_ACTIVE,
  READS_LIFE,
  untrackedReads,
  type MatchCtx,
} from '../match';
import type { Reader } from '../reader';
import type { ObjId } from '../types';
import { baseChars } from './base';
import type { Active } from './compute';
import type { ObjChars } from './types';

type Lookup = Map<ObjId, ObjChars>;

function ctxOf(byId: Lookup, act: Active): MatchCtx {
  return {
    controller: act.static ? (byId.get(act.source)?.controller ?? act.controller) : act.controller,
    source: act.source,
  };
}

/** The reference an effect acts on (`what`), for the kinds that have one. */
export function whatOf(e: XEffect): Ref | undefined {
  return 'what' in e && typeof e.what === 'object' && e.what !== null && 'ref' in e.what ? e.what : undefined;
}

/** The battlefield objects a continuous effect applies to now. */
export function refObjects(r: Reader, byId: Lookup, act: Active): ObjId[] {
  if (act.affected) return act.affected.filter((id) => byId.has(id));
  const ref = whatOf(act.effect);
  if (!ref) return [];
  switch (ref.ref) {
    case 'self':
    case 'it':
      return byId.has(act.source) ? [act.source] : [];
    case 'enchanted':
    case 'equipped': {
      const to = r.s.objs[act.source]?.attachedTo;
      return to !== null && to !== undefined && byId.has(to) ? [to] : [];
    }
    case 'each': {
      const ctx = ctxOf(byId, act);
      const out: ObjId[] = [];
      for (const c of byId.values()) if (objectMatches(r, c, ref.filter, ctx)) out.push(c.id);
      return out;
    }
    default:
      return [];
  }
}

/** How many objects match `f` (on the battlefield, or in the zone it names). */
export function countMatching(r: Reader, f: Filter, ctx: MatchCtx, byId: Lookup): number {
  let n = 0;
  if (f.zone) untrackedReads.n++; // the stack and hidden zones are not in the signature
  if (!f.zone || f.zone === 'stack') {
    const ids = f.zone === 'stack' ? r.s.stack.map((i) => i.obj) : r.s.battlefield;
    for (const id of ids) {
      const c = byId.get(id) ?? baseChars(r, id);
      if (objectMatches(r, c, f, ctx)) n++;
    }
    return n;
  }
  for (const p of r.s.players) {
    const zone = f.zone === 'graveyard' ? p.graveyard : f.zone === 'hand' ? p.hand : p.library;
    for (const id of zone) if (objectMatches(r, baseChars(r, id), f, ctx)) n++;
  }
  return n;
}

export function staticAmount(r: Reader, byId: Lookup, act: Active, f: Filter): number {
  return countMatching(r, f, ctxOf(byId, act), byId);
}

/** A static's condition, read against the characteristics being computed (`byId`). */
export function staticCondition(r: Reader, act: Active, cond: Condition, byId: Lookup): boolean {
  return holds(r, cond, ctxOf(byId, act), byId, { kicked: !!r.s.objs[act.source]?.cast?.kicked });
}

/**
 * A condition (CR 608.2c, 611.3b) from the point of view `ctx`. `extra.it`: the object "it" names
 * (for `is`); `extra.kicked`: whether the spell was kicked.
 */
export function holds(
  r: Reader,
  cond: Condition,
  ctx: MatchCtx,
  byId: Lookup,
  extra: { kicked?: boolean; it?: ObjId } = {},
): boolean {
  switch (cond.cond) {
    case 'control':
      return countMatching(r, controlledByYou(cond.filter), ctx, byId) >= (cond.atLeast ?? 1);
    case 'lifeAtLeast':
      optionalReads.mask |= READS_LIFE;
      return (r.s.players[ctx.controller]?.life ?? 0) >= cond.amount;
    case 'yourTurn':
      optionalReads.mask |= READS_ACTIVE;
      return r.s.active === ctx.controller;
    case 'kicked':
      return !!extra.kicked;
    case 'graveyardCount': {
      untrackedReads.n++;
      let n = 0;
      for (const id of r.s.players[ctx.controller]?.graveyard ?? [])
        if (objectMatches(r, baseChars(r, id), inZone(cond.filter, 'graveyard'), ctx)) n++;
      return n >= cond.atLeast;
    }
    case 'is': {
      const id = cond.what.ref === 'self' ? ctx.source : extra.it;
      if (id === undefined || id < 0) return false;
      const c = byId.get(id) ?? baseChars(r, id);
      return objectMatches(
        r,
        c,
        inZone(cond.filter, r.obj(id).zone === 'battlefield' ? undefined : (r.obj(id).zone as Filter['zone'])),
        ctx,
      );
    }
    case 'unlessPays':
      return false;
  }
}
