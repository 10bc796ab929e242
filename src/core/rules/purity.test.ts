/**
 * `apply` never changes its input (rules-core.md: states are plain JSON, never mutated once
 * returned). Every state of a few whole games is frozen before the next action: a write to any
 * container or record of an earlier state — the draft's copy-on-write missing a case — throws.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../bots';
import type { Bot } from '../engine';
import type { AnyVariant } from '../engine/variant';
import { seedRng } from '../engine/rng';
import { classic } from '../variants/classic';
import { magicCombat } from '../variants/magic-combat';
import { STARTER } from './scenarios/cards';
import type { GameState } from './types';

/** Freezes what a state owns; card definitions and the config are shared by every game (left alone). */
function deepFreeze(x: unknown): void {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

function freezeState(s: GameState): void {
  for (const [k, v] of Object.entries(s)) if (k !== 'cards' && k !== 'config') deepFreeze(v);
  Object.freeze(s);
}

function play(variant: AnyVariant, config: unknown, seed: string, bots: Bot[], max: number): number {
  let s = variant.setup(config, seed) as GameState;
  const rng = seedRng(`${seed}/bots`);
  let n = 0;
  for (; n < max && !s.result; n++) {
    const seat = variant.activeSeats(s)[0]!;
    const legal = variant.legalActions(s, seat) as unknown[];
    const a = legal.length === 1 ? legal[0] : bots[seat]!.choose({ variant, seat, view: null, legal, rng });
    freezeState(s);
    s = variant.apply(s, seat, a, false).state as GameState;
  }
  return n;
}

describe('apply never changes its input state', () => {
  it('Classic: a whole game with every state frozen', () => {
    const config = classic.parseConfig({ pool: STARTER, deckSeed: 'frozen' });
    expect(play(classic, config, 'frozen', [randomBot, randomBot], 600)).toBeGreaterThan(50);
  });

  it('Magic Combat: a whole game with every state frozen', () => {
    const config = magicCombat.parseConfig({ pool: STARTER, deckSeed: 'frozen' });
    expect(play(magicCombat, config, 'frozen', [randomBot, randomBot], 800)).toBeGreaterThan(50);
  });
});
