import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (mountains: number) => scenario(refCard).lands(0, mountains, 'Mountain').hand(0, 'Pyromatics').start();

describe('replicate (CR 702.56)', () => {
  it('paid twice, the cast trigger makes two copies: 3 damage in all', () => {
    const s = t(6).castWith(0, 'Pyromatics', { replicate: 2 }, 1);
    expect(s.tappedCount()).toBe(6);
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
    // Each copy may take a new target: keep the player.
    for (let i = 0; i < 4 && s.s.pending?.d === 'target'; i++) s.act({ t: 'pick', v: { p: 1 } });
    s.resolve();
    expect(s.life(1)).toBe(17);
  });
});
