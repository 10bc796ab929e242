import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('sunburst (CR 702.44)', () => {
  it('a creature enters with a +1/+1 counter per colour of mana spent to cast it (CR 702.44a)', () => {
    const s = scenario(refCard).battlefield(0, 'Plains', 'Island', 'Forest').castResolved(0, 'Suntouched Myr');
    expect(s.obj('Suntouched Myr').counters).toEqual({ '+1/+1': 3 });
    expect(s.pt('Suntouched Myr')).toEqual([3, 3]);
  });

  it('mana of one colour counts once: three Islands give one counter (CR 702.44a)', () => {
    const s = scenario(refCard).lands(0, 3, 'Island').castResolved(0, 'Suntouched Myr');
    expect(s.obj('Suntouched Myr').counters).toEqual({ '+1/+1': 1 });
  });

  it('a noncreature permanent gets charge counters instead (CR 702.44a): Pentad Prism', () => {
    const s = scenario(refCard).battlefield(0, 'Swamp', 'Mountain').castResolved(0, 'Pentad Prism');
    expect(s.obj('Pentad Prism').counters).toEqual({ charge: 2 });
  });
});
