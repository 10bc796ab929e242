/**
 * Keywords that make a spell cost less (CR 601.2f): affinity for artifacts (CR 702.41a, "{1} less
 * for each artifact you control") and undaunted (CR 702.125a, "{1} less for each opponent you
 * have"). `legal.ts`'s `spellCost` takes them off with the other cost changes.
 */
import { chars } from '../chars/compute';
import type { CardDef } from '../defs';
import { T } from '../defs';
import type { Reader } from '../reader';
import type { Seat } from '../types';

/** The generic mana `def`'s keywords take off its cost for `seat` now (0 without such keywords). */
export function keywordCostReduction(r: Reader, seat: Seat, def: CardDef): number {
  let n = 0;
  for (const k of def.keywords) {
    if (k.keyword === 'affinity for artifacts')
      for (const id of r.s.battlefield) {
        const c = chars(r).byId.get(id);
        if (c && c.controller === seat && c.types & T.artifact) n++;
      }
    // An opponent who has left the game is no longer one (CR 800.4a).
    if (k.keyword === 'undaunted') n += r.s.players.filter((p) => p.seat !== seat && !p.lost).length;
  }
  return n;
}
