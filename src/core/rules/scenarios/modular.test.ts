import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('modular (CR 702.43)', () => {
  it('enters with N +1/+1 counters; dying, its counters may move to target artifact creature', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Island', 'Bottle Gnomes')
      .hand(0, 'Arcbound Worker')
      .battlefield(1, 'Mountain')
      .hand(1, 'Lightning Bolt')
      .start();
    s.cast(0, 'Arcbound Worker').resolve();
    expect(s.pt('Arcbound Worker')).toEqual([1, 1]);
    s.act({ t: 'pass' }, 0);
    s.act({ t: 'cast', o: s.id('Lightning Bolt', 'hand') }, 1).act({ t: 'pick', v: { o: s.id('Arcbound Worker') } }, 1);
    s.resolve();
    // Its trigger's only target (Bottle Gnomes) was chosen; "you may" is asked as it resolves.
    s.resolve();
    s.answer(0, 'yes');
    expect(s.obj('Bottle Gnomes').counters).toEqual({ '+1/+1': 1 });
    expect(s.pt('Bottle Gnomes')).toEqual([2, 4]);
  });
});
