/**
 * The intervening "if" (CR 603.4) of triggers the core makes for keywords, checked as they trigger:
 * echo owes once per time the permanent comes under control, evoke only when its cost was paid,
 * persist and undying only without their counter, flanking only for a blocker without flanking.
 */
import type { Keyword } from '../../effects/types';
import type { Draft } from '../draft';
import { charsOf } from '../chars/compute';
import type { ObjId, Target } from '../types';
import { hasKeyword } from './has';
import { echoDue } from './echo';
import { evoked } from './evoke';

export function keywordTriggers(d: Draft, k: Keyword, id: ObjId, subject: readonly Target[]): boolean {
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
    // CR 702.63a: "if this permanent has a time counter on it".
    case 'vanishing':
      return (d.obj(id).counters?.['time'] ?? 0) > 0;
    // CR 702.25a: "Whenever a creature without flanking blocks this creature".
    case 'flanking':
      return subject.every((t) => 'o' in t && !hasKeyword(charsOf(d, t.o), 'flanking'));
    default:
      return true;
  }
}
