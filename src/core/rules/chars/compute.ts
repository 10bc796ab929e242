/**
 * The layer system (CR 613), as far as the compiler's effects need it: control (layer 2), type and
 * colour (4, 5: "becomes a 3/3 creature"), abilities (6: keyword grants and losses, quoted
 * abilities), power/toughness (7a characteristic-defining, 7b setting, 7c modifying and counters).
 * Within a layer effects apply in timestamp order (CR 613.7); dependencies (CR 613.8) are not
 * modelled — the compiler emits no effect pair that depends on each other through a layer.
 * Statics of permanents and the timed effects of resolved spells go through the same code.
 */
import type { Effect, Keyword } from '../../effects/types';
import type { XEffect } from '../defs';
import { COLOR_BIT, T } from '../defs';
import { optionalReads, untrackedReads } from '../match';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';
import { baseChars, cardBase } from './base';
import { grantedRefs } from '../keywords/granted';
import { ruleModsOf } from './mods';
import { markReads, markUntracked } from './signature';
import { refObjects, staticAmount, staticCondition } from './staticRefs';
import type { Chars, ObjChars } from './types';

/** One continuous effect in force: a static ability's effect or a resolved spell's. */
export interface Active {
  ts: number;
  source: ObjId;
  controller: Seat;
  effect: XEffect;
  /** Locked-in objects (CR 611.2c), or null: read the effect's reference. */
  affected: ObjId[] | null;
  x: number;
  /** "for each …": the amounts of the effect are multiplied by this. */
  mult: number;
  static: boolean;
}

export function chars(r: Reader): Chars {
  if (!r.charsCache) {
    const before = untrackedReads.n;
    const outer = optionalReads.mask;
    optionalReads.mask = 0;
    const c = compute(r);
    if (untrackedReads.n !== before) markUntracked(c);
    markReads(c, optionalReads.mask);
    optionalReads.mask |= outer;
    r.charsCache = c;
    r.computed?.(c);
  }
  return r.charsCache;
}

/** Characteristics of any object: computed on the battlefield, printed elsewhere. */
export function charsOf(r: Reader, id: ObjId): ObjChars {
  const c = chars(r);
  const hit = c.byId.get(id) ?? c.other?.get(id);
  if (hit) return hit;
  const b = baseChars(r, id);
  if (r.obj(id).zone !== 'battlefield') (c.other ??= new Map()).set(id, b);
  return b;
}

/** Static effects flattened: "where X is …" and "for each …" wrappers read their count now. */
function collect(r: Reader, byId: Map<ObjId, ObjChars>): Active[] {
  const s = r.s;
  const cards = s.cards;
  const list: Active[] = [];
  let wrapped = false;
  for (const id of s.battlefield) {
    const o = s.objs[id]!;
    if (o.faceDown) continue;
    // The card's static effects, listed once per definition (base.ts): most permanents have none.
    const statics = cardBase(cards, o.card).statics;
    for (let i = 0; i < statics.length; i++) {
      const e = statics[i]!;
      if (e.kind === 'defineX' || e.kind === 'forEach') wrapped = true;
      list.push({
        ts: o.timestamp,
        source: id,
        controller: o.controller,
        effect: e,
        affected: null,
        x: o.cast?.x ?? 0,
        mult: 1,
        static: true,
      });
    }
  }
  for (const ce of s.effects) {
    const k = ce.effect.kind;
    if (k === 'defineX' || k === 'forEach') wrapped = true;
    list.push({
      ts: ce.ts,
      source: ce.source,
      controller: ce.controller,
      effect: ce.effect,
      affected: ce.affected,
      x: ce.x,
      mult: 1,
      static: false,
    });
  }
  if (list.length > 1) list.sort(byTs);
  if (!wrapped) return list;
  // Unwrap counting wrappers in place, keeping the timestamp.
  const out: Active[] = [];
  for (const act of list) {
    const e = act.effect;
    if (e.kind === 'defineX' || e.kind === 'forEach') {
      const n = staticAmount(r, byId, act, e.kind === 'defineX' ? e.count : e.per);
      for (const inner of e.effects)
        out.push(
          e.kind === 'defineX' ? { ...act, effect: inner, x: n } : { ...act, effect: inner, mult: act.mult * n },
        );
    } else out.push(act);
  }
  return out;
}

/** Timestamp order (CR 613.7); a module function, not a closure per computation. */
function byTs(a: Active, b: Active): number {
  return a.ts - b.ts;
}

function compute(r: Reader): Chars {
  const s = r.s;
  const byId = new Map<ObjId, ObjChars>();
  for (const id of s.battlefield) byId.set(id, baseChars(r, id));
  const list = collect(r, byId);
  // `on` and `each` are module functions taking (r, byId), not closures made per computation: under
  // a name-keeping build every named closure costs a defineProperty, and this runs twice an action.
  // Layer 2: control (CR 613.1b).
  for (const act of list)
    if (act.effect.kind === 'gainControl' && on(r, byId, act))
      each(r, byId, act, (c) => (c.controller = controllerOf(byId, act)));
  // Layers 4 and 5: "becomes a 3/3 green Ape creature … It's still a land."
  for (const act of list) {
    const e = act.effect;
    if (e.kind !== 'becomeCreature' || !on(r, byId, act)) continue;
    each(r, byId, act, (c) => {
      c.types |= T.creature | (e.artifact ? T.artifact : 0);
      c.subtypes = [...c.subtypes, ...e.subtypes];
      if (e.colors.length) c.colors = e.colors.reduce((m, col) => m | (COLOR_BIT[col] ?? 0), 0);
    });
  }
  // Layer 6: abilities.
  for (const act of list) {
    const e = act.effect;
    // Conditions are pure: reading one only for the kinds of this layer changes nothing.
    const layer6 =
      e.kind === 'grantKeyword' ||
      (e.kind === 'becomeCreature' && e.keywords.length > 0) ||
      e.kind === 'loseKeyword' ||
      (e.kind === 'grantAbility' && act.static);
    if (!layer6 || !on(r, byId, act)) continue;
    if (e.kind === 'grantKeyword' || (e.kind === 'becomeCreature' && e.keywords.length)) {
      const kws: Keyword[] = e.keywords;
      const of = e.kind === 'grantKeyword' ? e.of : undefined;
      each(r, byId, act, (c) => {
        c.keywords = [...c.keywords, ...kws.map((k) => ({ keyword: k, ...(of !== undefined ? { of } : {}) }))];
        // A keyword that is an ability of its own (frenzy, flanking, exalted) brings that ability.
        const card = s.objs[c.id]!.card;
        for (const k of kws) {
          const refs = grantedRefs(card, k, of);
          if (refs.length) c.abilities = [...c.abilities, ...refs];
        }
      });
    } else if (e.kind === 'loseKeyword') {
      each(r, byId, act, (c) => (c.keywords = c.keywords.filter((k) => !e.keywords.includes(k.keyword))));
    } else if (e.kind === 'grantAbility' && act.static) {
      const o = s.objs[act.source]!;
      const def = s.cards[o.card]!;
      const a = def.abilities.findIndex((ab) => ab.type === 'static' && ab.effects.includes(e));
      const g = a >= 0 ? (def.abilities[a] as { effects: XEffect[] }).effects.indexOf(e) : -1;
      if (a >= 0) each(r, byId, act, (c) => (c.abilities = [...c.abilities, { card: o.card, a, g }]));
    }
  }
  // Layer 7a: characteristic-defining abilities (CR 613.4a).
  for (const act of list) {
    const e = act.effect;
    if (e.kind !== 'ptEqualsCount' || !on(r, byId, act)) continue;
    const n = staticAmount(r, byId, act, e.count);
    each(r, byId, act, (c) => {
      if (e.only !== 'toughness') c.power = n;
      if (e.only !== 'power') c.toughness = n;
    });
  }
  // Layer 7b: setting (CR 613.4b).
  for (const act of list) {
    const e = act.effect;
    if (e.kind !== 'becomeCreature' || !on(r, byId, act)) continue;
    each(r, byId, act, (c) => {
      c.power = e.power;
      c.toughness = e.toughness;
    });
  }
  // Layer 7c: modifying, then counters (CR 613.4c).
  for (const act of list) {
    const e = act.effect;
    if (e.kind !== 'modifyPT' || !on(r, byId, act)) continue;
    const p = (e.power === 'X' ? act.x : e.power) * act.mult;
    const t = (e.toughness === 'X' ? act.x : e.toughness) * act.mult;
    each(r, byId, act, (c) => {
      c.power += p;
      c.toughness += t;
    });
  }
  for (const c of byId.values()) {
    const n = s.objs[c.id]!.counters;
    if (!n) continue;
    const plus = (n['+1/+1'] ?? 0) - (n['-1/-1'] ?? 0);
    c.power += plus;
    c.toughness += plus;
  }
  const { mods, players } = ruleModsOf(r, byId, list, on);
  return { byId, mods, players };
}

function controllerOf(byId: Map<ObjId, ObjChars>, act: Active): Seat {
  return act.static ? (byId.get(act.source)?.controller ?? act.controller) : act.controller;
}

/** Applies `fn` to the characteristics of every object the effect names. */
function each(r: Reader, byId: Map<ObjId, ObjChars>, act: Active, fn: (c: ObjChars) => void): void {
  for (const id of refObjects(r, byId, act)) {
    const c = byId.get(id);
    if (c) fn(c);
  }
}

/** A static's "as long as …" (CR 611.3b); timed effects have none. */
function on(r: Reader, byId: Map<ObjId, ObjChars>, act: Active): boolean {
  const cond = (act.effect as Partial<Extract<Effect, { kind: 'modifyPT' }>>).condition;
  if (!cond) return true;
  return staticCondition(r, act, cond, byId);
}
