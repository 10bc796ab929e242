/** 004 The Attack Table, row by row, with forced rolls on an undefended attack (Grizzly Bears, power 2). */
import { describe, expect, it } from 'vitest';
import { attackWith, closeWindow, damageOn, dice, forceRolls, openRoll, options } from './testkit';
import { outcomeOdds } from './table';

function undefended(face: number, attacker = 'Grizzly Bears', five?: 'miss' | 'partial') {
  const t = dice().battlefield(0, attacker).at('main1').start();
  if (five) options(t, { five });
  forceRolls(t, face);
  attackWith(t, [attacker]);
  return t;
}

describe('004 The Attack Table (undefended attack: d20 + power)', () => {
  it('"Natural 1 – Critical Miss": the attacker takes half its own power, rounded down; the player nothing', () => {
    const t = undefended(1);
    expect(openRoll(t)).toMatchObject({ natural: 1, power: 2, defence: 0, total: 3, outcome: 'critical-miss' });
    closeWindow(t);
    expect(damageOn(t, 'Grizzly Bears')).toBe(1);
    expect(t.life(1)).toBe(20);
  });

  it('"<1-5 Miss": 3 + 2 = 5 misses by default', () => {
    const t = undefended(3);
    expect(openRoll(t)).toMatchObject({ total: 5, outcome: 'miss', damage: 0 });
    closeWindow(t);
    expect(t.life(1)).toBe(20);
    expect(damageOn(t, 'Grizzly Bears')).toBe(0);
  });

  it('option five = partial: 5 is a partial hit ("less than 5" misses)', () => {
    const t = undefended(3, 'Grizzly Bears', 'partial');
    expect(openRoll(t)).toMatchObject({ total: 5, outcome: 'partial' });
    closeWindow(t);
    expect(t.life(1)).toBe(19);
  });

  it('"6-10 Partial Hit": half damage rounded down (6 and 10 both)', () => {
    for (const face of [4, 8]) {
      const t = undefended(face);
      expect(openRoll(t)!.outcome).toBe('partial');
      closeWindow(t);
      expect(t.life(1)).toBe(19);
    }
  });

  it('"Creatures with a power of 1 do 1 point of damage" on a partial hit', () => {
    const t = undefended(5, 'Llanowar Elves');
    expect(openRoll(t)).toMatchObject({ total: 6, outcome: 'partial', damage: 1 });
    closeWindow(t);
    expect(t.life(1)).toBe(19);
  });

  it('"11-20+ Hit": full damage', () => {
    const t = undefended(9);
    expect(openRoll(t)).toMatchObject({ total: 11, outcome: 'hit' });
    closeWindow(t);
    expect(t.life(1)).toBe(18);
  });

  it('"Natural 20 – Critical Hit": double damage', () => {
    const t = undefended(20);
    expect(openRoll(t)).toMatchObject({ natural: 20, outcome: 'critical-hit', damage: 4 });
    closeWindow(t);
    expect(t.life(1)).toBe(16);
  });

  it('the odds: each face is 1 in 20; a natural 1 and 20 whatever the modifier', () => {
    const o = outcomeOdds(30);
    expect(o['critical-miss']).toBeCloseTo(0.05);
    expect(o['critical-hit']).toBeCloseTo(0.05);
    expect(o.hit).toBeCloseTo(0.9);
    expect(outcomeOdds(-30).miss).toBeCloseTo(0.9);
  });
});
