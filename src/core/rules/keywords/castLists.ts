/**
 * The keyword casts' lists of one enumeration (morph, bestow, buyback, …), each run only when the
 * seat holds a card with its keyword where the list looks (issue 18): a dozen lists, each a loop
 * over the hand asking every card for its keyword, cost about 4 % of a Classic game while almost
 * every hand has none of them. Each list offers only cards whose printed keywords (`def.keywords`,
 * what the lists read) include its own, so skipping a list no held card could feed changes nothing.
 */
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import { Recent } from '../recent';
import type { ObjId, Seat } from '../types';
import { bestowActions } from './bestow';
import { buybackActions } from './buyback';
import { dashActions } from './dash';
import { delveActions } from './delve';
import { entwineActions } from './entwine';
import { evokeActions } from './evoke';
import { faceUpActions, morphActions } from './morph';
import { overloadActions } from './overload';
import { prowlActions } from './prowl';
import { emergeActions } from './emerge';
import { escalateActions } from './escalate';
import { replicateActions } from './replicate';
import { retraceActions } from './retrace';
import { surgeActions } from './surge';
import { suspendActions } from './suspend';

/** One bit per list, set for a definition with the list's keyword. */
const BIT: Readonly<Record<string, number>> = {
  morph: 1,
  megamorph: 1,
  bestow: 2,
  buyback: 4,
  evoke: 8,
  delve: 16,
  dash: 32,
  entwine: 64,
  retrace: 128,
  suspend: 256,
  replicate: 512,
  surge: 1024,
  overload: 2048,
  prowl: 4096,
  emerge: 8192,
  escalate: 16384,
};

/** Definitions are immutable: their bits are computed once. */
const masks = new WeakMap<CardDef, number>();

/** Beside the lists' bits (`cardBits`): the card has flashback, or an ability that works from a graveyard. */
export const FLASHBACK_BIT = 1 << 20;
export const GRAVEYARD_ABILITY_BIT = 1 << 21;
/** The card has split second (keywords/splitSecond.ts reads the printed keywords too). */
export const SPLIT_SECOND_BIT = 1 << 22;

/** Per definitions list (a ring: a token's definition makes a new list), each card's bits. */
const listBits = new Recent<readonly CardDef[], Int32Array>(4);

/**
 * Each card's lists (`castListMask`) and graveyard bits, read by card index: the enumeration asked
 * every held and every graveyard card through a WeakMap and scanned each graveyard card's keywords
 * and abilities at every priority, while Magic Combat's graveyards hold a game's used cards. One
 * more entry at the end (`anyCardBits`): every card's bits together, so a game without any of them
 * skips the loops that only gather them.
 */
export function cardBits(cards: readonly CardDef[]): Int32Array {
  let bits = listBits.get(cards);
  // The setup (and the scenario kit) push onto the list it is building: a longer list is new to it.
  if (!bits || bits.length !== cards.length + 1) {
    bits = new Int32Array(cards.length + 1);
    let any = 0;
    for (let i = 0; i < cards.length; i++) any |= bits[i] = defBits(cards[i]!);
    bits[cards.length] = any;
    listBits.set(cards, bits);
  }
  return bits;
}

/** Per definition (immutable, shared by the games of a pool): a game's new list reads them again. */
const bitsOfDef = new WeakMap<CardDef, number>();

function defBits(def: CardDef): number {
  let b = bitsOfDef.get(def);
  if (b === undefined) {
    b = castListMask(def);
    for (const k of def.keywords)
      b |= k.keyword === 'flashback' ? FLASHBACK_BIT : k.keyword === 'split second' ? SPLIT_SECOND_BIT : 0;
    for (const a of def.abilities) if (a.zone === 'graveyard') b |= GRAVEYARD_ABILITY_BIT;
    bitsOfDef.set(def, b);
  }
  return b;
}

/** The bits of any card of the list `bits` was made for (`cardBits`). */
export const anyCardBits = (bits: Int32Array): number => bits[bits.length - 1]!;

/** The lists `def` may feed (from a hand; retrace's from a graveyard). */
export function castListMask(def: CardDef): number {
  let m = masks.get(def);
  if (m === undefined) {
    m = 0;
    for (const k of def.keywords) m |= BIT[k.keyword] ?? 0;
    masks.set(def, m);
  }
  return m;
}

/**
 * Adds the keyword casts in the lists' fixed order. `hand`, `graveyard`: the masks of the seat's
 * hand and graveyard; `castOk`: the caller's "may this card be cast now".
 */
export function keywordCasts(
  r: Reader,
  seat: Seat,
  m: RulesModule,
  sorceryNow: boolean,
  hand: number,
  graveyard: number,
  castOk: (id: ObjId, def: CardDef) => boolean,
  out: Action[],
): void {
  // Turning a face-down permanent up does not depend on the hand.
  if (hand & 1) morphActions(r, seat, m, sorceryNow, castOk, out);
  else faceUpActions(r, seat, m, out);
  if (hand & 2) bestowActions(r, seat, m, sorceryNow, castOk, out);
  if (hand & 4) buybackActions(r, seat, m, out);
  if (hand & 8) evokeActions(r, seat, m, sorceryNow, castOk, out);
  if (hand & 16) delveActions(r, seat, m, out);
  if (hand & 32) dashActions(r, seat, m, sorceryNow, castOk, out);
  if (hand & 64) entwineActions(r, seat, m, out);
  if (graveyard & 128) retraceActions(r, seat, m, out);
  if (hand & 256) suspendActions(r, seat, m, out);
  if (hand & 512) replicateActions(r, seat, m, out);
  if (hand & 1024) surgeActions(r, seat, m, out);
  if (hand & 4096) prowlActions(r, seat, m, out);
  if (hand & 8192) emergeActions(r, seat, m, out);
  if (hand & 16384) escalateActions(r, seat, m, out);
  if (hand & 2048) overloadActions(r, seat, m, out);
}
