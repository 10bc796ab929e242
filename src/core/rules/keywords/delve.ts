/**
 * Delve (CR 702.66a): "For each generic mana in this spell's total cost, you may exile a card from
 * your graveyard rather than pay that mana." Each number of cards is its own cast of the card
 * (`{ t: 'cast', delve: n }`, n ≥ 1): n generic less to pay, and an `exileFromGraveyard` cost of n
 * cards the caster chooses as the costs are paid.
 */
import type { Action } from '../decisions';
import { canCast, spellCost } from '../legal';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';

/** The delve casts `seat` has now: 1 … min(generic mana, graveyard size) cards exiled, each castable. */
export function delveActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  if (!m.mana) return;
  const p = r.s.players[seat]!;
  if (!p.graveyard.length) return;
  for (const id of p.hand) {
    const def = r.s.cards[r.obj(id).card]!;
    if (!def.keywords.some((k) => k.keyword === 'delve')) continue;
    const most = Math.min(spellCost(r, seat, id, def).generic, p.graveyard.length);
    for (let n = 1; n <= most; n++) if (canCast(r, seat, id, -1, false, m, n)) out.push({ t: 'cast', o: id, delve: n });
  }
}
