import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () =>
  scenario(refCard)
    .lands(0, 4, 'Mountain')
    .hand(0, 'Lightning Bolt', 'Lightning Bolt', 'Grapeshot')
    .battlefield(1, 'Grizzly Bears')
    .start();

/** Answers each copy's "new target?" question with `to` (a seat or an object), until none is asked. */
const retarget = (s: ReturnType<typeof t>, to: { p: number } | { o: number }) => {
  for (let i = 0; i < 10 && s.s.pending?.d === 'target'; i++) s.act({ t: 'pick', v: to });
  return s;
};

describe('storm (CR 702.40)', () => {
  it('copies the spell once for each other spell cast before it this turn: 2 Bolts, then Grapeshot ×3', () => {
    const s = t();
    s.cast(0, 'Lightning Bolt', 1).resolve().cast(0, 'Lightning Bolt', 1).resolve();
    expect(s.life(1)).toBe(14);
    s.cast(0, 'Grapeshot', 1);
    // The storm trigger is above Grapeshot on the stack.
    expect(s.s.stack.map((i) => i.kind)).toEqual(['spell', 'triggered']);
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
    retarget(s, { p: 1 });
    expect(s.s.stack.filter((i) => i.copy)).toHaveLength(2);
    s.resolve();
    expect(s.life(1)).toBe(11);
    expect(s.has('Grapeshot', 'graveyard')).toBe(true);
  });

  it('the copies may take new targets (CR 707.10c): the copy hits the Bears', () => {
    const s = t();
    s.cast(0, 'Lightning Bolt', 1).resolve();
    s.cast(0, 'Grapeshot', 1);
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
    expect(s.s.pending).toMatchObject({ d: 'target', seat: 0 });
    retarget(s, { o: s.id('Grizzly Bears') });
    s.resolve();
    expect(s.life(1)).toBe(16);
    expect(s.obj('Grizzly Bears').damage).toBe(1);
  });

  it('the first spell of the turn has a storm count of 0: no copy', () => {
    const s = t().cast(0, 'Grapeshot', 1);
    s.resolve();
    expect(s.s.objs.some((o) => o.copy)).toBe(false);
    expect(s.life(1)).toBe(19);
  });
});
