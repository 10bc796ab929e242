/**
 * The intervening "if" (CR 603.4) of triggers the core makes for keywords, checked as they trigger:
 * echo owes once per time the permanent comes under control, evoke only when its cost was paid,
 * persist and undying only without their counter.
 */
import type { Keyword } from '../../effects/types';
import type { Draft } from '../draft';
import type { ObjId } from '../types';
import { echoDue } from './echo';
import { evoked } from './evoke';

export function keywordTriggers(d: Draft, k: Keyword, id: ObjId): boolean {
  switch (k) {
    case 'echo':
      return echoDue(d, id);
    case 'evoke':
      return evoked(d, id);
    // CR 702.79a, 702.93a: "if it had no -1/-1 (+1/+1) counters on it", as it last existed.
    case 'persist':
      return !d.obj(id).counters?.['-1/-1'];
    case 'undying':
      return !d.obj(id).counters?.['+1/+1'];
    default:
      return true;
  }
}
