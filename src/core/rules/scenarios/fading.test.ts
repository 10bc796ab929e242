import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 0 casts `name`, then plays on to its own next upkeeps, one at a time. */
const cast = (name: string, lands: string[]) => {
  const s = scenario(refCard)
    .battlefield(0, ...lands)
    .hand(0, name)
    .start()
    .cast(0, name)
    .resolve();
  const nextUpkeep = () => s.passTo('upkeep').passTo('upkeep');
  return { s, nextUpkeep };
};

describe('fading (CR 702.32)', () => {
  it('enters with N fade counters; each upkeep removes one; when it cannot, it is sacrificed', () => {
    const { s, nextUpkeep } = cast('Blastoderm', ['Forest', 'Forest', 'Forest', 'Forest']);
    expect(s.obj('Blastoderm').counters).toEqual({ fade: 3 });
    nextUpkeep();
    expect(s.obj('Blastoderm').counters).toEqual({ fade: 2 });
    nextUpkeep();
    nextUpkeep();
    expect(s.obj('Blastoderm').counters).toEqual({ fade: 0 });
    nextUpkeep();
    expect(s.has('Blastoderm')).toBe(false);
    expect(s.has('Blastoderm', 'graveyard')).toBe(true);
  });
});

describe('vanishing (CR 702.63)', () => {
  it('enters with N time counters; each upkeep removes one; removing the last sacrifices it', () => {
    const { s, nextUpkeep } = cast('Calciderm', ['Plains', 'Plains', 'Plains', 'Plains']);
    expect(s.obj('Calciderm').counters).toEqual({ time: 4 });
    nextUpkeep();
    nextUpkeep();
    nextUpkeep();
    expect(s.obj('Calciderm').counters).toEqual({ time: 1 });
    nextUpkeep();
    expect(s.has('Calciderm')).toBe(false);
    expect(s.has('Calciderm', 'graveyard')).toBe(true);
  });
});
