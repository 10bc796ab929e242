import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 1 casts Rakdos Cackler and answers unleash; then seat 0's Grizzly Bears attack. */
const cackler = (unleash: boolean) => {
  const s = scenario(refCard)
    .battlefield(1, 'Mountain')
    .hand(1, 'Rakdos Cackler')
    .battlefield(0, 'Grizzly Bears')
    .at('main1', 1)
    .start();
  s.cast(1, 'Rakdos Cackler').act({ t: 'pass' }, 1).act({ t: 'pass' }, 0);
  expect(s.s.pending).toMatchObject({ d: 'yesNo', seat: 1 });
  s.act({ t: unleash ? 'yes' : 'no' }, 1);
  s.passTo('declareAttackers').attack('Grizzly Bears');
  s.passTo('declareBlockers');
  return s;
};

describe('unleash (CR 702.98)', () => {
  it('as it resolves, its controller may have it enter with a +1/+1 counter; then it cannot block', () => {
    const s = cackler(true);
    expect(s.obj('Rakdos Cackler').counters).toEqual({ '+1/+1': 1 });
    expect(s.pt('Rakdos Cackler')).toEqual([2, 2]);
    expect(s.legal(1).some((a) => a.t === 'block')).toBe(false);
  });

  it('without the counter it enters as printed and may block', () => {
    const s = cackler(false);
    expect(s.obj('Rakdos Cackler').counters).toBe(null);
    expect(s.legal(1)).toContainEqual({ t: 'block', o: s.id('Rakdos Cackler'), at: s.id('Grizzly Bears') });
  });
});
