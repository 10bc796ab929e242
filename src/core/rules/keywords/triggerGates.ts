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
    // CR 509.3c: "becomes blocked" triggers once, however many creatures block it.
    case 'rampage': {
      const a = d.s.combat?.attackers.find((x) => x.obj === id);
      return !a || subject.every((t) => 'o' in t && t.o === a.blockers[0]);
    }
    // CR 702.105a: it attacks the player with the most life or tied for most life.
    case 'dethrone': {
      const at = d.s.combat?.attackers.find((x) => x.obj === id)?.at;
      const most = Math.max(...d.s.players.filter((p) => !p.lost).map((p) => p.life));
      return !!at && 'p' in at && d.s.players[at.p]!.life === most;
    }
    // CR 702.100a: the creature that entered has greater power or toughness than this one.
    case 'evolve': {
      const me = charsOf(d, id);
      return subject.some((t) => {
        if (!('o' in t)) return false;
        const it = charsOf(d, t.o);
        return it.power > me.power || it.toughness > me.toughness;
      });
    }
    // CR 702.58a: "if this permanent has a +1/+1 counter on it".
    case 'graft':
      return (d.obj(id).counters?.['+1/+1'] ?? 0) > 0;
    // CR 702.25a: "Whenever a creature without flanking blocks this creature".
    case 'flanking':
      return subject.every((t) => 'o' in t && !hasKeyword(charsOf(d, t.o), 'flanking'));
    default:
      return true;
  }
}
