import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollDice, diceTotal } from './dice';
import { cloneRng, nextU32, randInt, seedRng, shuffled } from './rng';

describe('seeded RNG', () => {
  it('the same seed gives the same sequence; different seeds differ', () => {
    const a = seedRng('kitchen');
    const b = seedRng('kitchen');
    const c = seedRng('kitchen2');
    const seq = (r: ReturnType<typeof seedRng>) => Array.from({ length: 8 }, () => nextU32(r));
    const sa = seq(a);
    expect(seq(b)).toEqual(sa);
    expect(seq(c)).not.toEqual(sa);
  });

  it('the state is plain JSON and cloning it forks the sequence', () => {
    const r = seedRng('x');
    const copy = JSON.parse(JSON.stringify(r)) as ReturnType<typeof seedRng>;
    const fork = cloneRng(r);
    expect(nextU32(copy)).toBe(nextU32(r));
    expect(nextU32(fork)).not.toBe(nextU32(r));
  });

  it('randInt stays in range and shuffle is a permutation', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), fc.array(fc.integer()), (seed, n, items) => {
        const r = seedRng(seed);
        const x = randInt(r, n);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(n);
        expect(shuffled(r, items).sort()).toEqual(items.slice().sort());
      }),
    );
  });

  it('d6 faces are roughly uniform over 6000 rolls', () => {
    const r = seedRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[randInt(r, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('dice events say who rolled, why, and the faces', () => {
    const e = rollDice(seedRng('d'), 1, 'attack roll', [{ sides: 6, color: 'red', count: 2 }, { sides: 20 }], 'Black');
    expect(e.type).toBe('dice');
    expect(e.seat).toBe(1);
    expect(e.dice).toHaveLength(3);
    expect(e.dice.map((d) => d.sides)).toEqual([6, 6, 20]);
    expect(e.dice[0]!.color).toBe('red');
    for (const d of e.dice) expect(d.face).toBeGreaterThanOrEqual(1);
    expect(e.text).toMatch(/^Black rolls for attack roll: red d6=\d, red d6=\d, d20=\d+$/);
    expect(diceTotal(e.dice)).toBe(e.dice.reduce((s, d) => s + d.face, 0));
  });
});
