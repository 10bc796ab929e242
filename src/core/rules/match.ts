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
  if (!f.types.some((t) => typeIs(c, zone, t))) return false;
  if (f.cardTypes && !f.cardTypes.some((t) => typeIs(c, 'battlefield', t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => typeIs(c, 'battlefield', t))) return false;
  if (f.notTypes && f.notTypes.some((t) => typeIs(c, 'battlefield', t))) return false;
  if (f.supertypes && !f.supertypes.every((s) => (c.supertypes & (SUPER_BIT[s] ?? 0)) !== 0)) return false;
  if (f.subtypes && !f.subtypes.some((s) => hasSubtype(r, c, s))) return false;
  if (f.notSubtypes && f.notSubtypes.some((s) => hasSubtype(r, c, s))) return false;
  if (f.colors && (c.colors & colorMask(f.colors)) === 0) return false;
  if (f.notColors && (c.colors & colorMask(f.notColors)) !== 0) return false;
  if (f.other && c.id === ctx.source) return false;
  if (f.controller) {
    const who = zone === 'battlefield' || zone === 'stack' ? c.controller : o.owner;
    if (f.controller === 'you' ? who !== ctx.controller : who === ctx.controller) return false;
  }
  if (f.owner && (f.owner === 'you' ? o.owner !== ctx.controller : o.owner === ctx.controller)) return false;
  if (f.state && !f.state.every((st) => stateIs(r, c, st))) return false;
  if (f.stateAny && !f.stateAny.some((st) => stateIs(r, c, st))) return false;
  if (!inRange(c.power, f.power) || !inRange(c.toughness, f.toughness)) return false;
  if (f.manaValue && !inRange(r.s.cards[o.card]!.mv, f.manaValue)) return false;
  return true;
}

function hasSubtype(_r: Reader, c: ObjChars, s: string): boolean {
  // CR 702.73a: changeling is every creature type.
  return (
    c.subtypes.includes(s) || ((c.types & T.creature) !== 0 && hasKeyword(c, 'changeling') && !LAND_OR_OTHER.has(s))
  );
}

const LAND_OR_OTHER = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Aura', 'Equipment', 'Vehicle']);

function stateIs(r: Reader, c: ObjChars, st: string): boolean {
  const o = r.obj(c.id);
  switch (st) {
    case 'tapped':
      return o.tapped;
    case 'untapped':
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
