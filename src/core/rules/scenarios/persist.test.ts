import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 1 holds two Lightning Bolts for seat 0's `creature`. */
const t = (creature: string) =>
  scenario(refCard)
    .battlefield(0, creature)
    .battlefield(1, 'Mountain', 'Mountain')
    .hand(1, 'Lightning Bolt', 'Lightning Bolt')
    .start();

const bolt = (s: ReturnType<typeof t>, creature: string) => {
  s.act({ t: 'pass' }, 0);
  s.act({ t: 'cast', o: s.id('Lightning Bolt', 'hand') }, 1).act({ t: 'pick', v: { o: s.id(creature) } }, 1);
  return s.resolve();
};

describe('persist (CR 702.79)', () => {
  it('dying without a -1/-1 counter it returns with one: Safehold Elite is a 1/1', () => {
    const s = bolt(t('Safehold Elite'), 'Safehold Elite');
    expect(s.has('Safehold Elite')).toBe(true);
    expect(s.obj('Safehold Elite').counters).toEqual({ '-1/-1': 1 });
    expect(s.pt('Safehold Elite')).toEqual([1, 1]);
  });

  it('dying with a -1/-1 counter it stays in the graveyard', () => {
    const s = bolt(bolt(t('Safehold Elite'), 'Safehold Elite'), 'Safehold Elite');
    expect(s.has('Safehold Elite')).toBe(false);
    expect(s.has('Safehold Elite', 'graveyard')).toBe(true);
  });
});

describe('undying (CR 702.93)', () => {
  it('dying without a +1/+1 counter it returns with one: Young Wolf is a 2/2', () => {
    const s = bolt(t('Young Wolf'), 'Young Wolf');
    expect(s.obj('Young Wolf').counters).toEqual({ '+1/+1': 1 });
    expect(s.pt('Young Wolf')).toEqual([2, 2]);
  });

  it('dying with a +1/+1 counter it stays in the graveyard', () => {
    const s = bolt(bolt(t('Young Wolf'), 'Young Wolf'), 'Young Wolf');
    expect(s.has('Young Wolf', 'graveyard')).toBe(true);
    expect(s.has('Young Wolf')).toBe(false);
  });
});
