/**
 * Retrace (CR 702.81a): "You may cast this card from your graveyard by discarding a land card in
 * addition to paying its other costs." A cast of its own from the graveyard
 * (`{ t: 'cast', retrace: true }`); the land is chosen as the costs are paid.
 */
import type { Action } from '../decisions';
import type { XCost } from '../defs';
import { costPayable } from '../costs';
import { canCast } from '../legal';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';

export const RETRACE_COST: XCost = { cost: 'discard', count: 1, filter: { types: ['land'] } };

/** The retrace casts `seat` has now: a retrace card in its graveyard, castable, a land card in hand. */
export function retraceActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  for (const id of r.s.players[seat]!.graveyard) {
    const def = r.s.cards[r.obj(id).card]!;
    if (!def.keywords.some((k) => k.keyword === 'retrace')) continue;
    if (costPayable(r, seat, id, RETRACE_COST) && canCast(r, seat, id, -1, false, m))
      out.push({ t: 'cast', o: id, retrace: true });
  }
}
