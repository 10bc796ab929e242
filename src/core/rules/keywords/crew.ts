/**
 * Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with total power N
 * or more: This permanent becomes an artifact creature until end of turn." The cost (`crew`) is paid
 * in the announce proc's costs stage, one creature at a time until their power reaches N; a creature
 * need not have been under control since the turn began (tapping it is not a {T} cost, CR 302.6).
 * The ability itself is `crewAbility.ts`'s.
 */
import { askChoose } from '../askChoose';
import { charsOf } from '../chars/compute';
import { T } from '../defs';
import type { Draft } from '../draft';
import type { Action } from '../decisions';
import type { AnnounceProc } from '../procs';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';

/** The other untapped creatures `seat` controls that may crew `source`. */
export function crewChoices(r: Reader | Draft, seat: Seat, source: ObjId): ObjId[] {
  return r.s.battlefield.filter((id) => {
    if (id === source || r.obj(id).tapped) return false;
    const c = charsOf(r, id);
    return c.controller === seat && (c.types & T.creature) !== 0;
  });
}

const powerOf = (r: Reader | Draft, ids: readonly ObjId[]): number =>
  ids.reduce((n, id) => n + Math.max(0, charsOf(r, id).power), 0);

/** Can `seat` crew `source` with power `n` now? */
export const crewPayable = (r: Reader, seat: Seat, source: ObjId, n: number): boolean =>
  powerOf(r, crewChoices(r, seat, source)) >= n;

/**
 * Pays a crew cost of power `n`: asks for one creature at a time (the proc's `chosen`) until the
 * chosen ones' power reaches `n`, then taps them. 'wait' while a creature is asked.
 */
export function payCrew(d: Draft, p: AnnounceProc, n: number, ans: Action | undefined): 'wait' | 'paid' {
  const seat = p.item.controller;
  if (ans?.t === 'pick') p.chosen.push(ans.v);
  const chosen = p.chosen.flatMap((t) => ('o' in t ? [t.o] : []));
  const left = crewChoices(d, seat, p.item.obj).filter((id) => !chosen.includes(id));
  const have = powerOf(d, chosen);
  // Asked while the power is short and there is a choice to make (all that is left is needed: forced).
  if (have < n && powerOf(d, left) > n - have && left.length > 1)
    return askChoose(d, seat, left, {
      min: 1,
      chosen: p.chosen.slice(),
      prompt: `Crew ${n}: tap a creature (power ${have} of ${n})`,
    });
  const tap = have >= n ? chosen : [...chosen, ...left];
  for (const id of tap) {
    d.mut(id).tapped = true;
    d.emit({ e: 'tap', obj: id, forMana: false });
  }
  p.chosen = [];
  return 'paid';
}
