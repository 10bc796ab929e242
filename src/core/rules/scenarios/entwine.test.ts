import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (mountains: number) =>
  scenario(refCard).lands(0, mountains, 'Mountain').battlefield(1, 'Hill Giant').hand(0, 'Barbed Lightning').start();

describe('entwine (CR 702.42)', () => {
  it('entwined, every mode happens: 3 to the Giant and 3 to the player, for {4}{R}', () => {
    const s = t(5).castWith(0, 'Barbed Lightning', { entwine: true }, 1);
    // The creature target was the only one (chosen for the caster); the player was picked.
    expect(s.s.stack[0]!.modes).toEqual([0, 1]);
    expect(s.tappedCount()).toBe(5);
    s.resolve();
    expect(s.has('Hill Giant', 'graveyard')).toBe(true);
    expect(s.life(1)).toBe(17);
  });
});
