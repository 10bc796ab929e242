/**
 * Attacking bands (CR 702.22c): "any creatures with banding, and up to one without, can attack in a
 * band". After the attackers are declared, the attacking player forms bands one at a time: picks a
 * first creature, adds members (all but one need banding; all attack the same player or
 * planeswalker), then `done` closes the band (a band needs two creatures, one with banding); `done`
 * with no member ends the forming. Attackers with the same `band` number (> 0) form one band.
 * Classic's combat module and Magic Combat with Dice's (its 004 Banding) share this.
 */
import { askChoose } from '../askChoose';
import { charsOf } from '../chars/compute';
import type { Action } from '../decisions';
import type { Draft } from '../draft';
import { hasKeyword } from '../keywords/has';
import { objName, seatName } from '../names';
import type { Reader } from '../reader';
import type { ObjId } from '../types';

/** The forming of bands in progress: the band being formed and the number the next band gets. */
export interface BandForming {
  members: ObjId[];
  next: number;
  over?: boolean;
}

export const hasBanding = (r: Reader | Draft, id: ObjId): boolean => hasKeyword(charsOf(r, id), 'banding');

/** Attackers that may join the band being formed: "every creature but one in an attacking band must have banding". */
function bandOptions(r: Reader | Draft, p: BandForming): ObjId[] {
  const c = r.s.combat!;
  const first = c.attackers.find((a) => a.obj === p.members[0]);
  const needBanding = p.members.some((m) => !hasBanding(r, m));
  return c.attackers
    .filter(
      (a) =>
        a.band === 0 &&
        !p.members.includes(a.obj) &&
        (!first || JSON.stringify(first.at) === JSON.stringify(a.at)) &&
        (!needBanding || hasBanding(r, a.obj)),
    )
    .map((a) => a.obj);
}

/** Could a band be formed: two attackers not in a band yet, one of them with banding. */
export function bandPossible(r: Reader | Draft): boolean {
  const free = r.s.combat!.attackers.filter((a) => a.band === 0);
  return free.length > 1 && free.some((a) => hasBanding(r, a.obj));
}

/** Asks for the next member of the band being formed; 'done' once the forming is over. */
export function runBand(d: Draft, p: BandForming, firstPrompt: string): 'wait' | 'done' {
  if (p.over || (!p.members.length && !bandPossible(d))) return 'done';
  const options = bandOptions(d, p);
  if (!options.length) return closeBand(d, p) ? runBand(d, p, firstPrompt) : 'done';
  return askChoose(d, d.s.active, options, {
    min: 0,
    chosen: p.members.map((o) => ({ o })),
    prompt: p.members.length ? 'Add a creature to this attacking band, or done' : firstPrompt,
  });
}

/** A pick adds a member; done closes the band being formed. */
export function answerBand(d: Draft, p: BandForming, a: Action): void {
  if (a.t === 'pick' && 'o' in a.v) p.members.push(a.v.o);
  else closeBand(d, p);
}

/** Closes the band being formed; false when no band was formed (done with fewer than two). */
function closeBand(d: Draft, p: BandForming): boolean {
  if (p.members.length < 2 || !p.members.some((m) => hasBanding(d, m))) {
    p.over = true;
    return false;
  }
  for (const a of d.s.combat!.attackers) if (p.members.includes(a.obj)) a.band = p.next;
  d.say(`${seatName(d.s.active)} bands ${p.members.map((m) => objName(d, m)).join(', ')}.`, d.s.active);
  p.next++;
  p.members = [];
  return true;
}
