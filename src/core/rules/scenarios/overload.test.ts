import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () =>
  scenario(refCard)
    .battlefield(0, 'Mountain', 'Mountain', 'Llanowar Elves')
    .hand(0, 'Electrickery')
    .battlefield(1, 'Llanowar Elves', 'Grizzly Bears', 'Elvish Mystic')
    .start();

describe('overload (CR 702.96)', () => {
  it('"target" becomes "each": every creature you don\'t control is dealt 1, none is targeted', () => {
    const s = t();
    const id = s.id('Electrickery', 'hand');
    expect(s.legal(0)).toContainEqual({ t: 'cast', o: id, overload: true });
    s.act({ t: 'cast', o: id, overload: true }, 0);
    expect(s.s.pending).toEqual({ d: 'priority', seat: 0 });
    expect(s.s.stack[0]!.targets.flat()).toEqual([]);
    s.resolve();
    expect(s.count('Llanowar Elves')).toBe(1);
    expect(s.obj('Llanowar Elves').owner).toBe(0);
    expect(s.has('Elvish Mystic', 'graveyard')).toBe(true);
    expect(s.obj('Grizzly Bears').damage).toBe(1);
  });

  it('cast normally it still has one target', () => {
    const s = t();
    s.cast(0, 'Electrickery');
    expect(s.s.pending).toMatchObject({ d: 'target', seat: 0 });
  });
});
