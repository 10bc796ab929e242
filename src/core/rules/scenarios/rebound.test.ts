import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () =>
  scenario(refCard).lands(0, 3, 'Mountain').hand(0, 'Staggershock').start().cast(0, 'Staggershock', 1).resolve();

describe('rebound (CR 702.88)', () => {
  it('cast from the hand, it is exiled as it resolves', () => {
    const s = t();
    expect(s.life(1)).toBe(18);
    expect(s.has('Staggershock', 'exile')).toBe(true);
  });

  it("not at the other player's upkeep; at its controller's next upkeep it may be cast free, then to the graveyard", () => {
    const s = t().passTo('upkeep');
    expect(s.s.active).toBe(1);
    expect(s.s.stack).toEqual([]);
    s.passTo('upkeep');
    expect(s.s.active).toBe(0);
    s.answer(0, 'yes', 'Cast Staggershock from exile without paying its mana cost?').pick(1);
    expect(s.tappedCount()).toBe(0);
    s.resolve();
    expect(s.life(1)).toBe(16);
    expect(s.has('Staggershock', 'graveyard')).toBe(true);
  });

  it('declined, it stays in exile', () => {
    const s = t().passTo('upkeep').passTo('upkeep').act({ t: 'no' }, 0);
    expect(s.has('Staggershock', 'exile')).toBe(true);
    expect(s.life(1)).toBe(18);
  });
});
