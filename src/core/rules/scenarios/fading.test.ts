import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/**
 * Seat 0 casts `name` with four `land`s; it enters with `counts[0]` of `counter`, has one fewer at
 * each of seat 0's next upkeeps (`counts`, in turn), and at the upkeep after the last is sacrificed.
 */
const expectCountdown = (name: string, land: string, counter: string, counts: number[]) => {
  const s = scenario(refCard).lands(0, 4, land).castResolved(0, name);
  counts.forEach((n, i) => {
    if (i > 0) s.passTo('upkeep').passTo('upkeep');
    expect(s.obj(name).counters).toEqual({ [counter]: n });
  });
  s.passTo('upkeep').passTo('upkeep');
  expect(s.has(name)).toBe(false);
  expect(s.has(name, 'graveyard')).toBe(true);
};

describe('fading (CR 702.32)', () => {
  it('enters with N fade counters; each upkeep removes one; when it cannot, it is sacrificed', () => {
    expectCountdown('Blastoderm', 'Forest', 'fade', [3, 2, 1, 0]);
  });
});

describe('vanishing (CR 702.63)', () => {
  it('enters with N time counters; each upkeep removes one; removing the last sacrifices it', () => {
    expectCountdown('Calciderm', 'Plains', 'time', [4, 3, 2, 1]);
  });
});
