import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('cumulative upkeep (CR 702.24)', () => {
  /** Arctic Wolves (Cumulative upkeep {2}) on seat 0's battlefield, from seat 1's end step on. */
  const wolves = (forests: number) =>
    scenario(refCard)
      .battlefield(0, 'Arctic Wolves', ...Array<string>(forests).fill('Forest'))
      .at('end', 1)
      .start()
      .passTo('upkeep');

  it('each upkeep puts an age counter on it, then asks for the cost once per age counter', () => {
    const s = wolves(4);
    expect(s.obj('Arctic Wolves').counters).toEqual({ age: 1 });
    s.answer(0, 'yes', 'Pay {2}? (Arctic Wolves)').passTo('upkeep').passTo('upkeep');
    expect(s.obj('Arctic Wolves').counters).toEqual({ age: 2 });
    s.answer(0, 'yes', 'Pay {2}{2}? (Arctic Wolves)');
    expect(s.tappedCount()).toBe(4);
    expect(s.has('Arctic Wolves')).toBe(true);
  });

  it('not paid (or not payable) it is sacrificed', () => {
    const s = wolves(4);
    s.act({ t: 'no' }, 0);
    expect(s.has('Arctic Wolves', 'graveyard')).toBe(true);
    const broke = wolves(1);
    expect(broke.has('Arctic Wolves', 'graveyard')).toBe(true);
  });
});
