/**
 * What the casts that add a keyword's cost share (buyback, entwine, escalate, replicate): the cards
 * in the hand with the keyword that `seat` may cast now, and the keyword's cost paid n times. Each
 * keyword's own file decides which casts it offers.
 */
import type { Keyword } from '../../effects/types';
import type { CardDef } from '../defs';
import { canCast } from '../legal';
import { addMana, parseManaCost, type ManaCost } from '../mana';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';

/** Calls `visit` for each card in `seat`'s hand with `keyword` it can cast now (none without mana). */
export function eachCastableWith(
  r: Reader,
  seat: Seat,
  m: RulesModule,
  keyword: Keyword,
  visit: (id: ObjId, def: CardDef) => void,
): void {
  if (!m.mana) return;
  for (const id of r.s.players[seat]!.hand) {
    const def = r.s.cards[r.obj(id).card]!;
    if (def.keywords.some((k) => k.keyword === keyword) && canCast(r, seat, id, -1, false, m)) visit(id, def);
  }
}

/** `n` times the `keyword` cost of `def`. */
export function keywordCostTimes(def: CardDef, keyword: Keyword, n: number): ManaCost {
  const one = parseManaCost(def.keywords.find((k) => k.keyword === keyword)?.of);
  let out = parseManaCost('');
  for (let i = 0; i < n; i++) out = addMana(out, one);
  return out;
}
