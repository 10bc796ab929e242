/**
 * Magic Combat's board as the table reads it from the view (rules text 003; the core keeps it in
 * `GameState.ext`, the opening placement in the `x:setup` proc and the fights in `combat.extra`).
 * Types are mirrored because the renderer imports no core code; only what the seat's view holds
 * is read, so nothing hidden can be drawn. Pure: the same view gives the same board.
 */
import type { RView } from '../magic/types';
import { TYPE } from '../magic/types';
import { viewerSeat } from '../subjects';

/** 003 Setup: 5 creature slots a side (slot i faces slot i); 003 Combat: 5 spell slots behind them. */
export const SLOTS = 5;

/** The part of the core's `McExt` (core variants/magic-combat/state.ts) the table reads. */
interface ExtView {
  opts: { rounds: number };
  slots: (number | null)[][];
  spells: number[][];
  points: number[];
}

/** The core's `FightState` (combat.ts): the fights of this combat. */
interface FightView {
  fought: number[];
  current: { a: number; b: number } | null;
}

/** One creature slot as drawn. */
export type CreatureSlot =
  | { kind: 'empty' }
  /** A creature in it (face up). */
  | { kind: 'card'; id: number }
  /** Setup: your own creature placed face down (you know it; the other seat does not). */
  | { kind: 'placed'; id: number }
  /** Setup: the other seat's slot, unknown until both reveal. */
  | { kind: 'unknown' };

/** One spell slot: a face-down card (named only when this seat knows it), or empty. */
export type SpellSlot = { kind: 'empty' } | { kind: 'facedown'; id: number; known: boolean };

export interface SeatBoard {
  seat: number;
  creatures: CreatureSlot[];
  spells: SpellSlot[];
  /** Permanents beside the slots (enchantments, Equipment, a creature that found no slot), not attached ones. */
  beside: number[];
  points: number;
}

/** What happens in a column (slot i against slot i): who would score, or a fight. */
export type Lane = 'fight' | 'facing' | 'open-mine' | 'open-theirs' | 'empty';

export interface Board {
  /** 003 Gameplay: one turn each a round; 1 during setup. */
  round: number;
  rounds: number;
  /** 003 Casting Spells: a non-creature spell's mana value may not exceed the round. */
  cap: number;
  setup: boolean;
  /** The slot you are filling now during setup (-1 when you are not). */
  setupSlot: number;
  /** Setup: your creatures placed face down (still in your hand to the core until both reveal). */
  placed: number[];
  me: SeatBoard;
  them: SeatBoard;
  lanes: Lane[];
  /** The fight about to happen (the reveal window before it), and the last fight fought this combat. */
  fight: { a: number; b: number } | null;
  lastFight: { a: number; b: number } | null;
  /** The column (slot) of the fight about to happen and of the one just fought, or -1. */
  fightSlot: number;
  lastFightSlot: number;
  /** Creatures that fought this combat. */
  fought: number[];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

function extOf(v: RView): ExtView {
  const e = v.ext;
  const n = v.players.length;
  if (isObj(e) && Array.isArray(e['slots']) && Array.isArray(e['spells']) && Array.isArray(e['points']))
    return e as unknown as ExtView;
  return {
    opts: { rounds: 10 },
    slots: Array.from({ length: n }, () => Array<null>(SLOTS).fill(null)),
    spells: Array.from({ length: n }, () => []),
    points: Array<number>(n).fill(0),
  };
}

function fightsOf(v: RView): FightView | null {
  const f = v.combat?.extra;
  return isObj(f) && Array.isArray(f['fought']) ? (f as unknown as FightView) : null;
}

/** The opening placement while it is being chosen: your own choices (the view holds no one else's). */
function setupOf(v: RView): { placed: (number | null)[]; slot: number; deciding: boolean } | null {
  const p = v.procs.find((x) => x.p === 'x:setup');
  if (!p || !('placed' in p) || !Array.isArray(p.placed)) return null;
  const rows = p.placed as (number | null)[][];
  const order = 'order' in p && Array.isArray(p.order) ? (p.order as number[]) : [];
  const i = 'i' in p && typeof p.i === 'number' ? p.i : 0;
  const slot = 'slot' in p && typeof p.slot === 'number' ? p.slot : 0;
  return { placed: rows[v.seat] ?? [], slot, deciding: order[i] === v.seat };
}

/** Is `id` a live permanent controlled by `seat` (not moved on, as the core's `liveCreature`)? */
function live(v: RView, id: number | null, seat: number): id is number {
  if (id === null) return false;
  const o = v.objs[id];
  return !!o && o.next === -1 && o.zone === 'battlefield' && o.controller === seat;
}

/** The round of turn `turn` (core state.ts `roundOf`): two turns a round. */
export const roundOfTurn = (turn: number, seats: number): number => Math.floor((turn - 1) / seats) + 1;

function seatBoard(v: RView, e: ExtView, seat: number, setup: ReturnType<typeof setupOf>): SeatBoard {
  const row = e.slots[seat] ?? [];
  const creatures: CreatureSlot[] = Array.from({ length: SLOTS }, (_, i): CreatureSlot => {
    const id = row[i] ?? null;
    if (live(v, id, seat)) return { kind: 'card', id };
    if (setup) {
      if (seat !== v.seat) return { kind: 'unknown' };
      const placed = setup.placed[i] ?? null;
      if (placed !== null) return { kind: 'placed', id: placed };
    }
    return { kind: 'empty' };
  });
  // Face-down cards still in their slots (a revealed one has moved on: its old object has `next`).
  const down = (e.spells[seat] ?? []).filter((id) => v.objs[id]?.next === -1);
  const spells = Array.from({ length: SLOTS }, (_, i): SpellSlot => {
    const id = down[i];
    return id === undefined ? { kind: 'empty' } : { kind: 'facedown', id, known: (v.objs[id]?.card ?? -1) >= 0 };
  });
  const inSlots = new Set(row.filter((id): id is number => id !== null));
  const beside = v.battlefield.filter((id) => live(v, id, seat) && !inSlots.has(id) && v.objs[id]!.attachedTo === null);
  return { seat, creatures, spells, beside, points: e.points[seat] ?? 0 };
}

function lane(mine: CreatureSlot, theirs: CreatureSlot, fighting: boolean): Lane {
  if (fighting) return 'fight';
  const m = mine.kind === 'card';
  const t = theirs.kind === 'card';
  if (m && t) return 'facing';
  if (m) return 'open-mine';
  if (t) return 'open-theirs';
  return 'empty';
}

/** The board of the view's seat (a spectator sees it as seat 1 would, without its hand). */
export function boardOf(v: RView): Board {
  const e = extOf(v);
  const setup = setupOf(v);
  const me = viewerSeat(v.seat);
  const other = (me + 1) % v.players.length;
  const rounds = e.opts.rounds;
  const round = Math.min(rounds, roundOfTurn(v.turn, v.players.length));
  const mine = seatBoard(v, e, me, setup);
  const theirs = seatBoard(v, e, other, setup);
  const f = fightsOf(v);
  const fight = f?.current ?? null;
  const fought = f?.fought ?? [];
  const pair = fought.length >= 2 ? { a: fought[fought.length - 2]!, b: fought[fought.length - 1]! } : null;
  const lastFight = fight ? null : pair;
  // Slot i fights slot i: the column of either fighter still in its slot (-1 when both died).
  const column = (f: { a: number; b: number } | null) => {
    if (!f) return -1;
    const i = (e.slots[v.active] ?? []).indexOf(f.a);
    return i >= 0 ? i : (e.slots[(v.active + 1) % v.players.length] ?? []).indexOf(f.b);
  };
  const fightSlot = column(fight);
  const lanes = mine.creatures.map((c, i) => lane(c, theirs.creatures[i]!, i === fightSlot));
  return {
    round,
    rounds,
    cap: round,
    setup: !!setup,
    placed: (setup?.placed ?? []).filter((id): id is number => id !== null),
    setupSlot: setup?.deciding && v.pending?.seat === v.seat ? setup.slot : -1,
    me: mine,
    them: theirs,
    lanes,
    fight,
    lastFight,
    fightSlot,
    lastFightSlot: column(lastFight),
    fought,
  };
}

/** How a card in your hand stands against this round (003 Setup, Casting Spells, Summoning Creatures). */
export interface HandTag {
  /** "MV 2 ≤ 3", "MV 5 > 3", "MV 2 summon", "MV 5 sac 1" (a creature of 4–7 needs one sacrificed). */
  text: string;
  /** Within this round's rules: a spell within the cap, a creature that can be summoned (or placed at setup). */
  ok: boolean;
}

export function handTag(v: RView, id: number, b: Board): HandTag | null {
  const o = v.objs[id];
  const card = o && o.card >= 0 ? v.cards[o.card] : null;
  if (!card) return null;
  const mv = card.mv;
  if ((card.types & TYPE.creature) !== 0) {
    if (b.setup) return { text: mv <= 3 ? `MV ${mv} place` : `MV ${mv} > 3`, ok: mv <= 3 };
    // 003 Summoning Creatures: 4–7 sacrifice one creature, 8 or more two.
    const sac = mv >= 8 ? 2 : mv >= 4 ? 1 : 0;
    return { text: sac ? `MV ${mv} sac ${sac}` : `MV ${mv} summon`, ok: true };
  }
  return mv <= b.cap ? { text: `MV ${mv} ≤ ${b.cap}`, ok: true } : { text: `MV ${mv} > ${b.cap}`, ok: false };
}
