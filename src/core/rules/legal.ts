/**
 * What a seat with priority may do (CR 117.1): play a land, cast a spell, activate an ability, or
 * pass. A choice is offered only when it can be completed — its timing holds, its costs can be
 * paid and every required target slot has a legal target — so an announced spell never dead-ends.
 */
import { abilityOf, additionalCosts, defOf, effectsOf } from './abilities';
import { chars, charsOf } from './chars/compute';
import { costPayable, COST_KINDS } from './costs';
import type { Action } from './decisions';
import type { CardDef, RAbility } from './defs';
import { T } from './defs';
import { withGeneric, parseManaCost, type ManaCost } from './mana';
import { canPay, closePaymentMemo, openPaymentMemo } from './manaSources';
import { objectMatches } from './match';
import { TIMING_ALL, TIMING_BATTLEFIELD, TIMING_FROM, TIMING_HELD, type RulesModule } from './module';
import { morphActions } from './keywords/morph';
import {
  anyCardBits,
  cardBits,
  FLASHBACK_BIT,
  GRAVEYARD_ABILITY_BIT,
  keywordCasts,
  SPLIT_SECOND_BIT,
} from './keywords/castLists';

import { activatable, type Activatable } from './activatable';
import { keywordCostReduction } from './keywords/costReductions';
import { splitSecondOnStack } from './keywords/splitSecond';
import { gameHasGraveyardGrants, grantedFromGraveyard, graveyardGrants } from './keywords/granted';
import type { Filter } from '../effects/types';
import type { ObjChars } from './chars/types';
import type { Reader } from './reader';
import { hasCandidates, slotCount, slotRefs } from './targets';
import type { ObjId, Seat } from './types';

import { effectsExecutable, executable, executableWith } from './executable';

export { effectsExecutable, executable, executableWith, setExecutableKinds } from './executable';

/** The keyword casts' lists' bits of `cardBits` (keywords/castLists.ts). */
const LIST_BITS = FLASHBACK_BIT - 1;
/** The bits the graveyard loop reads. */
const GRAVEYARD_BITS = LIST_BITS | FLASHBACK_BIT | GRAVEYARD_ABILITY_BIT;

const isMain = (r: Reader) => r.s.step === 'main1' || r.s.step === 'main2';

/** CR 307.1 / 505.6a: sorcery timing — your main phase, empty stack. */
export function sorceryTiming(r: Reader, seat: Seat): boolean {
  return r.s.active === seat && isMain(r) && r.s.stack.length === 0;
}

/** The mana cost to cast `def` for `seat` now, with cost changes in force (CR 601.2f). */
export function spellCost(r: Reader, seat: Seat, id: ObjId, def: CardDef): ManaCost {
  let by = -keywordCostReduction(r, seat, def);
  for (const m of chars(r).players)
    if (
      m.kind === 'costChange' &&
      m.seat === seat &&
      m.spells &&
      objectMatches(r, asControlledBy(charsOf(r, id), seat), asCards(m.spells, null), { controller: seat, source: id })
    )
      by += m.by ?? 0;
  return withGeneric(def.cost, by);
}

/** The card's characteristics as `seat`'s: themselves when they say so already (the usual case: its own hand). */
const asControlledBy = (c: ObjChars, seat: Seat): ObjChars => (c.controller === seat ? c : { ...c, controller: seat });

/**
 * A rule's spell filter read as one of cards (in `zone`, or any zone with null). Filters belong to
 * definitions and effects, which live as long as the game: made once each, not per card asked about.
 */
const cardFilters = new WeakMap<Filter, Filter>();
const handCardFilters = new WeakMap<Filter, Filter>();

function asCards(f: Filter, zone: 'hand' | null): Filter {
  const map = zone ? handCardFilters : cardFilters;
  let out = map.get(f);
  if (!out) map.set(f, (out = zone ? { ...f, types: ['card'], zone } : { ...f, zone: undefined, types: ['card'] }));
  return out;
}

/** Can `seat` cast spells now at all (CR 101.2 "can't" effects, spell limits)? */
export function castAllowed(r: Reader, seat: Seat, id: ObjId): boolean {
  const p = r.s.players[seat]!;
  for (const m of chars(r).players) {
    if (m.seat !== seat) continue;
    if (m.kind === 'spellLimit' && p.spellsCast >= (m.perTurn ?? 1)) return false;
    if (
      m.kind === 'cantCast' &&
      m.spells &&
      objectMatches(r, charsOf(r, id), asCards(m.spells, 'hand'), { controller: seat, source: id })
    )
      return false;
  }
  return true;
}

/** Has every required target slot of these effects at least its minimum of candidates? */
export function targetsAvailable(
  r: Reader,
  a: RAbility | null,
  seat: Seat,
  source: ObjId,
  modes: number[] | null,
): boolean {
  const refs = slotRefs(effectsOf(a), modes);
  if (refs.length === 0) return true;
  const ctx = { controller: seat, source };
  for (const ref of refs) {
    const min = slotCount(ref, 0).min;
    if (min > 0 && !hasCandidates(r, ref, ctx, min)) return false;
  }
  return true;
}

/** Loops, not `find`/`filter` with closures: asked for every castable card at every enumeration. */
export function modalOk(r: Reader, a: RAbility | null, seat: Seat, source: ObjId): boolean {
  const effects = effectsOf(a);
  for (const m of effects) {
    if (m.kind !== 'modal') continue;
    let ok = 0;
    for (let i = 0; i < m.modes.length; i++) if (targetsAvailable(r, a, seat, source, [i])) ok++;
    return ok >= m.choose;
  }
  return targetsAvailable(r, a, seat, source, null);
}

/** Is casting card object `id` (or its half) possible for `seat` now? */
/** `reduce`: generic mana paid otherwise (delve's exiled cards, keywords/delve.ts). */
export function canCast(
  r: Reader,
  seat: Seat,
  id: ObjId,
  half: number,
  flashback: boolean,
  m: RulesModule,
  reduce = 0,
): boolean {
  const o = r.obj(id);
  const def = defOf(r.s, o.card, half);
  if (def.types & T.land || def.halves) return false;
  // The variant's timing first: it refuses most cards (Magic Combat); flash is read only without it.
  const timing = m.castTiming?.(r, seat, id, def);
  if (timing === false) return false;
  if (timing === undefined && !(def.types & T.instant) && !sorceryTiming(r, seat) && !hasFlash(def)) return false;
  if (!castAllowed(r, seat, id)) return false;
  if (def.types & (T.instant | T.sorcery)) {
    if (!hasSpellAbility(def)) return false;
  } else if (def.subtypes.includes('Aura') && !hasSpellAbility(def)) return false; // an enchant we can't read
  if (!executable(def) && !(m.runsKeywords && executableWith(def, m.runsKeywords))) return false;
  for (const c of additionalCosts(def)) if (!costPayable(r, seat, id, c)) return false;
  if (m.extraCastCosts)
    for (const c of m.extraCastCosts(r, seat, id, def)) if (!costPayable(r, seat, id, c)) return false;
  const base = flashback
    ? parseManaCost(def.keywords.find((k) => k.keyword === 'flashback')?.of)
    : spellCost(r, seat, id, def);
  if (m.mana && !canPay(r, seat, reduce ? withGeneric(base, -reduce) : base, -1, hasConvoke(def))) return false;
  return modalOk(r, spellAbility(def), seat, id);
}

/** `abilityOf`'s spell ability (`SPELL`) of `def`, the definition or half already looked up. */
function spellAbility(def: CardDef): RAbility | null {
  for (const a of def.abilities) if (a.type === 'spell' && !a.keyword) return a;
  return null;
}

function hasSpellAbility(def: CardDef): boolean {
  for (const a of def.abilities) if (a.type === 'spell') return true;
  return false;
}

function hasFlash(def: CardDef): boolean {
  for (const k of def.keywords) if (k.keyword === 'flash') return true;
  return false;
}

/** CR 602.5: may `seat` activate ability `ref.a` of `id` now? */
export function canActivate(r: Reader, seat: Seat, id: ObjId, a: RAbility, m: RulesModule): boolean {
  if (a.type !== 'activated' || a.mana) return false;
  const timing = m.activateTiming?.(r, seat, id, a);
  if (timing === false) return false;
  if (timing === undefined) {
    if (a.sorcerySpeed && !sorceryTiming(r, seat)) return false;
    if (a.costs.some((c) => c.cost === 'loyalty') && !sorceryTiming(r, seat)) return false;
    if (a.timing === 'yourTurn' && r.s.active !== seat) return false;
    if (a.timing === 'yourUpkeep' && (r.s.active !== seat || r.s.step !== 'upkeep')) return false;
  }
  if (a.oncePerTurn && r.obj(id).usedTurn === r.s.turn) return false;
  if (cantActivate(r, id)) return false;
  const tapsSelf = a.costs.some((c) => c.cost === 'tap');
  for (const c of a.costs) {
    if (!COST_KINDS.has(c.cost)) return false;
    if (c.cost === 'mana') {
      if (m.mana && !canPay(r, seat, parseManaCost(c.mana), tapsSelf ? id : -1)) return false;
    } else if (!costPayable(r, seat, id, c)) return false;
  }
  if (!effectsExecutable(a)) return false;
  return modalOk(r, a, seat, id);
}

/** A loop, not `some` with a closure over `id`: that closure's context was made at every call. */
function cantActivate(r: Reader, id: ObjId): boolean {
  for (const x of chars(r).mods)
    if (x.kind === 'restrict' && x.obj === id && x.cannot?.includes('activate')) return true;
  return false;
}

/** Does `seat` have anything to do with priority but pass? (Auto-pass asks this at every priority.) */
export function canDoAnything(r: Reader, seat: Seat, m: RulesModule): boolean {
  return priorityActions(r, seat, m, true).length > 1;
}

/** Every action `seat` has with priority (pass first); `first`: stop at the first one beyond pass. */
export function priorityActions(r: Reader, seat: Seat, m: RulesModule, first = false): Action[] {
  const opened = openPaymentMemo(r);
  try {
    return enumerate(r, seat, m, first);
  } finally {
    if (opened) closePaymentMemo();
  }
}

/** A list the enumeration skips (one list: loops over it see one elements kind). */
const NO_IDS: readonly ObjId[] = [];

/** No permanent's ability can be activated now (one list: loops over it see one elements kind). */
const NO_ACTIVATABLE: readonly Activatable[] = [];

function enumerate(r: Reader, seat: Seat, m: RulesModule, first: boolean): Action[] {
  const out: Action[] = [{ t: 'pass' }];
  const s = r.s;
  const bits = cardBits(s.cards);
  const any = anyCardBits(bits);
  // CR 702.61a: under split second only special actions (turning face up) remain.
  if (s.stack.length && any & SPLIT_SECOND_BIT && splitSecondOnStack(r)) {
    morphActions(r, seat, m, false, () => false, out);
    return out;
  }
  const p = s.players[seat]!;
  // (Inline checks, not a named closure: named closures cost a defineProperty each under tsx.)
  const landOk = sorceryTiming(r, seat) && p.landsPlayed < p.landLimit + extraLands(r, seat);
  // The lists the variant's timing refuses whole are skipped (module.ts `timingWindows`).
  const windows = m.timingWindows ? m.timingWindows(r, seat) : TIMING_ALL;
  const held = (windows & TIMING_HELD) !== 0;
  // The keyword casts' lists the held cards may feed (keywords/castLists.ts).
  let handMask = 0;
  let graveMask = 0;
  // Without a cast, an ability or a land to offer, the hand loop would only gather list bits.
  const hand = held || landOk || (any & LIST_BITS) !== 0 ? p.hand : NO_IDS;
  for (const id of hand) {
    if (first && out.length > 1) return out;
    const card = r.obj(id).card;
    const def = s.cards[card]!;
    handMask |= bits[card]! & LIST_BITS;
    if (def.types & T.land) {
      if (landOk) out.push({ t: 'play', o: id });
      continue;
    }
    if (!held) continue;
    // Plain loops, not forEach: a closure per card per enumeration is garbage at every priority.
    if (def.halves) {
      for (let h = 0; h < def.halves.length; h++)
        if (canCast(r, seat, id, h, false, m)) out.push({ t: 'cast', o: id, half: h });
    } else if (canCast(r, seat, id, -1, false, m)) out.push({ t: 'cast', o: id });
    for (let i = 0; i < def.abilities.length; i++) {
      const a = def.abilities[i]!;
      if (a.zone === 'hand' && canActivate(r, seat, id, a, m)) out.push({ t: 'activate', o: id, a: i });
    }
  }
  const grants = held && p.graveyard.length && gameHasGraveyardGrants(s) ? graveyardGrants(s) : null;
  const graveyard = grants || (any & (held ? GRAVEYARD_BITS : LIST_BITS)) !== 0 ? p.graveyard : NO_IDS;
  for (const id of graveyard) {
    if (first && out.length > 1) return out;
    const card = r.obj(id).card;
    const b = bits[card]!;
    graveMask |= b & LIST_BITS;
    if (!held) continue;
    if (b & FLASHBACK_BIT && canCast(r, seat, id, -1, true, m)) out.push({ t: 'cast', o: id, from: 'graveyard' });
    if (grants) grantedFromGraveyard(r, id, grants, (a) => canActivate(r, seat, id, a, m), out);
    // Abilities that work from the graveyard (CR 113.6k: "{5}, Exile ~ from your graveyard: …").
    if (!(b & GRAVEYARD_ABILITY_BIT)) continue;
    const def = s.cards[card]!;
    for (let i = 0; i < def.abilities.length; i++) {
      const a = def.abilities[i]!;
      if (a.zone === 'graveyard' && canActivate(r, seat, id, a, m)) out.push({ t: 'activate', o: id, a: i });
    }
  }
  if (m.castFrom && windows & TIMING_FROM)
    for (const id of m.castFrom(r, seat)) {
      if (first && out.length > 1) return out;
      if (canCast(r, seat, id, -1, false, m)) out.push({ t: 'cast', o: id });
    }
  const acts = windows & TIMING_BATTLEFIELD ? activatable(r) : NO_ACTIVATABLE;
  if (acts)
    for (const x of acts) {
      if (first && out.length > 1) return out;
      if (x.controller === seat && canActivate(r, seat, x.id, x.a, m)) out.push({ t: 'activate', o: x.id, a: x.i });
    }
  else
    for (const id of s.battlefield) {
      if (first && out.length > 1) return out;
      const c = charsOf(r, id);
      if (c.controller !== seat) continue;
      for (let i = 0; i < c.abilities.length; i++) {
        const a = abilityOf(s, c.abilities[i]!);
        if (a && a.type === 'activated' && !a.mana && !a.zone && canActivate(r, seat, id, a, m))
          out.push({ t: 'activate', o: id, a: i });
      }
    }
  keywordCasts(r, seat, m, sorceryTiming(r, seat), handMask, graveMask, castOkFor(r, seat), out);
  return out;
}

/**
 * The keyword casts' "may this card be cast at all" for `r` and `seat`: one module function over
 * module variables, not a closure per enumeration (under tsx each named closure costs a
 * defineProperty). Set at each enumeration before the keyword lists use it; nothing they call
 * enumerates again.
 */
let okReader: Reader | null = null;
let okSeat: Seat = 0;

function castOkNow(id: ObjId, def: CardDef): boolean {
  return castAllowed(okReader!, okSeat, id) && executable(def);
}

function castOkFor(r: Reader, seat: Seat): (id: ObjId, def: CardDef) => boolean {
  okReader = r;
  okSeat = seat;
  return castOkNow;
}

function extraLands(r: Reader, seat: Seat): number {
  let n = 0;
  for (const m of chars(r).players) if (m.kind === 'extraLand' && m.seat === seat) n += m.count ?? 1;
  return n;
}

export const hasConvoke = (def: CardDef): boolean => def.keywords.some((k) => k.keyword === 'convoke');
