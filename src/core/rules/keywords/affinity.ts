/** Affinity for artifacts (CR 702.41a): "This spell costs {1} less to cast for each artifact you control." */
import { chars } from '../chars/compute';
import type { CardDef } from '../defs';
import { T } from '../defs';
import type { Reader } from '../reader';
import type { Seat } from '../types';

/** The generic mana affinity takes off `def`'s cost for `seat` now (0 without affinity). */
export function affinityReduction(r: Reader, seat: Seat, def: CardDef): number {
  if (!def.keywords.some((k) => k.keyword === 'affinity for artifacts')) return 0;
  let n = 0;
  for (const id of r.s.battlefield) {
    const c = chars(r).byId.get(id);
    if (c && c.controller === seat && c.types & T.artifact) n++;
  }
  return n;
}
