/**
 * A seat's mana sources and automatic payment (CR 601.2g–h, 605): the untapped permanents whose
 * mana ability costs only {T}, read as units for `findPayment`. Paying taps the chosen sources and
 * spends the pool; mana a multi-mana source makes beyond the cost is lost (a simplification: the
 * pool empties at the end of the step anyway, CR 500.4).
 */
import { charsOf } from './chars/compute';
import { objectMatches } from './match';
import { T, type CardDef } from './defs';
import type { Draft } from './draft';
import {
  ALL_COLORS_MASK,
  findPayment,
  manaAvailable,
  MANA_TYPES,
  optionUnits,
  type ManaCost,
  type ManaSource,
  type Payment,
} from './mana';
import type { Reader } from './reader';
import { hasKeyword } from './keywords/has';
import type { ObjId, Seat } from './types';

/** The units one activation of a card's plain "{T}: Add …" ability makes, per definition (null: none). */
const unitsOf = new WeakMap<CardDef, { a: number; units: number[] } | null>();

function tapMana(def: CardDef): { a: number; units: number[] } | null {
  const known = unitsOf.get(def);
  return known !== undefined ? known : tapManaUncached(def);
}

// Apart from the lookup: a closure over `hit` there would allocate a context on every call.
function tapManaUncached(def: CardDef): { a: number; units: number[] } | null {
  let hit: { a: number; units: number[] } | null = null;
  def.abilities.forEach((a, i) => {
    if (hit || a.type !== 'activated' || !a.mana || a.costs.length !== 1 || a.costs[0]!.cost !== 'tap') return;
    const e = a.effects[0];
    if (!e || e.kind !== 'addMana' || e.who) return;
    const units =
      e.options.length === 1
        ? optionUnits(e.options[0]!)
        : [e.options.reduce((m, opt) => m | (optionUnits(opt)[0] ?? 0), 0)];
    if (units.length && units.every((u) => u !== 0)) hit = { a: i, units };
  });
  unitsOf.set(def, hit);
  return hit;
}

type TriggeredAbility = Extract<CardDef['abilities'][number], { type: 'triggered' }>;

/**
 * The units a triggered mana ability adds for the player who tapped the land (CR 605.1b, 605.4a),
 * or null when the core cannot add them that way (then the card is not executable, legal.ts):
 * "its controller adds {G}{G}" / "one mana of any color", or "you add …" when only you tap.
 */
export function manaTriggerUnits(a: TriggeredAbility): number[] | null {
  if (a.trigger.on !== 'tappedForMana') return null;
  const tapper = a.trigger.whose === 'you';
  const out: number[] = [];
  for (const e of a.effects) {
    if (e.kind !== 'addMana' || !(e.who ? e.who.ref === 'itsController' : tapper)) return null;
    const one = e.options.map(optionUnits);
    if (one.length === 1) out.push(...one[0]!);
    else if (one.every((u) => u.length === 1)) out.push(one.reduce((m, u) => m | u[0]!, 0));
    else return null;
  }
  return out.length && out.every((u) => u !== 0) ? out : null;
}

/** The triggered mana abilities of a card, per definition (most cards: none). */
const manaTriggersOf = new WeakMap<CardDef, { a: number; t: TriggeredAbility; units: number[] }[]>();

function manaTriggers(def: CardDef): { a: number; t: TriggeredAbility; units: number[] }[] {
  let hit = manaTriggersOf.get(def);
  if (!hit) {
    hit = [];
    for (let i = 0; i < def.abilities.length; i++) {
      const a = def.abilities[i]!;
      const units = a.type === 'triggered' && a.mana ? manaTriggerUnits(a) : null;
      if (units && a.type === 'triggered') hit.push({ a: i, t: a, units });
    }
    manaTriggersOf.set(def, hit);
  }
  return hit;
}

/** Extra units tapping `land` for mana makes through triggered mana abilities on the battlefield. */
function triggeredUnits(r: Reader, land: ObjId, seat: Seat, watchers: ObjId[]): number[] {
  const out: number[] = [];
  for (const w of watchers) {
    const o = r.obj(w);
    const c = charsOf(r, w);
    for (const m of manaTriggers(r.s.cards[o.card]!)) {
      if (!c.abilities.some((ref) => ref.card === o.card && ref.a === m.a && ref.g === undefined)) continue;
      const t = m.t.trigger;
      if (t.on !== 'tappedForMana') continue;
      const who = t.whose === 'each' || (t.whose === 'you') === (seat === c.controller);
      const what =
        t.what.ref === 'enchanted'
          ? o.attachedTo === land
          : t.what.ref === 'each' &&
            objectMatches(r, charsOf(r, land), t.what.filter, { controller: c.controller, source: w });
      if (who && what) out.push(...m.units);
    }
  }
  return out;
}

/**
 * While legal actions are enumerated the state does not change, yet every card in hand asks for the
 * same seat's sources and the same costs again: the memo keeps the answers for one enumeration
 * (never longer: a draft changes between enumerations), opened and closed around it
 * ({@link openPaymentMemo}); one record, reset, not one record and one closure per enumeration.
 */
interface PaymentMemo {
  /** The reader of the enumeration the memo is open for; null: closed. */
  r: Reader | null;
  /** By {@link memoKey}; made on first use (most enumerations never pay). */
  sources: Map<number, ManaSource[]> | null;
  pay: Map<number, Map<ManaCost, boolean>> | null;
}
const memo: PaymentMemo = { r: null, sources: null, pay: null };

/** A number, not a string: no allocation per question. */
const memoKey = (seat: Seat, exclude: ObjId, convoke: boolean): number =>
  ((exclude + 1) * 8 + seat) * 2 + (convoke ? 1 : 0);

/** Opens the memo for `r`; false when one is open already (a nested enumeration: the outer one closes it). */
export function openPaymentMemo(r: Reader): boolean {
  if (memo.r) return false;
  memo.r = r;
  return true;
}

export function closePaymentMemo(): void {
  memo.r = null;
  memo.sources = null;
  memo.pay = null;
}

export function manaSources(r: Reader, seat: Seat, exclude: ObjId = -1, convoke = false): ManaSource[] {
  if (memo.r !== r) return sourcesUncached(r, seat, exclude, convoke);
  const key = memoKey(seat, exclude, convoke);
  memo.sources ??= new Map();
  let hit = memo.sources.get(key);
  if (!hit) {
    // Every "{T}: …" ability excludes its own permanent: the seat's whole list, less that one.
    hit =
      exclude >= 0
        ? manaSources(r, seat, -1, convoke).filter((x) => x.obj !== exclude)
        : sourcesUncached(r, seat, exclude, convoke);
    memo.sources.set(key, hit);
  }
  return hit;
}

function sourcesUncached(r: Reader, seat: Seat, exclude: ObjId, convoke: boolean): ManaSource[] {
  const out: ManaSource[] = [];
  // Permanents with triggered mana abilities (Wild Growth, Vernal Bloom): usually none.
  let watchers: ObjId[] | null = null;
  for (const id of r.s.battlefield) if (manaTriggers(r.s.cards[r.obj(id).card]!).length) (watchers ??= []).push(id);
  for (const id of r.s.battlefield) {
    if (id === exclude) continue;
    const o = r.obj(id);
    if (o.tapped || o.faceDown) continue;
    const c = charsOf(r, id);
    if (c.controller !== seat) continue;
    // Granted quoted abilities are not auto-paid: only the card's own mana ability.
    const m = tapMana(r.s.cards[o.card]!);
    if (!m) continue;
    // turn.ts's canTapForAbility on these characteristics (it looked them up twice more): not a
    // creature, or under its controller since their last turn began, or with haste (CR 302.6).
    if (c.types & T.creature && o.since >= r.s.players[c.controller]!.lastTurn && !hasKeyword(c, 'haste')) continue;
    const units = watchers ? [...m.units, ...triggeredUnits(r, id, seat, watchers)] : m.units;
    out.push({ obj: id, ability: m.a, units, creature: (c.types & T.creature) !== 0 });
  }
  // CR 702.51a convoke: each untapped creature you control may pay {1} or one mana of its colour
  // (summoning sickness does not matter: it is not a {T} cost).
  if (convoke)
    for (const id of r.s.battlefield) {
      if (id === exclude || out.some((x) => x.obj === id)) continue;
      const o = r.obj(id);
      const c = charsOf(r, id);
      if (o.tapped || c.controller !== seat || !(c.types & T.creature)) continue;
      out.push({
        obj: id,
        ability: -1,
        units: [c.colors & ALL_COLORS_MASK || COLORLESS],
        creature: true,
        convoke: true,
      });
    }
  return out;
}

const COLORLESS = 32;

export function canPay(r: Reader, seat: Seat, cost: ManaCost, exclude: ObjId = -1, convoke = false): boolean {
  if (memo.r !== r) return canPayUncached(r, seat, cost, exclude, convoke);
  // A permanent that is not among the sources excludes nothing: the same question as excluding none
  // (most activated abilities with {T} in their cost are not on mana sources).
  if (exclude >= 0 && !isSource(manaSources(r, seat, -1, convoke), exclude)) exclude = -1;
  // Costs made for one question (reduced, added to) and Phyrexian ones (they read life) are not kept.
  if (cost.phyrexian.length || !Object.isFrozen(cost)) return canPayUncached(r, seat, cost, exclude, convoke);
  const key = memoKey(seat, exclude, convoke);
  memo.pay ??= new Map();
  let byCost = memo.pay.get(key);
  if (!byCost)
    memo.pay.set(key, (byCost = answersFor(r.s.players[seat]!.pool, manaSources(r, seat, exclude, convoke))));
  let ok = byCost.get(cost);
  if (ok === undefined) byCost.set(cost, (ok = canPayUncached(r, seat, cost, exclude, convoke)));
  return ok;
}

/**
 * The answers for one pool and list of sources, across enumerations: whether a cost can be paid
 * depends only on the pool, each source's units and whether it is a creature, in order
 * (`findPayment`; life only for Phyrexian costs, never kept). A seat's lands and pool stay the same
 * through most of the priorities of a turn, and `findPayment` with its sort was a few per cent of a
 * game, asked again at every enumeration. Keys are the parsed, frozen costs (mana.ts), which live as
 * long as the program; the table is emptied when it grows large.
 */
const answers = new Map<string, Map<ManaCost, boolean>>();

function answersFor(pool: readonly string[], sources: readonly ManaSource[]): Map<ManaCost, boolean> {
  let k = pool.join(',');
  for (const x of sources) {
    k += x.creature ? '|c' : '|';
    for (const u of x.units) k += `${u},`;
  }
  let hit = answers.get(k);
  if (!hit) {
    if (answers.size >= 4096) answers.clear();
    answers.set(k, (hit = new Map()));
  }
  return hit;
}

function isSource(sources: readonly ManaSource[], id: ObjId): boolean {
  for (const x of sources) if (x.obj === id) return true;
  return false;
}

function canPayUncached(r: Reader, seat: Seat, cost: ManaCost, exclude: ObjId, convoke: boolean): boolean {
  const p = r.s.players[seat]!;
  const sources = manaSources(r, seat, exclude, convoke);
  // Every symbol and every generic mana takes a unit ({2/W} at least one, Phyrexian maybe none):
  // with fewer units in reach, findPayment would answer null after its search.
  let units = p.pool.length;
  for (const x of sources) units += x.units.length;
  if (units < cost.symbols.length + cost.generic + cost.twoBrid.length) return false;
  return findPayment(cost, p.pool, sources, p.life) !== null;
}

export function maxMana(r: Reader, seat: Seat, exclude: ObjId = -1): number {
  return manaAvailable(r.s.players[seat]!.pool, manaSources(r, seat, exclude));
}

/** Pays `cost` for `seat`; false (and nothing changed) when it cannot. */
export function payMana(
  d: Draft,
  seat: Seat,
  cost: ManaCost,
  exclude: ObjId = -1,
  convoke = false,
  spent?: { colors: number },
): boolean {
  const p = d.player(seat);
  const sources = manaSources(d, seat, exclude, convoke);
  const pay: Payment | null = findPayment(cost, p.pool, sources, p.life);
  if (!pay) return false;
  if (spent) spent.colors = colorsSpent(pay, sources);
  for (const id of pay.tap) {
    d.mut(id).tapped = true;
    d.emit({ e: 'tap', obj: id, forMana: !sources.find((x) => x.obj === id)?.convoke });
  }
  const pool = p.pool.slice();
  pay.pool.forEach((n, i) => {
    for (let k = 0; k < n; k++) pool.splice(pool.indexOf(MANA_TYPES[i]!), 1);
  });
  p.pool = pool;
  if (pay.life) {
    p.life -= pay.life;
    d.emit({ e: 'loseLife', seat, amount: pay.life });
  }
  return true;
}

/**
 * How many colours of mana payment `pay` spends (sunburst, CR 702.44a): the pool's coloured mana,
 * then each tapped source's units — one-colour units first, then each flexible unit takes a colour
 * not counted yet (the player names the mana a source makes as it is spent, so they would).
 */
function colorsSpent(pay: Payment, sources: readonly ManaSource[]): number {
  let mask = 0;
  for (let i = 0; i < 5; i++) if (pay.pool[i]! > 0) mask |= 1 << i;
  const flexible: number[] = [];
  for (const id of pay.tap) {
    const src = sources.find((x) => x.obj === id);
    if (!src || src.convoke) continue;
    for (const u of src.units) {
      const colors = u & ALL_COLORS_MASK;
      if (colors && (colors & (colors - 1)) === 0) mask |= colors;
      else if (colors) flexible.push(colors);
    }
  }
  for (const colors of flexible) {
    const fresh = colors & ~mask;
    if (fresh) mask |= fresh & -fresh;
  }
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
}
