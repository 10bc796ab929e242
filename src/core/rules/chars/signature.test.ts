import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../bots';
import { seedRng } from '../../engine/rng';
import { classic } from '../../variants/classic';
import { cachedChars, readerOf } from '../reader';
import { STARTER } from '../scenarios/cards';
import type { GameState } from '../types';
import { chars } from './compute';
import type { Chars } from './types';

const json = (s: GameState, c: Chars) =>
  JSON.stringify({ b: s.battlefield.map((id) => c.byId.get(id)), m: c.mods, p: c.players });

/** Freezes the state apply gets: a write to it (instead of to the draft's copy) throws. */
function deepFreeze(o: unknown, seen = new Set<unknown>()): void {
  if (typeof o !== 'object' || o === null || seen.has(o)) return;
  seen.add(o);
  for (const v of Object.values(o)) deepFreeze(v, seen);
  Object.freeze(o);
}

describe('characteristics handed on from a draft (chars/signature.ts)', () => {
  it('are exactly a fresh computation, and apply never writes its input state', () => {
    let handed = 0;
    for (let g = 0; g < 2; g++) {
      const seed = `handed-on/${g}`;
      let s = classic.setup(classic.parseConfig({ pool: STARTER, deckSeed: seed }), seed);
      const bots = g === 0 ? [greedyBot, randomBot] : [randomBot, randomBot];
      const rngs = [seedRng(`${seed}/0`), seedRng(`${seed}/1`)];
      for (let i = 0; i < 800 && !s.result; i++) {
        const seat = classic.activeSeats(s)[0]!;
        deepFreeze(s);
        const legal = classic.legalActions(s, seat);
        const view = classic.view(s, seat);
        const action = bots[seat]!.choose({ variant: classic, seat, view, legal, rng: rngs[seat]! });
        s = classic.apply(s, seat, action as never).state;
        const had = cachedChars(s);
        if (!had) continue;
        handed++;
        // A copy of the state has no reader yet: its characteristics are computed from scratch.
        expect(json(s, had)).toBe(json(s, chars(readerOf({ ...s }))));
      }
    }
    expect(handed).toBeGreaterThan(100);
  });
});
