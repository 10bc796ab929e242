import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 0's Goblin Grappler attacks; its provoke trigger targets seat 1's tapped Hill Giant. */
const provoking = (yes: boolean) => {
  const s = scenario(refCard)
    .battlefield(0, 'Goblin Grappler')
    .tapped(1, 'Hill Giant')
    .battlefield(1, 'Grizzly Bears')
    .start();
  s.passTo('declareAttackers').attack('Goblin Grappler');
  expect(s.s.pending).toMatchObject({ d: 'target', seat: 0 });
  s.pick('Hill Giant').resolve();
  expect(s.s.pending).toMatchObject({ d: 'yesNo', seat: 0 });
  s.act({ t: yes ? 'yes' : 'no' }, 0).resolve();
  s.passTo('declareBlockers');
  return s;
};

describe('provoke (CR 702.39)', () => {
  it('the target untaps and must block the provoker: until it does, that is its only block and done is not offered (CR 702.39a)', () => {
    const s = provoking(true);
    const giant = s.id('Hill Giant');
    const grappler = s.id('Goblin Grappler');
    expect(s.obj('Hill Giant').tapped).toBe(false);
    expect(s.s.pending).toMatchObject({ d: 'blockers', seat: 1 });
    const legal = s.legal(1);
    expect(legal.filter((a) => a.t === 'block' && a.o === giant)).toEqual([{ t: 'block', o: giant, at: grappler }]);
    expect(legal).not.toContainEqual({ t: 'done' });
    s.block([['Hill Giant', 'Goblin Grappler']]);
    s.passTo('main2');
    expect(s.has('Goblin Grappler')).toBe(false);
    expect(s.has('Goblin Grappler', 'graveyard')).toBe(true);
    expect(s.life(1)).toBe(20);
  });

  it('declining the "you may" leaves the creature tapped and under no requirement', () => {
    const s = provoking(false);
    expect(s.obj('Hill Giant').tapped).toBe(true);
    expect(s.legal(1)).toContainEqual({ t: 'done' });
  });
});
