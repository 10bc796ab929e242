import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('graft (CR 702.58)', () => {
  it('enters with N +1/+1 counters; another creature entering may take one', () => {
    const s = scenario(refCard).lands(0, 3, 'Forest').hand(0, 'Grizzly Bears').castResolved(0, 'Simic Initiate');
    expect(s.obj('Simic Initiate').counters).toEqual({ '+1/+1': 1 });
    s.cast(0, 'Grizzly Bears').resolve();
    s.answer(0, 'yes');
    // Without its counter the 0/0 dies (CR 704.5f).
    expect(s.has('Simic Initiate', 'graveyard')).toBe(true);
    expect(s.pt('Grizzly Bears')).toEqual([3, 3]);
  });
});
