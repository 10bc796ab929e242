/** A position's worth to one seat, for the greedy bot and the search bot's playouts (the engine's `evaluate`). */
import type { Seat } from '../../engine';
import { canDraw, canInstant, canKill, canSteal, countsToTotal, isCreature, isLand, neighbours } from './cards';
import { fightWon } from './fight';
import type { PubCard, PubMagicState } from './types';

const WIN = 1e6;
/** Out-numbering a neighbour's creatures: worth about a land (tuned on 200-game greedy v random tables, see docs). */
const THREAT = 10;

interface CardWorth {
  total: 0 | 1;
  creature: 0 | 1;
  /** What it is worth besides the land total: creatures fight, the other types are abilities at hand. */
  ability: number;
}

// Card objects are shared by every state of a game (never changed), so their worth is computed once.
const worthCache = new WeakMap<PubCard, CardWorth>();
function worthOf(c: PubCard): CardWorth {
  let w = worthCache.get(c);
  if (!w) {
    let ability = 0;
    if (isCreature(c)) ability += 3;
    if (canSteal(c)) ability += 2.5;
    if (canKill(c)) ability += 2;
    if (canInstant(c)) ability += 1.5;
    if (canDraw(c) && !countsToTotal(c)) ability += 1;
    w = { total: countsToTotal(c) ? 1 : 0, creature: isCreature(c) ? 1 : 0, ability };
    worthCache.set(c, w);
  }
  return w;
}

/** Land total, creature count and ability worth of one seat: its table plus the hand it will place on turn one. */
function tally(s: PubMagicState, seat: Seat, out: { total: number; creatures: number; ability: number }): void {
  out.total = out.creatures = out.ability = 0;
  addWorth(s, s.tables[seat]!, out);
  addWorth(s, s.hands[seat]!, out);
}

function addWorth(
  s: PubMagicState,
  ids: readonly number[],
  out: { total: number; creatures: number; ability: number },
): void {
  for (const id of ids) {
    const w = worthOf(s.cards[id]!);
    out.total += w.total;
    out.creatures += w.creature;
    out.ability += w.ability;
  }
}

export function evaluatePubMagic(s: PubMagicState, seat: Seat): number {
  if (s.result) {
    if (s.result.winners.includes(seat)) return WIN;
    return s.result.winners.length > 0 ? -WIN : 0;
  }
  const seats = s.tables.length;
  const totals = new Array<number>(seats);
  const creatures = new Array<number>(seats);
  const values = new Array<number>(seats);
  const t = { total: 0, creatures: 0, ability: 0 };
  for (let o = 0; o < seats; o++) {
    tally(s, o, t);
    totals[o] = t.total;
    creatures[o] = t.creatures;
    values[o] = t.ability;
  }
  // A fight about to be won is (almost) a land moved.
  const f = s.fight;
  if (f && (s.phase === 'giveLand' || (s.phase === 'respond' && fightWon(f)))) {
    if (s.tables[f.defender]!.some((id) => isLand(s.cards[id]!))) {
      const p = s.phase === 'giveLand' ? 1 : 0.9;
      totals[f.attacker]! += p;
      totals[f.defender]! -= p;
    }
  }
  const target = s.config.target;
  for (let o = 0; o < seats; o++) {
    // More creatures than a neighbour means a land to take from them each turn; fewer, a land to lose.
    for (const n of neighbours(o, seats)) {
      if (creatures[o]! > creatures[n]!) values[o]! += THREAT;
      else if (creatures[n]! > creatures[o]!) values[o]! -= THREAT;
    }
    // Lands weigh most, and more the closer they bring you to the target.
    const total = totals[o]!;
    values[o]! += 10 * total + (8 * total * total) / target;
  }
  let maxOther = -Infinity;
  let sumOther = 0;
  for (let o = 0; o < seats; o++) {
    if (o === seat) continue;
    sumOther += values[o]!;
    if (values[o]! > maxOther) maxOther = values[o]!;
  }
  return values[seat]! - 0.6 * maxOther - (0.4 * sumOther) / (seats - 1);
}
