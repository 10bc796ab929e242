/**
 * Magic Combat's rules on the core's hooks (RulesModule): what may be cast and activated when
 * (003 Casting Spells, Summoning Creatures, Combat), the summoning sacrifices, the draw of three
 * with the reshuffle, and the checks run before each priority (slots, one enchantment, no tapping).
 */
import { chars, charsOf } from '../../rules/chars/compute';
import type { Chars, ObjChars } from '../../rules/chars/types';
import type { CardDef, RAbility, XCost } from '../../rules/defs';
import { T } from '../../rules/defs';
import type { Draft } from '../../rules/draft';
import { parseManaCost } from '../../rules/mana';
import { objName, seatName } from '../../rules/names';
import type { Reader } from '../../rules/reader';
import { Recent } from '../../rules/recent';
import type { ObjId, Seat, StepId } from '../../rules/types';
import { drawCards, moveObject, shuffleLibrary } from '../../rules/zones';
import { endGame, fightPending, fightWindow } from './combat';
import {
  extOf,
  extWrites,
  hasOpenSlot,
  liveCreature,
  mutExt,
  openSlots,
  otherSeat,
  roundOf,
  type McExt,
  type McOptions,
} from './state';

const isEquipment = (def: CardDef) => def.subtypes.includes('Equipment');
const isBigEnchantment = (def: CardDef) => (def.types & T.enchantment) !== 0 && !def.subtypes.includes('Aura');

/** 003 Summoning Creatures: 4–7 sacrifice one creature, 8 or more sacrifice two. */
export function sacrificesFor(mv: number): number {
  return mv >= 8 ? 2 : mv >= 4 ? 1 : 0;
}

export function extraCastCosts(r: Reader, _seat: Seat, id: ObjId, def: CardDef): XCost[] {
  if (!(def.types & T.creature) || r.obj(id).zone !== 'hand') return [];
  const n = sacrificesFor(def.mv);
  return n ? [{ cost: 'sacrifice', what: { types: ['creature'], controller: 'you' }, count: n }] : [];
}

/** 003: a creature is summoned in the first main phase; anything else only from a spell slot, before a fight. */
export function castTiming(r: Reader, seat: Seat, id: ObjId, def: CardDef): boolean {
  const s = r.s;
  const e = extOf(s);
  if (r.obj(id).zone === 'exile') {
    // 003 Casting Spells: mana value at most the round; 003 Combat: the defender reveals instants only.
    // (Pure tests, cheapest first: the window is asked for each face-down card at every enumeration.)
    if (def.mv > roundOf(s)) return false;
    if (seat !== s.active && !(def.types & T.instant)) return false;
    if (!e.spells[seat]!.includes(id) || !fightWindow(r)) return false;
    return !(isEquipment(def) && controlsEquipment(r, seat));
  }
  if (!(def.types & T.creature)) return false;
  if (s.active !== seat || s.step !== 'main1' || s.stack.length > 0) return false;
  if (e.opts.summons > 0 && s.players[seat]!.spellsCast >= e.opts.summons) return false;
  // 003 Summoning Creatures: 3 or less into an open slot; the sacrifice opens one for the bigger ones.
  return sacrificesFor(def.mv) > 0 || hasOpenSlot(e, seat);
}

/** 003 Casting Spells: "Each player may play up to one equipment card" — one in play at a time. */
function controlsEquipment(r: Reader, seat: Seat): boolean {
  return r.s.battlefield.some((b) => charsOf(r, b).controller === seat && isEquipment(r.s.cards[r.obj(b).card]!));
}

/** A loop, not `reduce` with a closure: asked for each creature ability at every enumeration. */
function costMv(a: RAbility & { type: 'activated' }): number {
  let n = 0;
  for (const c of a.costs) if (c.cost === 'mana') n += parseManaCost(c.mana).mv;
  return n;
}

/**
 * 003 Combat: each player may use one activated ability of a creature they control, its cost's
 * mana value at most the round. Equip: the turn the Equipment came, only if its mana value plus
 * the equip cost is at most the round (003 Casting Spells); later turns, in the first main phase or
 * before a fight of your turn. Abilities of other permanents are not used (an ambiguity).
 */
export function activateTiming(r: Reader, seat: Seat, id: ObjId, a: RAbility): boolean {
  if (a.type !== 'activated') return false;
  const s = r.s;
  const o = r.obj(id);
  if (o.zone !== 'battlefield') return false; // cycling and other hand abilities: no mana to limit them
  const cost = costMv(a);
  if (cost > roundOf(s)) return false;
  if (a.keyword === 'equip') {
    const when = s.stack.length === 0 && (s.step === 'main1' || fightPending(r));
    if (s.active !== seat || !when || extOf(s).equip[seat] === s.turn) return false;
    return o.since !== s.turn || s.cards[o.card]!.mv + cost <= roundOf(s);
  }
  // 003 names no other use of abilities, and with no mana a paid ability of an artifact could repeat forever.
  if (!(charsOf(r, id).types & T.creature)) return false;
  return s.step === 'declareAttackers' && extOf(s).ability[seat] !== s.turn;
}

export const castFrom = (r: Reader, seat: Seat): ObjId[] => extOf(r.s).spells[seat]!;

/** X with no mana (an ambiguity): the spell's mana value plus X at most the round. */
export const maxX = (r: Reader, _seat: Seat, mv: number): number => Math.max(0, roundOf(r.s) - mv);

/** 003 Turns: untap skipped (so spells are counted from the upkeep), draw three; the game ends after the last round. */
export function beginStep(d: Draft, step: StepId): void {
  const s = d.s;
  if (step === 'upkeep') {
    for (const p of s.players) if (p.spellsCast) d.player(p.seat).spellsCast = 0;
    if (roundOf(s) > extOf(s).opts.rounds) endGame(d);
  }
  if (step !== 'draw') return;
  const e = extOf(s);
  const seats = e.opts.draw === 'both' ? [s.active, otherSeat(s.active)] : [s.active];
  for (const seat of seats) drawWithReshuffle(d, seat, 3);
}

/** 003 Gameplay: a player who cannot draw — both shuffle their used cards (graveyards) into their libraries. */
function drawWithReshuffle(d: Draft, seat: Seat, n: number): void {
  for (let i = 0; i < n; i++) {
    if (!d.player(seat).library.length && !reshuffle(d)) return;
    drawCards(d, seat, 1);
  }
}

function reshuffle(d: Draft): boolean {
  const s = d.s;
  if (!s.players.some((p) => p.graveyard.length)) return false;
  for (const p of s.players) {
    for (const id of d.player(p.seat).graveyard.slice()) moveObject(d, id, 'library');
    shuffleLibrary(d, p.seat);
    d.player(p.seat).drewFromEmpty = false;
  }
  d.say('A library is empty: both players shuffle their used cards into their libraries.');
  return true;
}

/** What a call of `beforePriority` that answered false (with an empty stack) saw in a draft. */
interface Quiet {
  version: number;
  extWrites: number;
  ext: unknown;
  chars: Chars | null;
}

/** The last quiet call per draft (rules/recent.ts: a ring, not a WeakMap by young drafts). */
const quiet = new Recent<Draft, Quiet>(4);

/**
 * Before each priority: state the rules keep true at all times. True when something moved or a
 * question is pending. The checks are idempotent, and with an empty stack they read only the
 * objects and players (the draft counts their writes), the variant state (`mutExt` counts its
 * writes) and characteristics (the same computed layers, or none in both): when none of these
 * changed since a call that answered false, they would answer false again and change nothing. The
 * engine's `settled` does not cover the calls after a step began or ended, or a proc that wrote nothing.
 */
export function beforePriority(d: Draft): boolean {
  if (d.s.stack.length) return checkBeforePriority(d);
  const q = quiet.get(d);
  if (q && q.version === d.version && q.extWrites === extWrites.n && q.ext === d.s.ext && q.chars === d.charsCache)
    return false;
  // The input state was settled and the draft has written no object, player or variant state yet:
  // what the checks read with an empty stack is the input's (a non-empty stack only adds a mark).
  if (!q && d.settledInput && d.version === 0 && d.s.ext === d.inputExt) return false;
  if (checkBeforePriority(d)) return true;
  if (!q) quiet.set(d, { version: d.version, extWrites: extWrites.n, ext: d.s.ext, chars: d.charsCache });
  else {
    // The draft's own entry, rewritten: no record per quiet answer.
    q.version = d.version;
    q.extWrites = extWrites.n;
    q.ext = d.s.ext;
    q.chars = d.charsCache;
  }
  return false;
}

function checkBeforePriority(d: Draft): boolean {
  const s = d.s;
  if (s.ext === undefined) fillSlotsInOrder(d);
  // 003: "Tapping just doesn't happen": whatever was tapped (a {T} cost, an effect) untaps before anyone acts.
  for (const id of s.battlefield) if (d.obj(id).tapped) d.mut(id).tapped = false;
  for (const p of s.players) {
    if (!p.drewFromEmpty) continue;
    // A draw by an effect found the library empty: reshuffle, and the card is drawn now.
    d.player(p.seat).drewFromEmpty = false;
    if (reshuffle(d)) drawCards(d, p.seat, 1);
    return true;
  }
  // Nothing below changes the layers until it answers true: one look-up serves every check.
  const c = chars(d);
  const t = tableOf(d, c.byId);
  const opts = extOf(s).opts;
  if (t.big > 1 && t.enchantmentsOk !== opts) {
    if (oneEnchantment(d)) return true;
    t.enchantmentsOk = opts; // the same layers: the same enchantments, controllers and timestamps
  }
  normaliseSlots(d, t, c.byId);
  if (s.stack.length) markAbilities(d);
  return placeNewCreatures(d, t.creatures);
}

/** What the checks read of the battlefield's layers: its creatures and non-Aura enchantments. */
interface Table {
  creatures: number;
  big: number;
  /** The creature slots (seat by seat, -1 empty) last found holding live creatures only: unchanged, they still do. */
  live: number[] | null;
  /** Two or more non-Aura enchantments, found not to replace one another under these options. */
  enchantmentsOk: McOptions | null;
}

/**
 * Per computed layers: the same `byId` is the same battlefield, cards, types and controllers
 * (chars/signature.ts, as sba.ts's `concernedBy`), so the counts are exact.
 */
const tables = new Recent<ReadonlyMap<ObjId, ObjChars>, Table>(4);

function tableOf(d: Draft, byId: ReadonlyMap<ObjId, ObjChars>): Table {
  let t = tables.get(byId);
  if (!t) {
    const flags = bigEnchantmentCards(d.s.cards);
    t = { creatures: 0, big: 0, live: null, enchantmentsOk: null };
    for (const ch of byId.values()) {
      if (ch.types & T.creature) t.creatures++;
      t.big += flags[d.obj(ch.id).card]!;
    }
    tables.set(byId, t);
  }
  return t;
}

/** A state made without the setup (the scenario kit): each seat's creatures fill its slots in order. */
function fillSlotsInOrder(d: Draft): void {
  const e = mutExt(d);
  for (const id of d.s.battlefield) {
    const seat = charsOf(d, id).controller;
    const open = openSlots(e, seat);
    if (charsOf(d, id).types & T.creature && open.length) e.slots[seat]![open[0]!] = id;
  }
}

/** Per definitions list (a game's, never changed: a token's definition makes a new list), 1 for each non-Aura enchantment. */
const bigCards = new Recent<readonly CardDef[], Uint8Array>(4);

/** The flags once per list: definitions have many shapes, so reading their fields at every check was slow. */
function bigEnchantmentCards(cards: readonly CardDef[]): Uint8Array {
  let flags = bigCards.get(cards);
  // The setup (and the scenario kit) push onto the list it is building: a longer list is new to it.
  if (!flags || flags.length !== cards.length) {
    flags = new Uint8Array(cards.length);
    for (let i = 0; i < cards.length; i++) flags[i] = isBigEnchantment(cards[i]!) ? 1 : 0;
    bigCards.set(cards, flags);
  }
  return flags;
}

/** 003 Casting Spells: a newer non-Aura enchantment replaces the older one (per player, or on the table). Asked only with two or more in play. */
function oneEnchantment(d: Draft): boolean {
  const s = d.s;
  const perTable = extOf(s).opts.enchantments === 'per-table';
  const newest = new Map<number, ObjId>();
  const old: ObjId[] = [];
  for (const id of s.battlefield) {
    if (!isBigEnchantment(s.cards[d.obj(id).card]!)) continue;
    const key = perTable ? 0 : charsOf(d, id).controller;
    const had = newest.get(key);
    if (had === undefined) newest.set(key, id);
    else if (d.obj(had).timestamp < d.obj(id).timestamp) {
      old.push(had);
      newest.set(key, id);
    } else old.push(id);
  }
  for (const id of old) {
    d.say(`${objName(d, id)} is replaced by a newer enchantment and discarded.`);
    moveObject(d, id, 'graveyard');
  }
  return old.length > 0;
}

/** Slots keep only creatures still there under the same control; spell slots only cards still face down. */
function normaliseSlots(d: Draft, t: Table, byId: ReadonlyMap<ObjId, ObjChars>): void {
  const e0 = extOf(d.s);
  if (!slotsChanged(d, e0, t, byId)) return;
  // In place: mutExt's rows are this draft's own copies.
  const e = mutExt(d);
  for (let seat = 0; seat < e.slots.length; seat++) {
    const row = e.slots[seat]!;
    for (let i = 0; i < row.length; i++) if (!liveCreature(d, row[i] ?? null, seat)) row[i] = null;
  }
  for (const row of e.spells) {
    let k = 0;
    for (const id of row) if (d.obj(id).next < 0) row[k++] = id;
    if (k < row.length) row.length = k;
  }
}

/**
 * Has a slotted creature gone or a spell card been revealed? Loops: this runs before every
 * priority. `liveCreature` read from the layers at hand; the same layers keep the same records on
 * the battlefield (chars/signature.ts compares their zone and successor), so slots found live with
 * them stay live while they hold the same creatures.
 */
function slotsChanged(d: Draft, e: McExt, t: Table, byId: ReadonlyMap<ObjId, ObjChars>): boolean {
  if (!sameSlots(t.live, e.slots)) {
    for (let seat = 0; seat < e.slots.length; seat++)
      for (const id of e.slots[seat]!) {
        if (id === null) continue;
        const o = d.obj(id);
        if (o.next >= 0 || o.zone !== 'battlefield') return true;
        const ch = byId.get(id);
        if (!ch || !(ch.types & T.creature) || ch.controller !== seat) return true;
      }
    // A plain loop: flatMap, a generic builtin, cost more than the whole check.
    const live: number[] = [];
    for (const row of e.slots) for (const id of row) live.push(id ?? -1);
    t.live = live;
  }
  for (const row of e.spells) for (const id of row) if (d.obj(id).next >= 0) return true;
  return false;
}

function sameSlots(live: readonly number[] | null, slots: readonly (readonly (ObjId | null)[])[]): boolean {
  if (!live) return false;
  let k = 0;
  for (const row of slots) for (const id of row) if ((id ?? -1) !== live[k++]) return false;
  return k === live.length;
}

/** 003 Combat: one creature ability per player; one equip a turn: marked once on the stack. */
function markAbilities(d: Draft): void {
  const s = d.s;
  for (const it of s.stack) {
    if (it.kind !== 'activated') continue;
    const e = extOf(s);
    const seat = it.controller;
    const equip = s.cards[it.ability.card]!.abilities[it.ability.a]?.keyword === 'equip';
    if (equip && e.equip[seat] !== s.turn) mutExt(d).equip[seat] = s.turn;
    if (!equip && s.step === 'declareAttackers' && e.ability[seat] !== s.turn) mutExt(d).ability[seat] = s.turn;
  }
}

/**
 * A creature that entered without a slot takes an open one (003 Summoning Creatures: "place the
 * creature in one of your open creature slots"): its controller picks when there are several.
 * With all five full it stays beside the slots: it neither fights nor scores (an ambiguity).
 */
function placeNewCreatures(d: Draft, creatures: number): boolean {
  const s = d.s;
  const e = extOf(s);
  const a = e.slots[0]!;
  const b = e.slots[1]!;
  // The slots now hold only distinct creatures in play (normaliseSlots): as many as there are, all are placed.
  let slotted = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== null) slotted++;
  for (let i = 0; i < b.length; i++) if (b[i] !== null) slotted++;
  if (slotted === creatures) return false;
  for (const id of s.battlefield) {
    if (a.includes(id) || b.includes(id) || !(charsOf(d, id).types & T.creature)) continue;
    const seat = charsOf(d, id).controller;
    const open = openSlots(e, seat);
    if (!open.length) continue;
    if (open.length === 1) {
      mutExt(d).slots[seat]![open[0]!] = id;
      d.say(`${seatName(seat)} puts ${objName(d, id)} in creature slot ${open[0]! + 1}.`, seat);
      continue;
    }
    s.procs.push({ p: 'x:slot', obj: id, seat });
    return true;
  }
  return false;
}
