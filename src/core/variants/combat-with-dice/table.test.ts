/** 004 The Attack Table, row by row, with forced rolls on an undefended attack (Grizzly Bears, power 2). */
import { describe, expect, it } from 'vitest';
import { attackWith, closeWindow, damageOn, dice, forceRolls, openRoll, options } from './testkit';
import { outcomeOdds } from './table';

function undefended(face: number, attacker = 'Grizzly Bears', five?: 'miss' | 'partial') {
  const t = dice().battlefield(0, attacker).start();
  if (five) options(t, { five });
  forceRolls(t, face);
  attackWith(t, [attacker]);
  return t;
}

/** A row of the table: the d20 `face` for `attacker` (Grizzly Bears by default), the roll read, seat 1's life after it. */
interface Row {
  title: string;
  face: number;
  attacker?: string;
  five?: 'partial';
  roll: Record<string, unknown>;
  life: number;
  /** Damage on the attacker after the roll, where the row says. */
  hurt?: number;
}

const ROWS: Row[] = [
  {
    title: '"Natural 1 – Critical Miss": the attacker takes half its own power, rounded down; the player nothing',
    face: 1,
    roll: { natural: 1, power: 2, defence: 0, total: 3, outcome: 'critical-miss' },
    life: 20,
    hurt: 1,
  },
  {
    title: '"<1-5 Miss": 3 + 2 = 5 misses by default',
    face: 3,
    roll: { total: 5, outcome: 'miss', damage: 0 },
    life: 20,
    hurt: 0,
  },
  {
    title: 'option five = partial: 5 is a partial hit ("less than 5" misses)',
    face: 3,
    five: 'partial',
    roll: { total: 5, outcome: 'partial' },
    life: 19,
  },
  ...[4, 8].map((face) => ({
    title: `"6-10 Partial Hit": half damage rounded down (${face + 2})`,
    face,
    roll: { outcome: 'partial' },
    life: 19,
  })),
  {
    title: '"Creatures with a power of 1 do 1 point of damage" on a partial hit',
    face: 5,
    attacker: 'Llanowar Elves',
    roll: { total: 6, outcome: 'partial', damage: 1 },
    life: 19,
  },
  { title: '"11-20+ Hit": full damage', face: 9, roll: { total: 11, outcome: 'hit' }, life: 18 },
  {
    title: '"Natural 20 – Critical Hit": double damage',
    face: 20,
    roll: { natural: 20, outcome: 'critical-hit', damage: 4 },
    life: 16,
  },
];

describe('004 The Attack Table (undefended attack: d20 + power)', () => {
  it.each(ROWS)('$title', ({ face, attacker = 'Grizzly Bears', five, roll, life, hurt }) => {
    const t = undefended(face, attacker, five);
    expect(openRoll(t)).toMatchObject(roll);
    closeWindow(t);
    expect(t.life(1)).toBe(life);
    if (hurt !== undefined) expect(damageOn(t, attacker)).toBe(hurt);
  });

  it('the odds: each face is 1 in 20; a natural 1 and 20 whatever the modifier', () => {
    const o = outcomeOdds(30);
    expect(o['critical-miss']).toBeCloseTo(0.05);
    expect(o['critical-hit']).toBeCloseTo(0.05);
    expect(o.hit).toBeCloseTo(0.9);
    expect(outcomeOdds(-30).miss).toBeCloseTo(0.9);
  });
});
