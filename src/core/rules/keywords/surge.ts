/**
 * Surge (CR 702.117a): "You may cast this spell by paying [cost] rather than its mana cost if you
 * or one of your teammates has cast another spell this turn" (no teammates in free-for-all). The
 * surged cast is a cast of its own (`{ t: 'cast', surge: true }`). Spells cast this turn are the
 * objects put on the stack this turn by casting, as for storm.
 */
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import { canCast } from '../legal';
import { parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';

export function surgeCost(def: CardDef): ManaCost | null {
  const of = def.keywords.find((k) => k.keyword === 'surge')?.of;
  return of ? parseManaCost(of) : null;
}

const castThisTurn = (r: Reader, seat: Seat): boolean =>
  r.s.objs.some((o) => o.zone === 'stack' && !o.copy && o.since === r.s.turn && o.controller === seat);

export function surgeActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  if (!m.mana) return;
  let cast: boolean | null = null;
  for (const id of r.s.players[seat]!.hand) {
    const cost = surgeCost(r.s.cards[r.obj(id).card]!);
    if (!cost || !canPay(r, seat, cost)) continue;
    cast ??= castThisTurn(r, seat);
    if (cast && canCast(r, seat, id, -1, false, { ...m, mana: false })) out.push({ t: 'cast', o: id, surge: true });
  }
}
