/**
 * A position's worth for the greedy bot and the search's cut-off, with the combat forecast from the
 * attack table's odds rather than printed power: an attack is worth its expected damage, and a
 * creature counts by its chance to live through the blocks and counter strikes it faces. Before the
 * blocks, each attacker is judged against the defender's best answer (a block or none).
 */
import { applyAction } from '../../rules/engine';
import type { ObjChars } from '../../rules/chars/types';
import { T } from '../../rules/defs';
import { hasKeyword } from '../../rules/keywords/has';
import { readerOf } from '../../rules/reader';
import { seatScore, worthAgainstBest } from '../../rules/evaluate';
import type { GameState, ObjId, Seat } from '../../rules/types';
import { canBlock } from '../../rules/combat/rules';
import { DICE_MODULE } from './module';
import { diceCombat, extOf } from './state';
import { chanceAtLeast, expectedDamage } from './table';

type Five = 'miss' | 'partial';

interface Forecast {
  /** Chance each creature dies in the combat under way. */
  death: Map<ObjId, number>;
  lifeLoss: number[];
}

const creatureValue = (c: ObjChars, damage: number) =>
  1.5 + Math.max(0, c.power) * 1.2 + Math.max(0, c.toughness - damage) * 0.6 + c.keywords.length * 0.3;

/** One attacker against one blocker: the chance each dies (first strike first, then attack, then counter). */
export function duel(a: ObjChars, aLeft: number, b: ObjChars, bLeft: number, five: Five): { a: number; b: number } {
  const pa = Math.max(0, a.power);
  const pb = Math.max(0, b.power);
  const wall = b.subtypes.includes('Wall');
  const first = !wall && (hasKeyword(b, 'first strike') || hasKeyword(b, 'double strike'));
  const counter = (need: number) => (wall ? (pb >= need ? 1 : 0) : chanceAtLeast(pb, pb - pa, need, five));
  const aHitB = hasKeyword(a, 'deathtouch')
    ? chanceAtLeast(pa, pa - pb, 1, five)
    : chanceAtLeast(pa, pa - pb, bLeft, five);
  const bHitA = hasKeyword(b, 'deathtouch') ? counter(1) : counter(aLeft);
  if (first) {
    const aDiesFirst = bHitA;
    const bDies = (1 - aDiesFirst) * aHitB;
    return { a: aDiesFirst, b: bDies };
  }
  return { a: (1 - aHitB) * bHitA, b: aHitB };
}

function forecast(s: GameState, byId: Map<ObjId, ObjChars>): Forecast {
  const f: Forecast = { death: new Map(), lifeLoss: s.players.map(() => 0) };
  const c = s.combat;
  if (!c || !c.attackers.length || s.step === 'endCombat') return f;
  const five = extOf(s).opts.five;
  const r = readerOf(s);
  // Blocks are final once the defenders' declaration is over; until then an attacker not yet blocked
  // meets the defender's best answer.
  const blocksFinal =
    s.step !== 'declareAttackers' && s.step !== 'beginCombat' && !s.procs.some((p) => p.p === 'blockers');
  const dc = diceCombat(r);
  const pending = dc ? new Set(dc.left.flatMap((i) => dc.units[i]!.attackers)) : null;
  const left = (id: ObjId) => byId.get(id)!.toughness - s.objs[id]!.damage;
  const mark = (id: ObjId, p: number) => f.death.set(id, Math.max(f.death.get(id) ?? 0, p));
  for (const a of c.attackers) {
    const ac = byId.get(a.obj);
    if (!ac || (pending && !pending.has(a.obj))) continue;
    const unblocked = () => ('p' in a.at ? expectedDamage(Math.max(0, ac.power), Math.max(0, ac.power), five) : 0);
    const b = a.blockers.find((x) => byId.has(x));
    if (b !== undefined) {
      const o = duel(ac, left(a.obj), byId.get(b)!, left(b), five);
      mark(a.obj, o.a);
      mark(b, o.b);
      continue;
    }
    if (blocksFinal || a.blocked) {
      if (!a.blocked && 'p' in a.at) f.lifeLoss[a.at.p]! += unblocked();
      continue;
    }
    // Before blocks: the defender answers each attacker as suits it best (a blocker, or taking it).
    if (!('p' in a.at)) continue;
    const def = a.at.p;
    const aValue = creatureValue(ac, s.objs[a.obj]!.damage);
    let best = { gain: unblocked(), b: -1, o: { a: 0, b: 0 } };
    for (const id of s.battlefield) {
      const bc = byId.get(id);
      if (!bc || bc.controller !== def || !(bc.types & T.creature) || !canBlock(r, id, a.obj)) continue;
      const o = duel(ac, left(a.obj), bc, left(id), five);
      const gain = o.b * creatureValue(bc, s.objs[id]!.damage) - o.a * aValue;
      if (gain < best.gain) best = { gain, b: id, o };
    }
    if (best.b < 0) f.lifeLoss[def]! += best.gain;
    else {
      mark(a.obj, best.o.a);
      mark(best.b, best.o.b);
    }
  }
  return f;
}

function score(s: GameState, seat: Seat, byId: Map<ObjId, ObjChars>, f: Forecast): number {
  // A creature counts by its chance to live through the combat under way.
  return seatScore(s, seat, byId, f.lifeLoss, {
    creature: (id, ch) => creatureValue(ch, s.objs[id]!.damage) * (1 - (f.death.get(id) ?? 0)),
  });
}

/** The stack resolved with everyone passing, and an open roll read: judged by what they do. */
function settle(s: GameState): GameState {
  let cur = s;
  for (let i = 0; i < 12 && cur.pending?.d === 'priority' && !cur.result; i++) {
    if (!cur.stack.length && !diceCombat(readerOf(cur))?.roll) break;
    cur = applyAction(cur, DICE_MODULE, cur.pending.seat, { t: 'pass' }, true).state;
  }
  return cur;
}

export function evaluateCombatWithDice(state: GameState, seat: Seat): number {
  return worthAgainstBest(settle(state), seat, forecast, score);
}
