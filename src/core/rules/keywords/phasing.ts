/**
 * Phasing (CR 702.26): "This phases in or out before you untap during each of your untap steps.
 * While it's phased out, it's treated as though it doesn't exist." Phasing is no zone change
 * (CR 702.26d): a phased-out permanent keeps its object (`phasedOut`, zone still the battlefield)
 * but leaves the battlefield's list, which is all that the layers, combat, targets, state-based
 * actions and views read, so nothing sees it. Auras and Equipment attached to it phase out with it
 * (indirectly, CR 702.26g) and back in with it. Games without a phasing card never look (`inGame.ts`).
 */
import { charsOf } from '../chars/compute';
import type { Draft } from '../draft';
import { objName } from '../names';
import type { ObjId } from '../types';
import { hasKeyword } from './has';
import { gameHasKeyword } from './inGame';

/** CR 502.1: the active player's permanents with phasing phase out, those phased out phase in. */
export function phaseStep(d: Draft): void {
  const s = d.s;
  if (!gameHasKeyword(s.cards, 'phasing')) return;
  const back: ObjId[] = [];
  for (const o of s.objs) if (o.phasedOut && o.next < 0 && o.controller === s.active) back.push(o.id);
  const out = s.battlefield.filter(
    (id) => charsOf(d, id).controller === s.active && hasKeyword(charsOf(d, id), 'phasing'),
  );
  const attached = s.battlefield.filter((id) => {
    const to = d.obj(id).attachedTo;
    return to !== null && out.includes(to) && !out.includes(id);
  });
  for (const id of [...out, ...attached]) {
    d.mut(id).phasedOut = true;
    s.battlefield.splice(s.battlefield.indexOf(id), 1);
    if (out.includes(id)) d.say(`${objName(d, id)} phases out.`, s.active);
  }
  for (const id of back) {
    d.mut(id).phasedOut = false;
    s.battlefield.push(id);
    if (d.s.cards[d.obj(id).card]!.keywords.some((k) => k.keyword === 'phasing'))
      d.say(`${objName(d, id)} phases in.`, s.active);
  }
  if (out.length || back.length) d.touch();
}
