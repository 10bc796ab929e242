/**
 * Dice Duel scenario states built from real starter-pool cards by name: each test puts exactly the
 * cards it needs in each zone, then applies actions and asserts the exact state after them.
 */
import type { Card } from '../../src/core/cards/card';
import type { GameEvent } from '../../src/core/engine/events';
import { apply } from '../../src/core/variants/dice-duel/game';
import { seedRng } from '../../src/core/engine/rng';
import { toDuelCard } from '../../src/core/variants/dice-duel/cards';
import { fromCard } from '../../src/core/variants/dice-duel/deckSource';
import { DEFAULT_OPTIONS } from '../../src/core/variants/dice-duel/options';
import type { DiceDuelOptions, DuelAction, DuelCard, DuelState, Phase } from '../../src/core/variants/dice-duel/types';
import { diceDuelPool } from './diceDuelPool';

let byName: Map<string, Card> | undefined;

/** A real card by exact name (throws for a name not in the pool, so a typo cannot pass silently). */
export function poolCard(name: string): Card {
  byName ??= new Map(diceDuelPool().pool.map((p) => [p.card.name, p.card]));
  const c = byName.get(name);
  if (!c) throw new Error(`No card named "${name}" in the Dice Duel test pool`);
  return c;
}

export interface SideSpec {
  hand?: string[];
  library?: string[];
  discard?: string[];
  lands?: (string | { name: string; tapped: boolean })[];
  creatures?: (string | { name: string; faceUp: boolean })[];
  points?: number;
}

export interface ScenarioSpec {
  seats: [SideSpec, SideSpec];
  active?: number;
  phase?: Phase;
  options?: Partial<DiceDuelOptions>;
  seed?: string;
  turn?: number;
}

/** The state plus a name -> ids index per seat (ids in the order the spec lists them). */
export function scenario(spec: ScenarioSpec): { state: DuelState; ids: (seat: number, name: string) => number[] } {
  const cards: DuelCard[] = [];
  const index = [new Map<string, number[]>(), new Map<string, number[]>()];
  const make = (seat: number, name: string): number => {
    const id = cards.length;
    cards.push(toDuelCard(fromCard(poolCard(name)), id, seat));
    const m = index[seat]!;
    m.set(name, [...(m.get(name) ?? []), id]);
    return id;
  };
  const players = spec.seats.map((side, seat) => ({
    library: (side.library ?? []).map((n) => make(seat, n)),
    hand: (side.hand ?? []).map((n) => make(seat, n)),
    discard: (side.discard ?? []).map((n) => make(seat, n)),
    lands: (side.lands ?? []).map((l) =>
      typeof l === 'string' ? { id: make(seat, l), tapped: false } : { id: make(seat, l.name), tapped: l.tapped },
    ),
    creatures: (side.creatures ?? []).map((c) =>
      typeof c === 'string' ? { id: make(seat, c), faceUp: true } : { id: make(seat, c.name), faceUp: c.faceUp },
    ),
    points: side.points ?? 0,
  }));
  const state: DuelState = {
    config: { ...DEFAULT_OPTIONS, ...spec.options },
    rng: seedRng(spec.seed ?? 'scenario'),
    cards,
    players,
    active: spec.active ?? 0,
    turn: spec.turn ?? 3,
    phase: spec.phase ?? 'cast',
    castMode: 'none',
    landPlayed: false,
    spellsSeat: spec.active ?? 0,
    starter: 0,
    names: ['Ann', 'Bob'],
    opening: [],
  };
  return { state, ids: (seat, name) => index[seat]!.get(name) ?? [] };
}

export const act = (s: DuelState, seat: number, a: DuelAction) => apply(s, seat, a);
export const types = (l: DuelAction[]) => l.map((a) => a.type);
export const dice = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'dice' }> => e.type === 'dice' && 'dice' in e);

export function deckOf(names: [string, number][]) {
  const pool = new Map(diceDuelPool().pool.map((p) => [p.card.name, p.card] as const));
  return names.flatMap(([n, k]) => Array.from({ length: k }, () => fromCard(pool.get(n)!)));
}
/** A plain 60-card green-red deck of real cards. */
export const DECK = deckOf([
  ['Forest', 12],
  ['Mountain', 10],
  ['Grizzly Bears', 12],
  ['Hill Giant', 12],
  ['Craw Wurm', 8],
  ['Giant Growth', 6],
]);
