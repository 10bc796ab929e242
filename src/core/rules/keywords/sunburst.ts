/** Sunburst (CR 702.44a): which spells count the colours of mana spent on them as they are paid. */
import type { Draft } from '../draft';
import type { AnnounceProc } from '../procs';
import { defOf } from '../abilities';

/** A spell whose card has sunburst (abilities and copies never do: only a cast permanent spell counts). */
export function sunburstSpell(d: Draft, p: AnnounceProc): boolean {
  if (p.item.kind !== 'spell') return false;
  for (const k of defOf(d.s, d.obj(p.item.obj).card, p.half).keywords) if (k.keyword === 'sunburst') return true;
  return false;
}
