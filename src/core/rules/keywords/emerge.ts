/**
 * Emerge (CR 702.119a): "You may cast this spell by paying [cost] and sacrificing a creature rather
 * than paying its mana cost", the emerge cost "reduced by an amount of generic mana equal to that
 * creature's mana value". The reduction depends on the creature, so each mana value among the
 * caster's creatures is a cast of its own (`{ t: 'cast', emerge: n }`, like delve's number of cards):
 * the emerge cost less n generic, and a sacrifice cost of a creature with mana value n the caster
 * chooses as the costs are paid (which one of them is the caster's choice, not part of the cast).
 */
import { charsOf } from '../chars/compute';
import type { Action } from '../decisions';
import { T, type CardDef, type XCost } from '../defs';
import { canCast } from '../legal';
import { withGeneric, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';
import { keywordCost } from './altCost';

export const emergeCost = (def: CardDef): ManaCost | null => keywordCost(def, 'emerge');

/** The cast's mana (the emerge cost less `mv` generic) and its sacrifice (a creature of mana value `mv`). */
export function emergeCast(def: CardDef, mv: number): { mana: ManaCost; costs: XCost[] } | null {
  const cost = emergeCost(def);
  if (!cost) return null;
  const sacrifice: XCost = {
    cost: 'sacrifice',
    what: { types: ['creature'], manaValue: { atLeast: mv, atMost: mv } },
    count: 1,
  };
  return { mana: withGeneric(cost, -mv), costs: [sacrifice] };
}

/** The emerged casts `seat` has now: one per mana value among its creatures whose reduced cost it can pay. */
export function emergeActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  if (!m.mana) return;
  let mvs: number[] | null = null;
  for (const id of r.s.players[seat]!.hand) {
    const def = r.s.cards[r.obj(id).card]!;
    const cost = emergeCost(def);
    if (!cost) continue;
    mvs ??= creatureManaValues(r, seat);
    if (!mvs.length || !canCast(r, seat, id, -1, false, { ...m, mana: false })) continue;
    for (const mv of mvs) if (canPay(r, seat, withGeneric(cost, -mv))) out.push({ t: 'cast', o: id, emerge: mv });
  }
}

/** The distinct mana values of the creatures `seat` controls, ascending. */
function creatureManaValues(r: Reader, seat: Seat): number[] {
  const out = new Set<number>();
  for (const id of r.s.battlefield) {
    const c = charsOf(r, id);
    if (c.controller === seat && c.types & T.creature) out.add(r.s.cards[r.obj(id).card]!.mv);
  }
  return [...out].sort((a, b) => a - b);
}
