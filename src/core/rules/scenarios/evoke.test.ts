import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (islands: number) =>
  scenario(refCard)
    .battlefield(0, ...Array<string>(islands).fill('Island'))
    .hand(0, 'Mulldrifter')
    .start();

describe('evoke (CR 702.74)', () => {
  it('is offered for the evoke cost beside the normal cast when that can be paid', () => {
    const three = t(3);
    const id = three.id('Mulldrifter', 'hand');
    expect(three.legal(0).filter((a) => a.t === 'cast')).toEqual([{ t: 'cast', o: id, evoke: true }]);
    const five = t(5);
    const id5 = five.id('Mulldrifter', 'hand');
    expect(five.legal(0).filter((a) => a.t === 'cast')).toEqual([
      { t: 'cast', o: id5 },
      { t: 'cast', o: id5, evoke: true },
    ]);
  });

  it('evoked, it costs {2}{U}, is sacrificed as it enters, and its own enters trigger still draws two', () => {
    const s = t(3);
    s.act({ t: 'cast', o: s.id('Mulldrifter', 'hand'), evoke: true }, 0).resolve();
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
