import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (lands: string[]) =>
  scenario(refCard)
    .battlefield(0, 'Syndic of Tithes', ...lands)
    .hand(0, 'Giant Growth')
    .start();

describe('extort (CR 702.101)', () => {
  it('casting a spell, its controller may pay {W/B}: each opponent loses 1, it gains that much', () => {
    const s = t(['Forest', 'Plains']).cast(0, 'Giant Growth', 'Syndic of Tithes');
    // The trigger is above the spell; it asks as it resolves.
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
    s.answer(0, 'yes').resolve();
    expect([s.life(0), s.life(1)]).toEqual([21, 19]);
    expect(s.obj('Plains').tapped).toBe(true);
  });

  it('declined, or without the mana, nothing happens', () => {
    const s = t(['Forest', 'Plains']).cast(0, 'Giant Growth', 'Syndic of Tithes');
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1).act({ t: 'no' }, 0).resolve();
    expect([s.life(0), s.life(1)]).toEqual([20, 20]);
    const broke = t(['Forest']).cast(0, 'Giant Growth', 'Syndic of Tithes').resolve();
    expect([broke.life(0), broke.life(1)]).toEqual([20, 20]);
    expect(broke.pt('Syndic of Tithes')).toEqual([5, 5]);
  });
});
