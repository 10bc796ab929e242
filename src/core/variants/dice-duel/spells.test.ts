/** Dice Duel's instant interpreter and dice odds, on real starter-pool cards. */
import { describe, expect, it } from 'vitest';
import { poolCard } from '../../../../test/support/diceDuelScenario';
import { battleOdds, sumDistribution } from './odds';
import { interpretInstant } from './spells';

describe('interpretInstant (000 Spells)', () => {
  it('gives +N/+N, −N/−N, damage and destroy their dice meanings', () => {
    expect(interpretInstant(poolCard('Giant Growth'))).toEqual({ kind: 'pump', power: 3, toughness: 3 });
    expect(interpretInstant(poolCard('Lightning Bolt'))).toEqual({ kind: 'damage', amount: 3 });
    expect(interpretInstant(poolCard('Doom Blade'))).toEqual({ kind: 'destroy', notColors: ['B'] });
    expect(interpretInstant(poolCard('Righteousness'))).toEqual({
      kind: 'pump',
      power: 7,
      toughness: 7,
      side: 'defender',
    });
  });

  it('marks what it cannot run: target words it cannot check, effects with no dice meaning, unread text', () => {
    expect(interpretInstant(poolCard('Reprisal')).kind).toBe('unrunnable'); // "with power 4 or greater"
    expect(interpretInstant(poolCard('Cancel')).kind).toBe('unrunnable');
    expect(interpretInstant(poolCard('Unsummon')).kind).toBe('unrunnable');
    expect(interpretInstant(poolCard('Fog')).kind).toBe('unrunnable');
  });
});

describe('dice odds (bots only)', () => {
  it('are exact for small piles', () => {
    expect(sumDistribution(2)[7]).toBeCloseTo(6 / 36, 12);
    const one = battleOdds(1, 1);
    expect(one.draw).toBeCloseTo(1 / 6, 12);
    expect(one.win).toBeCloseTo(15 / 36, 12);
    expect(one.lose).toBeCloseTo(15 / 36, 12);
    expect(battleOdds(3, 0).win).toBeCloseTo(1, 12);
    expect(battleOdds(3, 0).draw).toBe(0);
    expect(battleOdds(0, 0).draw).toBe(1);
  });
});
