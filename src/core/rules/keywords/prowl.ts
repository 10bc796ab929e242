/**
 * Prowl (CR 702.76a): "You may cast this spell by paying [cost] rather than paying its mana cost if
 * a player was dealt combat damage this turn by a source that, at the time it dealt that damage, was
 * under your control and had any of this spell's creature types." The prowled cast is a cast of its
 * own (`{ t: 'cast', prowl: true }`) with the card's usual timing; the creature types that dealt a
 * player combat damage are kept per player and turn (`dealtCombat`, damage.ts), so a seat that dealt
 * none this turn costs one comparison per enumeration.
 */
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import { canCast } from '../legal';
import type { ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';
import { keywordCost } from './altCost';

export const prowlCost = (def: CardDef): ManaCost | null => keywordCost(def, 'prowl');

export function prowlActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  const hit = r.s.players[seat]!.dealtCombat;
  if (!m.mana || !hit || hit.turn !== r.s.turn) return;
  for (const id of r.s.players[seat]!.hand) {
    const def = r.s.cards[r.obj(id).card]!;
    const cost = prowlCost(def);
    if (!cost || !def.subtypes.some((t) => hit.types.includes(t)) || !canPay(r, seat, cost)) continue;
    if (canCast(r, seat, id, -1, false, { ...m, mana: false })) out.push({ t: 'cast', o: id, prowl: true });
  }
}
