/**
 * A reference interpreter: the effect language with plain Magic meanings, on a deliberately
 * small table (life, hand, library, graveyard, battlefield, stack). It is what the tests use to
 * check that a compiled card does what its text says (test-only: games run the effects through the
 * rules core, src/core/rules). Static and continuous effects are applied as recorded
 * modifications of the permanents; the few kinds this table cannot model are `'unsupported'`.
 */
import { applyEffect, type EffectInterpreter } from '../../src/core/effects/registry';
import type { Amount, Color, Effect, Filter, Keyword, Ref } from '../../src/core/effects/types';

export interface RefPermanent {
  id: string;
  name: string;
  owner: number;
  controller: number;
  types: string[];
  subtypes: string[];
  colors: Color[];
  power: number;
  toughness: number;
  damage: number;
  tapped: boolean;
  counters: Record<string, number>;
  keywords: Keyword[];
  /** Until-end-of-turn changes (CR 514.2 ends them). */
  eot: { power: number; toughness: number; keywords: Keyword[] };
  restrictions: string[];
  regenerationShields: number;
  token?: boolean;
}

export interface RefPlayer {
  life: number;
  hand: string[];
  library: string[];
  graveyard: string[];
  exile: string[];
  /** Damage to prevent (CR 615). */
  prevent: number;
}

export interface RefSpell {
  id: string;
  name: string;
  controller: number;
  types: string[];
}

export interface RefTable {
  players: RefPlayer[];
  battlefield: RefPermanent[];
  stack: RefSpell[];
  manaPool: string[];
  extraTurns: number;
  delayed: { at: string; effects: Effect[]; controller: number }[];
  log: string[];
  nextId: number;
  /** Last known power and toughness of permanents that left (CR 608.2h: "gain life equal to its toughness"). */
  lastKnown?: Record<string, { power: number; toughness: number }>;
}

export type RefObject =
  { player: number } | { permanent: string } | { spell: string } | { card: string; player: number };

export interface RefContext {
  controller: number;
  /** The permanent whose ability this is (or undefined for a spell). */
  source?: string;
  /** The targets chosen on casting, in the order the text names them (CR 601.2c). */
  targets: RefObject[];
  x?: number;
  /** "you may" and "unless … pays" answers, in order; missing = yes / does not pay. */
  answers?: boolean[];
  /** Modes chosen for a modal spell. */
  modes?: number[];
  attachedTo?: string;
  /** Internal: the next target to use and the last object referred to ("it"). */
  cursor?: number;
  it?: RefObject[];
}

const BASICS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

function num(a: Amount, ctx: RefContext): number {
  return a === 'X' ? (ctx.x ?? 0) : a;
}

function perm(t: RefTable, id: string): RefPermanent | undefined {
  return t.battlefield.find((p) => p.id === id);
}

function opponent(p: number): number {
  return p === 0 ? 1 : 0;
}

export function powerOf(p: RefPermanent): number {
  return p.power + p.eot.power + (p.counters['+1/+1'] ?? 0) - (p.counters['-1/-1'] ?? 0);
}

export function toughnessOf(p: RefPermanent): number {
  return p.toughness + p.eot.toughness + (p.counters['+1/+1'] ?? 0) - (p.counters['-1/-1'] ?? 0);
}

export function hasKeyword(p: RefPermanent, k: Keyword): boolean {
  return p.keywords.includes(k) || p.eot.keywords.includes(k);
}

function matches(p: RefPermanent, f: Filter, ctx: RefContext): boolean {
  const typeOk = f.types.some((t) => t === 'permanent' || p.types.includes(t));
  if (!typeOk) return false;
  if (f.subtypes && !f.subtypes.some((s) => p.subtypes.includes(s))) return false;
  if (f.colors && !f.colors.some((c) => p.colors.includes(c))) return false;
  if (f.notColors && f.notColors.some((c) => p.colors.includes(c))) return false;
  if (f.notTypes && f.notTypes.some((c) => p.types.includes(c))) return false;
  if (f.controller === 'you' && p.controller !== ctx.controller) return false;
  if (f.controller === 'opponent' && p.controller === ctx.controller) return false;
  if (f.other && p.id === ctx.source) return false;
  for (const s of f.state ?? []) {
    if (s === 'tapped' && !p.tapped) return false;
    if (s === 'untapped' && p.tapped) return false;
    if (s === 'flying' && !hasKeyword(p, 'flying')) return false;
    if (s === 'withoutFlying' && hasKeyword(p, 'flying')) return false;
  }
  return true;
}

/** The objects a reference names, consuming chosen targets in order. */
export function resolveRef(t: RefTable, ref: Ref, ctx: RefContext): RefObject[] {
  switch (ref.ref) {
    case 'target': {
      const count = ref.count === undefined ? 1 : num(ref.count, ctx);
      const start = ctx.cursor ?? 0;
      const chosen = ctx.targets.slice(start, start + count);
      ctx.cursor = start + chosen.length;
      if (!ref.upTo && chosen.length < count) throw new Error(`Not enough targets for ${JSON.stringify(ref)}`);
      ctx.it = chosen;
      return chosen;
    }
    case 'each': {
      const out: RefObject[] = [];
      if (ref.filter.types.includes('player')) out.push({ player: 0 }, { player: 1 });
      else if (ref.filter.types.includes('opponent')) out.push({ player: opponent(ctx.controller) });
      for (const p of t.battlefield) if (matches(p, ref.filter, ctx)) out.push({ permanent: p.id });
      return out;
    }
    case 'choose': {
      const n = num(ref.count, ctx);
      return t.battlefield
        .filter((p) => matches(p, ref.filter, ctx))
        .slice(0, n)
        .map((p) => ({ permanent: p.id }));
    }
    case 'self':
      return ctx.source ? [{ permanent: ctx.source }] : [];
    case 'you':
      return [{ player: ctx.controller }];
    case 'defendingPlayer':
      return [{ player: opponent(ctx.controller) }];
    case 'it':
      return ctx.it ?? [];
    case 'itsController': {
      const o = ctx.it?.[0];
      // "that player" after a player was named is that player.
      if (o && 'player' in o && !('card' in o)) return [o];
      if (o && 'permanent' in o) {
        const p = perm(t, o.permanent);
        return p ? [{ player: p.controller }] : [];
      }
      if (o && 'spell' in o) {
        const s = t.stack.find((x) => x.id === o.spell);
        return s ? [{ player: s.controller }] : [];
      }
      return [];
    }
    case 'enchanted':
    case 'equipped':
      return ctx.attachedTo ? [{ permanent: ctx.attachedTo }] : [];
  }
}

function players(t: RefTable, ref: Ref, ctx: RefContext): RefPlayer[] {
  return resolveRef(t, ref, ctx).flatMap((o) => ('player' in o && !('card' in o) ? [t.players[o.player]!] : []));
}

function permanents(t: RefTable, ref: Ref, ctx: RefContext): RefPermanent[] {
  return resolveRef(t, ref, ctx).flatMap((o) => ('permanent' in o ? [perm(t, o.permanent)].filter((p) => !!p) : []));
}

function leave(t: RefTable, p: RefPermanent, to: 'graveyard' | 'exile' | 'hand' | 'library'): void {
  t.battlefield = t.battlefield.filter((x) => x.id !== p.id);
  t.lastKnown = { ...t.lastKnown, [p.id]: { power: powerOf(p), toughness: toughnessOf(p) } };
  if (p.token) return; // CR 111.7: a token that leaves the battlefield ceases to exist.
  const owner = t.players[p.owner]!;
  if (to === 'library') owner.library.unshift(p.name);
  else owner[to].push(p.name);
}

function destroy(t: RefTable, p: RefPermanent, noRegenerate = false): void {
  if (hasKeyword(p, 'indestructible')) return;
  if (!noRegenerate && p.regenerationShields > 0) {
    // CR 701.15: regeneration taps it, removes it from combat and all damage.
    p.regenerationShields--;
    p.tapped = true;
    p.damage = 0;
    return;
  }
  leave(t, p, 'graveyard');
}

function dealDamage(t: RefTable, to: RefObject, amount: number, source: RefPermanent | undefined): void {
  if ('player' in to && !('card' in to)) {
    const pl = t.players[to.player]!;
    const prevented = Math.min(pl.prevent, amount);
    pl.prevent -= prevented;
    pl.life -= amount - prevented;
  } else if ('permanent' in to) {
    const p = perm(t, to.permanent);
    if (!p) return;
    p.damage += amount;
    // CR 702.2: deathtouch — any damage is lethal.
    if (source && hasKeyword(source, 'deathtouch') && amount > 0) p.damage = Math.max(p.damage, toughnessOf(p));
  }
  if (source && hasKeyword(source, 'lifelink')) t.players[source.controller]!.life += amount;
}

/** CR 704: state-based actions the table models. */
export function checkStateBased(t: RefTable): void {
  for (const p of [...t.battlefield]) {
    if (!p.types.includes('creature')) continue;
    if (toughnessOf(p) <= 0) leave(t, p, 'graveyard');
    else if (p.damage >= toughnessOf(p)) destroy(t, p);
  }
}

function run(t: RefTable, effects: readonly Effect[], ctx: RefContext): RefTable {
  let s = t;
  for (const e of effects) s = applyEffect(REFERENCE_INTERPRETER, s, e, ctx);
  return s;
}

/** Runs effects with X set; the same context, so the targets used and "it" carry on to the next effect. */
function withX(t: RefTable, effects: readonly Effect[], ctx: RefContext, x: number): RefTable {
  const saved = ctx.x;
  ctx.x = x;
  const out = run(t, effects, ctx);
  ctx.x = saved;
  return out;
}

function answer(ctx: RefContext): boolean {
  const a = ctx.answers?.shift();
  return a ?? true;
}

/** Plain Magic: the rules of the game as printed (CR references on each hook). */
export const REFERENCE_INTERPRETER: EffectInterpreter<RefTable, RefContext> = {
  variant: 'reference',
  apply: {
    keyword: (t, e, ctx) => {
      const p = ctx.source ? perm(t, ctx.source) : undefined;
      if (p && e.keyword !== 'enchant' && !p.keywords.includes(e.keyword)) p.keywords.push(e.keyword);
      return t;
    },
    modifyPT: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) {
        if (e.duration === 'permanent') {
          p.power += num(e.power, ctx);
          p.toughness += num(e.toughness, ctx);
        } else {
          p.eot.power += num(e.power, ctx);
          p.eot.toughness += num(e.toughness, ctx);
        }
      }
      return t;
    },
    grantKeyword: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx))
        (e.duration === 'endOfTurn' ? p.eot.keywords : p.keywords).push(...e.keywords);
      return t;
    },
    restrict: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.restrictions.push(...e.cannot.map((c) => `${c}:${e.duration}`));
      return t;
    },
    mustAttack: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.restrictions.push('mustAttack');
      return t;
    },
    entersWith: (t, e, ctx) => {
      const p = ctx.source ? perm(t, ctx.source) : undefined;
      if (p && e.tapped) p.tapped = true;
      if (p && e.counter) p.counters[e.counter] = (p.counters[e.counter] ?? 0) + num(e.count ?? 1, ctx);
      return t;
    },
    uncounterable: (t) => t,
    costChange: 'unsupported',
    damage: (t, e, ctx) => {
      const source = ctx.source ? perm(t, ctx.source) : undefined;
      for (const o of resolveRef(t, e.to, ctx)) dealDamage(t, o, num(e.amount, ctx), source);
      return t;
    },
    counters: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx))
        p.counters[e.counter] = (p.counters[e.counter] ?? 0) + num(e.count, ctx);
      return t;
    },
    destroy: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) destroy(t, p, e.noRegenerate);
      return t;
    },
    exile: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) leave(t, p, 'exile');
      return t;
    },
    bounce: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) leave(t, p, 'hand');
      return t;
    },
    tap: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.tapped = true;
      return t;
    },
    untap: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.tapped = false;
      return t;
    },
    draw: (t, e, ctx) => {
      for (const pl of players(t, e.who, ctx))
        for (let i = 0; i < num(e.count, ctx) && pl.library.length; i++) pl.hand.push(pl.library.shift()!);
      return t;
    },
    discard: (t, e, ctx) => {
      for (const pl of players(t, e.who, ctx))
        pl.graveyard.push(...pl.hand.splice(Math.max(0, pl.hand.length - num(e.count, ctx))));
      return t;
    },
    gainLife: (t, e, ctx) => {
      for (const pl of players(t, e.who, ctx)) pl.life += num(e.amount, ctx);
      return t;
    },
    loseLife: (t, e, ctx) => {
      for (const pl of players(t, e.who, ctx)) pl.life -= num(e.amount, ctx);
      return t;
    },
    createToken: (t, e, ctx) => {
      for (let i = 0; i < num(e.count, ctx); i++) {
        t.battlefield.push({
          id: `token-${t.nextId++}`,
          name: `${e.subtypes.join(' ')} token`,
          owner: ctx.controller,
          controller: ctx.controller,
          types: e.artifact ? ['artifact', 'creature'] : ['creature'],
          subtypes: e.subtypes,
          colors: e.colors,
          power: e.power,
          toughness: e.toughness,
          damage: 0,
          tapped: !!e.tapped,
          counters: {},
          keywords: [...e.keywords],
          eot: { power: 0, toughness: 0, keywords: [] },
          restrictions: [],
          regenerationShields: 0,
          token: true,
        });
      }
      return t;
    },
    fight: (t, e, ctx) => {
      // CR 701.12: each deals damage equal to its power to the other.
      const [a] = permanents(t, e.what, ctx);
      const [b] = permanents(t, e.other, ctx);
      if (a && b) {
        dealDamage(t, { permanent: b.id }, powerOf(a), a);
        dealDamage(t, { permanent: a.id }, powerOf(b), b);
      }
      return t;
    },
    searchBasicLand: (t, e, ctx) => {
      const pl = t.players[ctx.controller]!;
      for (let i = 0; i < num(e.count, ctx); i++) {
        const at = pl.library.findIndex((n) => BASICS.has(n));
        if (at < 0) break;
        const [name] = pl.library.splice(at, 1);
        if (e.to === 'hand') pl.hand.push(name!);
        else t.battlefield.push(landPermanent(t, name!, ctx.controller, !!e.tapped));
      }
      return t;
    },
    searchLibrary: 'unsupported',
    counterSpell: (t, e, ctx) => {
      for (const o of resolveRef(t, e.what, ctx)) {
        if (!('spell' in o)) continue;
        const s = t.stack.find((x) => x.id === o.spell);
        if (!s) continue;
        if (e.condition?.cond === 'unlessPays' && ctx.answers?.[0] === true) {
          ctx.answers.shift();
          continue;
        }
        t.stack = t.stack.filter((x) => x.id !== s.id);
        t.players[s.controller]!.graveyard.push(s.name);
      }
      return t;
    },
    addMana: (t, e) => {
      t.manaPool.push(e.options[0]!);
      return t;
    },
    regenerate: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.regenerationShields++;
      return t;
    },
    sacrifice: (t, e, ctx) => {
      const who = players(t, e.who, ctx);
      for (const pl of who) {
        const index = t.players.indexOf(pl);
        const own =
          e.what === 'self'
            ? t.battlefield.filter((p) => p.id === ctx.source)
            : t.battlefield.filter(
                (p) => p.controller === index && matches(p, e.what as Filter, { ...ctx, controller: index }),
              );
        for (const p of own.slice(0, num(e.count, ctx))) leave(t, p, 'graveyard');
      }
      return t;
    },
    mill: (t, e, ctx) => {
      for (const pl of players(t, e.who, ctx)) pl.graveyard.push(...pl.library.splice(0, num(e.count, ctx)));
      return t;
    },
    returnFromGraveyard: (t, e, ctx) => {
      for (const o of resolveRef(t, e.what, ctx)) {
        if (!('card' in o)) continue;
        const pl = t.players[o.player]!;
        const at = pl.graveyard.indexOf(o.card);
        if (at < 0) continue;
        pl.graveyard.splice(at, 1);
        if (e.to === 'hand') pl.hand.push(o.card);
        else t.log.push(`return ${o.card} to the battlefield`);
      }
      return t;
    },
    scry: (t, e, ctx) => {
      t.log.push(`scry ${num(e.count, ctx)}`);
      return t;
    },
    preventDamage: (t, e, ctx) => {
      for (const pl of players(t, e.to, ctx)) pl.prevent += num(e.amount, ctx);
      return t;
    },
    preventAllCombatDamage: 'unsupported',
    preventNextFromSource: 'unsupported',
    gainControl: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.controller = ctx.controller;
      return t;
    },
    putOnLibrary: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) leave(t, p, 'library');
      return t;
    },
    becomeCreature: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) {
        if (!p.types.includes('creature')) p.types.push('creature');
        p.power = e.power;
        p.toughness = e.toughness;
        p.colors = e.colors;
        p.subtypes = [...p.subtypes, ...e.subtypes];
        p.eot.keywords.push(...e.keywords);
      }
      return t;
    },
    extraTurn: (t, e) => {
      t.extraTurns += e.count ?? 1;
      return t;
    },
    optional: (t, e, ctx) => (answer(ctx) ? run(t, e.effects, ctx) : t),
    conditional: (t, e, ctx) => (answer(ctx) ? run(t, e.effects, ctx) : t),
    modal: (t, e, ctx) => {
      const modes = ctx.modes ?? [0];
      return modes.slice(0, e.choose).reduce((s, m) => run(s, e.modes[m] ?? [], ctx), t);
    },
    delayed: (t, e, ctx) => {
      t.delayed.push({ at: e.at, effects: e.effects, controller: ctx.controller });
      return t;
    },
    unlessPaid: (t, e, ctx) => (answer(ctx) ? t : run(t, e.effects, ctx)),
    unless: (t, e, ctx) => (answer(ctx) ? run(t, e.instead, ctx) : run(t, e.effects, ctx)),
    forEach: (t, e, ctx) => {
      const count = t.battlefield.filter((p) => matches(p, e.per, ctx)).length;
      let s = t;
      for (let i = 0; i < count; i++) s = run(s, e.effects, ctx);
      return s;
    },
    defineX: (t, e, ctx) => withX(t, e.effects, ctx, t.battlefield.filter((p) => matches(p, e.count, ctx)).length),
    chooseDiscard: (t, e, ctx) => {
      for (const pl of players(t, e.who, ctx)) {
        const card = pl.hand[0];
        if (card !== undefined) pl.graveyard.push(...pl.hand.splice(0, 1));
      }
      return t;
    },
    blockedByAtMostOne: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.restrictions.push('blockedByAtMostOne');
      return t;
    },
    lure: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.restrictions.push('lure');
      return t;
    },
    ptEqualsCount: (t, e, ctx) => {
      // CR 604.3: a characteristic-defining ability; the table sets the printed P/T to the count now.
      const count = t.battlefield.filter((p) => matches(p, e.count, ctx)).length;
      for (const p of permanents(t, e.what, ctx)) {
        if (e.only !== 'toughness') p.power = count;
        if (e.only !== 'power') p.toughness = count;
      }
      return t;
    },
    noMaxHandSize: (t) => t,
    mayNotUntap: (t) => t,
    extraBlocks: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.restrictions.push(`extraBlocks:${e.count}`);
      return t;
    },
    arrangeTop: (t, e, ctx) => {
      t.log.push(`looked at the top ${num(e.count, ctx)} cards`);
      return t;
    },
    defineXAs: (t, e, ctx) => {
      // The object may have left already (Sever Soul destroys, then counts): its last known values count.
      const [o] = resolveRef(t, e.of, ctx);
      const id = o && 'permanent' in o ? o.permanent : undefined;
      const p = id ? perm(t, id) : undefined;
      const known = p ? { power: powerOf(p), toughness: toughnessOf(p) } : id ? t.lastKnown?.[id] : undefined;
      return withX(t, e.effects, ctx, known ? known[e.quantity] : 0);
    },
    assignAsUnblocked: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.restrictions.push('mayAssignAsUnblocked');
      return t;
    },
    // The table starts mid-game: there is no opening hand to begin with (CR 103.6).
    beginInPlay: (t) => t,
    spendOnlyColorOnX: 'unsupported',
    grantAbility: 'unsupported',
    // The table keeps no layer of lost abilities to restore at cleanup (CR 613).
    loseKeyword: 'unsupported',
    spellLimit: 'unsupported',
    untargetable: 'unsupported',
    skipCombat: 'unsupported',
    cantCast: 'unsupported',
    endTurn: 'unsupported',
    copySpell: 'unsupported',
    extraLand: 'unsupported',
    shuffle: (t, e, ctx) => {
      // The table's libraries are not random: a shuffle only moves a graveyard in (Reminisce).
      for (const pl of players(t, e.who, ctx)) if (e.graveyard) pl.library.push(...pl.graveyard.splice(0));
      return t;
    },
    mustBlock: (t, e, ctx) => {
      for (const p of permanents(t, e.what, ctx)) p.restrictions.push(`mustBlock:${e.duration}`);
      return t;
    },
    putFromHand: 'unsupported',
    preventAllTo: 'unsupported',
    dig: (t, e, ctx) => {
      // The table's libraries are ordered lists: the controller takes the first `take` of the top `count`.
      const pl = t.players[ctx.controller]!;
      const top = pl.library.splice(0, num(e.count, ctx));
      pl.hand.push(...top.splice(0, e.take));
      if (e.rest === 'graveyard') pl.graveyard.push(...top);
      else pl.library.push(...top);
      return t;
    },
    discardHand: (t, e, ctx) => {
      for (const pl of players(t, e.who, ctx)) pl.graveyard.push(...pl.hand.splice(0));
      return t;
    },
    lookAtHand: (t, e, ctx) => {
      for (const pl of players(t, e.who, ctx)) t.log.push(`looked at ${pl.hand.length} cards`);
      return t;
    },
  },
};

function landPermanent(t: RefTable, name: string, controller: number, tapped: boolean): RefPermanent {
  return {
    id: `land-${t.nextId++}`,
    name,
    owner: controller,
    controller,
    types: ['land'],
    subtypes: [name],
    colors: [],
    power: 0,
    toughness: 0,
    damage: 0,
    tapped,
    counters: {},
    keywords: [],
    eot: { power: 0, toughness: 0, keywords: [] },
    restrictions: [],
    regenerationShields: 0,
  };
}

/** Resolves effects on a copy of the table (the input is never changed), then state-based actions. */
export function resolveEffects(table: RefTable, effects: readonly Effect[], ctx: RefContext): RefTable {
  const t = structuredClone(table);
  const c: RefContext = { ...ctx, cursor: 0, answers: [...(ctx.answers ?? [])] };
  const out = run(t, effects, c);
  checkStateBased(out);
  return out;
}

/** CR 514.2: "until end of turn" effects end and damage is removed in the cleanup step. */
export function cleanup(table: RefTable): RefTable {
  const t = structuredClone(table);
  for (const p of t.battlefield) {
    p.damage = 0;
    p.eot = { power: 0, toughness: 0, keywords: [] };
  }
  return t;
}
