/**
 * A seat's mana sources and automatic payment (CR 601.2g–h, 605): the untapped permanents whose
 * mana ability costs only {T}, read as units for `findPayment`. Paying taps the chosen sources and
 * spends the pool; mana a multi-mana source makes beyond the cost is lost (a simplification: the
 * pool empties at the end of the step anyway, CR 500.4).
 */
import { charsOf } from './chars/compute';
import { T } from './defs';
import type { Draft } from './draft';
import {
  findPayment,
  manaAvailable,
  MANA_TYPES,
  optionUnits,
  type ManaCost,
  type ManaSource,
  type Payment,
} from './mana';
import type { Reader } from './reader';
import { canTapForAbility } from './turn';
import type { ObjId, Seat } from './types';

export function manaSources(r: Reader, seat: Seat, exclude: ObjId = -1): ManaSource[] {
  const out: ManaSource[] = [];
  for (const id of r.s.battlefield) {
    if (id === exclude) continue;
    const o = r.obj(id);
    if (o.tapped) continue;
    const c = charsOf(r, id);
    if (c.controller !== seat) continue;
    for (const ref of c.abilities) {
      const a = r.s.cards[ref.card]!.abilities[ref.a];
      if (!a || a.type !== 'activated' || !a.mana || ref.g !== undefined) continue;
      if (a.costs.length !== 1 || a.costs[0]!.cost !== 'tap') continue;
      const e = a.effects[0];
      if (!e || e.kind !== 'addMana' || e.who) continue;
      if (!canTapForAbility(r, id)) continue;
      const units =
        e.options.length === 1
          ? optionUnits(e.options[0]!)
          : [e.options.reduce((m, opt) => m | (optionUnits(opt)[0] ?? 0), 0)];
      if (!units.length || units.some((u) => u === 0)) continue;
      out.push({ obj: id, ability: ref.a, units, creature: (c.types & T.creature) !== 0 });
      break;
    }
  }
  return out;
}

export function canPay(r: Reader, seat: Seat, cost: ManaCost, exclude: ObjId = -1): boolean {
  const p = r.s.players[seat]!;
  return findPayment(cost, p.pool, manaSources(r, seat, exclude), p.life) !== null;
}

export function maxMana(r: Reader, seat: Seat, exclude: ObjId = -1): number {
  return manaAvailable(r.s.players[seat]!.pool, manaSources(r, seat, exclude));
}

/** Pays `cost` for `seat`; false (and nothing changed) when it cannot. */
export function payMana(d: Draft, seat: Seat, cost: ManaCost, exclude: ObjId = -1): boolean {
  const p = d.player(seat);
  const pay: Payment | null = findPayment(cost, p.pool, manaSources(d, seat, exclude), p.life);
  if (!pay) return false;
  for (const id of pay.tap) {
    d.mut(id).tapped = true;
    d.emit({ e: 'tap', obj: id, forMana: true });
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
