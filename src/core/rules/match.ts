/**
 * Does an object or a player match a compiled {@link Filter}? One reading of the filter language for
 * the whole core (targets, "each", statics, costs, triggers), against characteristics as the layers
 * made them (CR 613) for permanents and as printed elsewhere.
 */
import type { Filter, ObjectType } from '../effects/types';
import type { ObjChars } from './chars/types';
import { COLOR_BIT, T } from './defs';
import { hasKeyword } from './keywords/has';
import type { Reader } from './reader';
import type { ObjId, Seat, Target } from './types';

/** Whose point of view: "you" is the controller of the ability, "other" excludes its source. */
export interface MatchCtx {
  controller: Seat;
  source: ObjId;
}

const TYPE_BIT: Partial<Record<ObjectType, number>> = {
  creature: T.creature,
  planeswalker: T.planeswalker,
  artifact: T.artifact,
  enchantment: T.enchantment,
  land: T.land,
  instant: T.instant,
  sorcery: T.sorcery,
};

const SUPER_BIT: Record<string, number> = { basic: 1, legendary: 2, snow: 4 };

function colorMask(colors: readonly string[] | undefined): number {
  let m = 0;
  for (const c of colors ?? []) m |= COLOR_BIT[c] ?? 0;
  return m;
}

function typeIs(c: ObjChars, zone: string, t: ObjectType): boolean {
  switch (t) {
    case 'permanent':
      return zone === 'battlefield';
    case 'card':
      return zone !== 'battlefield' && zone !== 'stack';
    case 'spell':
      return zone === 'stack';
    case 'player':
    case 'opponent':
      return false;
    default:
      return (c.types & (TYPE_BIT[t] ?? 0)) !== 0;
  }
}

function inRange(v: number, r: { atMost?: number; atLeast?: number } | undefined): boolean {
  if (!r) return true;
  return (r.atMost === undefined || v <= r.atMost) && (r.atLeast === undefined || v >= r.atLeast);
}

/**
 * Does object `id` (with characteristics `c`) match `f`? Without `f.zone`, objects must be on the
 * battlefield, except for spells (on the stack) and cards ("card" alone: any zone but these).
 */
export function objectMatches(r: Reader, c: ObjChars, f: Filter, ctx: MatchCtx): boolean {
  const o = r.obj(c.id);
  const zone = o.zone;
  const wantsSpell = f.types.includes('spell');
  if (f.zone) {
    if (zone !== f.zone) return false;
  } else if (wantsSpell ? zone !== 'stack' : !f.types.includes('card') && zone !== 'battlefield') return false;
  // Plain loops, not some/every with closures: this runs for every object every filter asks about.
  if (!anyType(c, zone, f.types)) return false;
  if (f.cardTypes && !anyType(c, 'battlefield', f.cardTypes)) return false;
  if (f.allTypes) for (const t of f.allTypes) if (!typeIs(c, 'battlefield', t)) return false;
  if (f.notTypes && anyType(c, 'battlefield', f.notTypes)) return false;
  if (f.supertypes) for (const st of f.supertypes) if ((c.supertypes & (SUPER_BIT[st] ?? 0)) === 0) return false;
  if (f.subtypes && !anySubtype(c, f.subtypes)) return false;
  if (f.notSubtypes && anySubtype(c, f.notSubtypes)) return false;
  if (f.colors && (c.colors & colorMask(f.colors)) === 0) return false;
  if (f.notColors && (c.colors & colorMask(f.notColors)) !== 0) return false;
  if (f.other && c.id === ctx.source) return false;
  if (f.controller) {
    const who = zone === 'battlefield' || zone === 'stack' ? c.controller : o.owner;
    if (f.controller === 'you' ? who !== ctx.controller : who === ctx.controller) return false;
  }
  if (f.owner && (f.owner === 'you' ? o.owner !== ctx.controller : o.owner === ctx.controller)) return false;
  if (f.state && !allStates(r, c, f.state)) return false;
  if (f.stateAny && !anyState(r, c, f.stateAny)) return false;
  if (!inRange(c.power, f.power) || !inRange(c.toughness, f.toughness)) return false;
  if (f.manaValue && !inRange(r.s.cards[o.card]!.mv, f.manaValue)) return false;
  return true;
}

/** `every` and `some` over the states without a closure per call (stops at the same state). */
function allStates(r: Reader, c: ObjChars, states: readonly string[]): boolean {
  for (const st of states) if (!stateIs(r, c, st)) return false;
  return true;
}

function anyState(r: Reader, c: ObjChars, states: readonly string[]): boolean {
  for (const st of states) if (stateIs(r, c, st)) return true;
  return false;
}

function anyType(c: ObjChars, zone: string, ts: readonly ObjectType[]): boolean {
  for (const t of ts) if (typeIs(c, zone, t)) return true;
  return false;
}

function anySubtype(c: ObjChars, subtypes: readonly string[]): boolean {
  for (const st of subtypes) if (hasSubtype(c, st)) return true;
  return false;
}

function hasSubtype(c: ObjChars, s: string): boolean {
  // CR 702.73a: changeling is every creature type.
  return (
    c.subtypes.includes(s) || ((c.types & T.creature) !== 0 && hasKeyword(c, 'changeling') && !LAND_OR_OTHER.has(s))
  );
}

const LAND_OR_OTHER = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Aura', 'Equipment', 'Vehicle']);

/**
 * Counts reads of inputs the characteristics' signature (chars/signature.ts) does not cover:
 * characteristics computed while this moved are never handed on to the next state.
 */
export const untrackedReads = { n: 0 };

/**
 * Inputs the signature lists only when the layers read them (chars/signature.ts): most
 * computations read no tapped state, no life and not the active player, and their characteristics
 * then survive tapping lands, a life change or a new turn.
 */
export const READS_TAPPED = 1;
export const READS_LIFE = 2;
export const READS_ACTIVE = 4;
export const optionalReads = { mask: 0 };

function stateIs(r: Reader, c: ObjChars, st: string): boolean {
  const o = r.obj(c.id);
  if (st === 'attacking' || st === 'blocking') untrackedReads.n++;
  switch (st) {
    case 'tapped':
      optionalReads.mask |= READS_TAPPED;
      return o.tapped;
    case 'untapped':
      optionalReads.mask |= READS_TAPPED;
      return !o.tapped;
    case 'attacking':
      return !!r.s.combat?.attackers.some((a) => a.obj === c.id);
    case 'blocking':
      return !!r.s.combat && (r.s.combat.blocking[c.id]?.length ?? 0) > 0;
    case 'flying':
      return hasKeyword(c, 'flying');
    case 'withoutFlying':
      return !hasKeyword(c, 'flying');
    default:
      return false;
  }
}

/** Does player `seat` match `f` (types 'player' or 'opponent', `controller` for "you"/"an opponent")? */
export function playerMatches(r: Reader, seat: Seat, f: Filter, ctx: MatchCtx): boolean {
  if (r.s.players[seat]?.lost) return false;
  const isOpp = seat !== ctx.controller;
  if (f.types.includes('player')) {
    if (f.controller === 'you' && isOpp) return false;
    if (f.controller === 'opponent' && !isOpp) return false;
    return true;
  }
  return f.types.includes('opponent') && isOpp;
}

export const isPlayer = (t: Target): t is { p: Seat } => 'p' in t;
export const objOf = (t: Target): ObjId => ('o' in t ? t.o : -1);
