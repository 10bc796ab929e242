/**
 * Magic Combat's timing as whole windows (RulesModule.timingWindows), for the enumeration to skip
 * the lists whose every card `castTiming`/`activateTiming` (hooks.ts) would refuse now: a legal
 * list with only pass (about half of a game's) asked each held card and each face-down spell.
 * Each window is a necessary condition of those hooks, nothing more (castTimingWindows.test.ts).
 */
import type { Reader } from '../../rules/reader';
import { TIMING_BATTLEFIELD, TIMING_FROM, TIMING_HELD } from '../../rules/module';
import type { Seat } from '../../rules/types';
import { fightPending, fightWindow } from './combat';
import { extOf } from './state';

export function timingWindows(r: Reader, seat: Seat): number {
  const s = r.s;
  let w = 0;
  // castTiming: a card outside the spell slots only as a creature of the active player's first
  // main phase with an empty stack; activateTiming: no ability off the battlefield.
  if (s.active === seat && s.step === 'main1' && s.stack.length === 0) w |= TIMING_HELD;
  // castTiming: a face-down spell of the seat's slots only in a fight's window.
  if (extOf(s).spells[seat]!.length > 0 && fightWindow(r)) w |= TIMING_FROM;
  // activateTiming: a creature's ability in declare attackers; equip by the active player with an
  // empty stack in the first main phase or before a fight.
  if (
    s.step === 'declareAttackers' ||
    (s.active === seat && s.stack.length === 0 && (s.step === 'main1' || fightPending(r)))
  )
    w |= TIMING_BATTLEFIELD;
  return w;
}
