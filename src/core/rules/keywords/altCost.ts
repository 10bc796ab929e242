/**
 * What the keyword casts from a hand share (evoke, dash, bestow, morph): one lister signature so
 * `legal.ts` calls them alike, the printed cost of a keyword, and creature timing.
 */
import type { Keyword } from '../../effects/types';
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import { parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';

/** Adds to `out` the keyword casts `seat` has now; `castOk` is the caller's "may this card be cast now". */
export type CastLister = (
  r: Reader,
  seat: Seat,
  m: RulesModule,
  sorceryNow: boolean,
  castOk: (id: ObjId, def: CardDef) => boolean,
  out: Action[],
) => void;

/** The mana cost printed with `keyword` on `def` ("Dash {2}{R}"), or null without it. */
export function keywordCost(def: CardDef, keyword: Keyword): ManaCost | null {
  const of = def.keywords.find((k) => k.keyword === keyword)?.of;
  return of ? parseManaCost(of) : null;
}

/** Creature timing: sorcery timing unless the card has flash. */
export const creatureTimingOk = (def: CardDef, sorceryNow: boolean): boolean =>
  sorceryNow || def.keywords.some((k) => k.keyword === 'flash');

/** The lister of casts for an alternative cost (`costOf`) marked `mark`: creature timing, the cost payable. */
export function altCostLister(
  costOf: (def: CardDef) => ManaCost | null,
  mark: { evoke: true } | { dash: true },
): CastLister {
  return (r, seat, m, sorceryNow, castOk, out) => {
    if (!m.mana || m.castTiming) return;
    for (const id of r.s.players[seat]!.hand) {
      const def = r.s.cards[r.obj(id).card]!;
      const cost = costOf(def);
      if (!cost || !creatureTimingOk(def, sorceryNow)) continue;
      if (canPay(r, seat, cost) && castOk(id, def)) out.push({ t: 'cast', o: id, ...mark });
    }
  };
}
