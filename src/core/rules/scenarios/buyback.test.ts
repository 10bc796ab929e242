import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (mountains: number) =>
  scenario(refCard)
    .lands(0, mountains, 'Mountain')
    .hand(0, 'Searing Touch')
    .battlefield(1, 'Island', 'Island')
    .hand(1, 'Counterspell')
    .start();

describe('buyback (CR 702.27)', () => {
  it("paid, it costs {4}{R} and returns to its owner's hand as it resolves", () => {
    const s = t(5).castWith(0, 'Searing Touch', { buyback: true }, 1);
    expect(s.tappedCount()).toBe(5);
    s.resolve();
    expect(s.life(1)).toBe(19);
    expect(s.hand(0)).toEqual(['Searing Touch']);
    expect(s.has('Searing Touch', 'graveyard')).toBe(false);
  });

  it('not paid, it goes to the graveyard', () => {
    const s = t(5).cast(0, 'Searing Touch', 1).resolve();
    expect(s.life(1)).toBe(19);
    expect(s.hand(0)).toEqual([]);
    expect(s.has('Searing Touch', 'graveyard')).toBe(true);
  });

  it('countered, it goes to the graveyard even with buyback paid (it did not resolve)', () => {
    const s = t(5).castWith(0, 'Searing Touch', { buyback: true }, 1);
    s.act({ t: 'pass' }, 0).act({ t: 'cast', o: s.id('Counterspell', 'hand') }, 1);
    s.resolve();
    expect(s.life(1)).toBe(20);
    expect(s.has('Searing Touch', 'graveyard')).toBe(true);
  });
});
