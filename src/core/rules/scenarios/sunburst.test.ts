import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('sunburst (CR 702.44)', () => {
  it('a creature enters with a +1/+1 counter per colour of mana spent to cast it (CR 702.44a)', () => {
    const s = scenario(refCard).battlefield(0, 'Plains', 'Island', 'Forest').hand(0, 'Suntouched Myr').start();
    s.cast(0, 'Suntouched Myr').resolve();
    expect(s.obj('Suntouched Myr').counters).toEqual({ '+1/+1': 3 });
    expect(s.pt('Suntouched Myr')).toEqual([3, 3]);
  });

  it('mana of one colour counts once: three Islands give one counter (CR 702.44a)', () => {
    const s = scenario(refCard).battlefield(0, 'Island', 'Island', 'Island').hand(0, 'Suntouched Myr').start();
    s.cast(0, 'Suntouched Myr').resolve();
    expect(s.obj('Suntouched Myr').counters).toEqual({ '+1/+1': 1 });
  });

  it('a noncreature permanent gets charge counters instead (CR 702.44a): Pentad Prism', () => {
    const s = scenario(refCard).battlefield(0, 'Swamp', 'Mountain').hand(0, 'Pentad Prism').start();
    s.cast(0, 'Pentad Prism').resolve();
    expect(s.obj('Pentad Prism').counters).toEqual({ charge: 2 });
  });
});
