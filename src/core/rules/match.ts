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

function typeMask(ts: readonly ObjectType[] | undefined): number {
  let m = 0;
  for (const t of ts ?? []) m |= TYPE_BIT[t] ?? 0;
  return m;
}

/** Types that are no bit of the type line: read from the zone ("permanent", "card", "spell") or players. */
const ZONE_TYPES: ReadonlySet<ObjectType> = new Set(['permanent', 'card', 'spell', 'player', 'opponent']);

/**
 * A filter read once into masks: `objectMatches` then does bit tests instead of scanning the
 * filter's arrays on every call. Each field gives exactly the answer the plain reading gave.
 */
export interface Compiled {
  /** The zone the object must be in, or null for any ("card" alone without `zone`). */
  zone: string | null;
  /** `types`: type-line bits, or the zone words. */
  typeBits: number;
  anyPermanent: boolean;
  anyCard: boolean;
  anySpell: boolean;
  /** Does it name players ("player", "opponent")? Target scans list them first. */
  players: boolean;
  /** `cardTypes` (read as on the battlefield): -1 when absent or naming "permanent" (always met). */
  cardBits: number;
  /** `allTypes`: every bit needed; `allNever` when one names what no permanent's type line has. */
  allBits: number;
  allNever: boolean;
  /** `notTypes`: -1 when it names "permanent" (always excluded). */
  notBits: number;
  superBits: number;
  superNever: boolean;
  /** `colors`: -1 when absent (an empty list matches nothing: mask 0). */
  colorBits: number;
  notColorBits: number;
}

// Filters are immutable parts of card definitions (or derived ones, cached by `derived`), so a
// filter object always compiles to the same record.
const compiled = new WeakMap<Filter, Compiled>();

// The last filter asked about, before the WeakMap: scans ask about one filter many times running,
// and some callers build a fresh filter per scan (hooks' extra costs), which then compiles once.
let lastF: Filter | null = null;
let lastK: Compiled | null = null;

function compile(f: Filter): Compiled {
  if (f === lastF) return lastK!;
  let k = compiled.get(f);
  if (!k) compiled.set(f, (k = build(f)));
  lastF = f;
  lastK = k;
  return k;
}

/**
 * A filter compiled for one scan, not kept unless it was already: for callers whose filter may be a
 * fresh object each call (hooks' extra costs), where keeping it would only feed the WeakMap garbage.
 */
export function compiledFor(f: Filter): Compiled {
  return compiled.get(f) ?? build(f);
}

function build(f: Filter): Compiled {
  const ts = f.types;
  const anySpell = ts.includes('spell');
  const anyCard = ts.includes('card');
  const superNever = !!f.supertypes?.some((st) => !SUPER_BIT[st]);
  let superBits = 0;
  for (const st of f.supertypes ?? []) superBits |= SUPER_BIT[st] ?? 0;
  return {
    zone: f.zone ?? (anySpell ? 'stack' : anyCard ? null : 'battlefield'),
    typeBits: typeMask(ts),
    anyPermanent: ts.includes('permanent'),
    anyCard,
    anySpell,
    players: ts.includes('player') || ts.includes('opponent'),
    cardBits: !f.cardTypes || f.cardTypes.includes('permanent') ? -1 : typeMask(f.cardTypes),
    allBits: typeMask(f.allTypes),
    allNever: !!f.allTypes?.some((t) => t !== 'permanent' && (ZONE_TYPES.has(t) || !TYPE_BIT[t])),
    notBits: f.notTypes?.includes('permanent') ? -1 : typeMask(f.notTypes),
    superBits,
    superNever,
    colorBits: f.colors ? colorMask(f.colors) : -1,
    notColorBits: colorMask(f.notColors),
  };
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
  return matchesCompiled(r, c, f, compile(f), ctx);
}

/** {@link objectMatches} with `f` compiled by the caller (`k` from {@link compiledFor}). */
export function matchesCompiled(r: Reader, c: ObjChars, f: Filter, k: Compiled, ctx: MatchCtx): boolean {
  const o = r.obj(c.id);
  const zone = o.zone;
  if (k.zone !== null && zone !== k.zone) return false;
  const types = c.types;
  if (
    (types & k.typeBits) === 0 &&
    !(k.anyPermanent && zone === 'battlefield') &&
    !(k.anySpell && zone === 'stack') &&
    !(k.anyCard && zone !== 'battlefield' && zone !== 'stack')
  )
    return false;
  if (k.cardBits !== -1 && (types & k.cardBits) === 0) return false;
  if (k.allNever || (types & k.allBits) !== k.allBits) return false;
  if (k.notBits === -1 || (types & k.notBits) !== 0) return false;
  if (k.superNever || (c.supertypes & k.superBits) !== k.superBits) return false;
  if (f.subtypes && !anySubtype(c, f.subtypes)) return false;
  if (f.notSubtypes && anySubtype(c, f.notSubtypes)) return false;
  if (k.colorBits !== -1 && (c.colors & k.colorBits) === 0) return false;
  if ((c.colors & k.notColorBits) !== 0) return false;
  if (f.other && c.id === ctx.source) return false;
  if (f.controller) {
    const who = zone === 'battlefield' || zone === 'stack' ? c.controller : o.owner;
    if (f.controller === 'you' ? who !== ctx.controller : who === ctx.controller) return false;
  }
  if (f.owner && (f.owner === 'you' ? o.owner !== ctx.controller : o.owner === ctx.controller)) return false;
  // The states last but for the ranges, as before: reading them counts untracked inputs.
  if (f.state && !allStates(r, c, f.state)) return false;
  if (f.stateAny && !anyState(r, c, f.stateAny)) return false;
  if (!inRange(c.power, f.power) || !inRange(c.toughness, f.toughness)) return false;
  if (f.manaValue && !inRange(r.s.cards[o.card]!.mv, f.manaValue)) return false;
  return true;
}

/** Does the filter name players? The compiled answer, for target scans. */
export function namesPlayers(f: Filter): boolean {
  return compile(f).players;
}

const withoutControllers = new WeakMap<Filter, Filter>();
const inZones = new Map<string | undefined, WeakMap<Filter, Filter>>();

/** `{ ...f, controller: undefined }`, one object per filter so it compiles once. */
export function withoutController(f: Filter): Filter {
  let out = withoutControllers.get(f);
  if (!out) withoutControllers.set(f, (out = { ...f, controller: undefined }));
  return out;
}

const yours = new WeakMap<Filter, Filter>();

/** `{ ...f, controller: 'you' }`, one object per filter so it compiles once. */
export function controlledByYou(f: Filter): Filter {
  let out = yours.get(f);
  if (!out) yours.set(f, (out = { ...f, controller: 'you' }));
  return out;
}

/** `{ ...f, zone }`, one object per filter and zone so it compiles once. */
export function inZone(f: Filter, zone: Filter['zone']): Filter {
  let m = inZones.get(zone);
  if (!m) inZones.set(zone, (m = new WeakMap()));
  let out = m.get(f);
  if (!out) m.set(f, (out = { ...f, zone }));
  return out;
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
