/**
 * Overload (CR 702.96a): "You may cast this spell by paying [cost] rather than its mana cost. If you
 * do, change its text by replacing all instances of 'target' with 'each.'" The overloaded text is a
 * spell ability of its own on the card (`eachInsteadOfTarget` in `overloadText.ts`, made in `cr702.ts`), announced by the
 * overloaded cast (`{ t: 'cast', overload: true }`) as bestow's Aura ability is.
 */
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import { canCast } from '../legal';
import { parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';

export function overloadOf(def: CardDef): { mana: ManaCost; a: number } | null {
  const of = def.keywords.find((k) => k.keyword === 'overload')?.of;
  const a = def.abilities.findIndex((x) => x.keyword === 'overload');
  return of && a >= 0 ? { mana: parseManaCost(of), a } : null;
}

export function overloadActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  if (!m.mana) return;
  for (const id of r.s.players[seat]!.hand) {
    const o = overloadOf(r.s.cards[r.obj(id).card]!);
    if (o && canPay(r, seat, o.mana) && canCast(r, seat, id, -1, false, { ...m, mana: false }))
      out.push({ t: 'cast', o: id, overload: true });
  }
}
