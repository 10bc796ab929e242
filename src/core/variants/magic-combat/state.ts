/**
 * Magic Combat's own state, kept in `GameState.ext` (plain JSON, replaced whole): the table options
 * the rules read, each seat's 5 creature slots (slot i faces the other seat's slot i, 003 Setup),
 * its face-down spell slots (003 Combat), the points (003 Gameplay) and the combat ability used.
 */
import { charsOf } from '../../rules/chars/compute';
import { T } from '../../rules/defs';
import type { Draft } from '../../rules/draft';
import type { Reader } from '../../rules/reader';
import { Recent } from '../../rules/recent';
import type { GameState, ObjId, Seat } from '../../rules/types';

/** 003 Setup: "There are 5 slots for creatures on each side". Also 003 Combat: "5 empty spell slots". */
export const SLOTS = 5;

/** The readings a table may choose (docs/variants/magic-combat.md, "Table options"). */
export interface McOptions {
  /** 003 Turns "Draw: Each player draws three cards": both players each turn, or only the active one. */
  draw: 'both' | 'active';
  /** 003 Gameplay "unblocked": facing an empty slot, or facing an empty slot and not having fought. */
  unblocked: 'facing-empty' | 'unfought';
  /** A tie on points: a draw, or the higher life total wins. */
  tiebreak: 'draw' | 'life';
  /** 003 Casting Spells: one non-Aura enchantment per player, or one on the whole table. */
  enchantments: 'per-player' | 'per-table';
  /** Creatures summoned per turn (0 = as many as slots and sacrifices allow). */
  summons: number;
  /** 003 Gameplay: 10. */
  rounds: number;
}

export const DEFAULT_OPTIONS: McOptions = {
  draw: 'both',
  unblocked: 'facing-empty',
  tiebreak: 'draw',
  enchantments: 'per-player',
  summons: 0,
  rounds: 10,
};

export interface McExt {
  opts: McOptions;
  /** Per seat, 5 creature slots: the permanent in each, or null. */
  slots: (ObjId | null)[][];
  /** Per seat, the face-down cards (exiled face down, CR 406.3) in its spell slots, at most 5. */
  spells: ObjId[][];
  points: number[];
  /** The turn in which each seat used its one creature ability of combat (003 Combat); -1: not yet. */
  ability: number[];
  /** The turn in which each seat last paid an equip cost: once a turn, as there is no mana to limit it. */
  equip: number[];
}

export function newExt(seats: number, opts: McOptions = DEFAULT_OPTIONS): McExt {
  return {
    opts,
    slots: Array.from({ length: seats }, () => Array<ObjId | null>(SLOTS).fill(null)),
    spells: Array.from({ length: seats }, () => []),
    points: Array<number>(seats).fill(0),
    ability: Array<number>(seats).fill(-1),
    equip: Array<number>(seats).fill(-1),
  };
}

/** The variant state; a state made by another path (the scenario kit) reads the defaults. */
export function extOf(s: GameState): McExt {
  return (s.ext as McExt | undefined) ?? newExt(s.players.length);
}

function copyRows<T>(rows: readonly (readonly T[])[]): T[][] {
  const out: T[][] = [];
  for (const r of rows) out.push(r.slice());
  return out;
}

/** Each draft's own copy (rules/recent.ts: not a WeakMap by draft, which kept every draft through minor GCs). */
const copies = new Recent<Draft, McExt>(4);

/**
 * Counts the calls of `mutExt` (each may write the variant state in place, which the draft's own
 * write count does not see): `beforePriority` is skipped only while it stands (hooks.ts).
 */
export const extWrites = { n: 0 };

/** The variant state, writable in this draft (copied once per draft: earlier states never change). */
export function mutExt(d: Draft): McExt {
  extWrites.n++;
  let e = copies.get(d);
  if (e && d.s.ext === e) return e;
  const o = extOf(d.s);
  e = {
    opts: o.opts,
    slots: copyRows(o.slots),
    spells: copyRows(o.spells),
    points: o.points.slice(),
    ability: o.ability.slice(),
    equip: o.equip.slice(),
  };
  d.s.ext = e;
  copies.set(d, e);
  return e;
}

/** 003 Gameplay: each player takes one turn in each round (two seats: turns 1–2 are round 1). */
export const roundOf = (s: GameState): number => Math.floor((s.turn - 1) / s.players.length) + 1;

/** The other seat (Magic Combat is for two). */
export const otherSeat = (seat: Seat): Seat => 1 - seat;

/** Is `id` still a creature on the battlefield controlled by `seat`? */
export function liveCreature(r: Reader, id: ObjId | null, seat: Seat): boolean {
  if (id === null) return false;
  const o = r.obj(id);
  if (o.next >= 0 || o.zone !== 'battlefield') return false;
  const c = charsOf(r, id);
  return (c.types & T.creature) !== 0 && c.controller === seat;
}

/** The creature slot `id` is in, or -1. */
export const slotOf = (e: McExt, seat: Seat, id: ObjId): number => e.slots[seat]!.indexOf(id);

/** The creature across from `id` (003 Setup: slot i faces slot i), or null. */
export function facing(r: Reader, e: McExt, seat: Seat, id: ObjId): ObjId | null {
  const i = slotOf(e, seat, id);
  if (i < 0) return null;
  const other = otherSeat(seat);
  const b = e.slots[other]![i] ?? null;
  return liveCreature(r, b, other) ? b : null;
}

/** Has `seat` an empty creature slot? (`openSlots` without the list: asked at every enumeration.) */
export const hasOpenSlot = (e: McExt, seat: Seat): boolean => e.slots[seat]!.includes(null);

export function openSlots(e: McExt, seat: Seat): number[] {
  const out: number[] = [];
  const row = e.slots[seat]!;
  for (let i = 0; i < row.length; i++) if (row[i] === null) out.push(i);
  return out;
}
