import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (islands: number) => scenario(refCard).lands(0, islands, 'Island').hand(0, 'Mulldrifter').start();

describe('evoke (CR 702.74)', () => {
  it('evoked, it costs {2}{U}, is sacrificed as it enters, and its own enters trigger still draws two', () => {
    const s = t(3).castWith(0, 'Mulldrifter', { evoke: true }).resolve();
    expect(s.has('Mulldrifter')).toBe(false);
    expect(s.has('Mulldrifter', 'graveyard')).toBe(true);
    expect(s.hand(0)).toHaveLength(2);
  });

  it('cast normally it stays', () => {
    const s = t(5).cast(0, 'Mulldrifter').resolve();
    expect(s.has('Mulldrifter')).toBe(true);
    expect(s.hand(0)).toHaveLength(2);
  });
});
