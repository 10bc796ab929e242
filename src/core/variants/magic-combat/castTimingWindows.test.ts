/**
 * `timingWindows` is exact only while each window it closes is one `castTiming`/`activateTiming`
 * refuse: over random games, every card and ability of a closed window is refused.
 */
import { describe, expect, it } from 'vitest';
import { abilityOf } from '../../rules/abilities';
import { charsOf } from '../../rules/chars/compute';
import { TIMING_BATTLEFIELD, TIMING_FROM, TIMING_HELD } from '../../rules/module';
import { readerOf } from '../../rules/reader';
import { STARTER } from '../../rules/scenarios/cards';
import type { GameState } from '../../rules/types';
import { randomGame } from '../botPlay.testkit';
import { timingWindows } from './castTimingWindows';
import { activateTiming, castFrom, castTiming } from './hooks';
import { magicCombat } from '.';

/** How many refusals a closed window was checked against (a window never closed would test nothing). */
const seen = { held: 0, from: 0, battlefield: 0 };

function check(s: GameState): void {
  if (s.pending?.d !== 'priority' || s.result) return;
  const seat = s.pending.seat;
  const r = readerOf(s);
  const w = timingWindows(r, seat);
  const p = s.players[seat]!;
  if (!(w & TIMING_HELD))
    for (const id of [...p.hand, ...p.graveyard]) {
      const def = s.cards[r.obj(id).card]!;
      expect(castTiming(r, seat, id, def)).toBe(false);
      for (const a of def.abilities) expect(activateTiming(r, seat, id, a)).toBe(false);
      seen.held++;
    }
  if (!(w & TIMING_FROM))
    for (const id of castFrom(r, seat)) {
      expect(castTiming(r, seat, id, s.cards[r.obj(id).card]!)).toBe(false);
      seen.from++;
    }
  if (!(w & TIMING_BATTLEFIELD))
    for (const id of s.battlefield)
      for (const ref of charsOf(r, id).abilities) {
        const a = abilityOf(s, ref);
        if (a) expect(activateTiming(r, seat, id, a)).toBe(false);
        seen.battlefield++;
      }
}

describe('Magic Combat: timing windows', () => {
  it('a closed window holds only cards and abilities the timing hooks refuse', () => {
    for (const seed of ['w1', 'w2', 'w3'])
      randomGame(magicCombat, magicCombat.parseConfig({ pool: STARTER, deckSeed: seed }), seed, 5000, check);
    expect(seen.held).toBeGreaterThan(100);
    expect(seen.from).toBeGreaterThan(100);
    expect(seen.battlefield).toBeGreaterThan(100);
  });
});
