import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (mountains: number) =>
  scenario(refCard)
    .battlefield(0, ...Array<string>(mountains).fill('Mountain'))
    .hand(0, 'Searing Touch')
    .battlefield(1, 'Island', 'Island')
    .hand(1, 'Counterspell')
    .start();

describe('buyback (CR 702.27)', () => {
  it('is offered as a second cast when the spell and the buyback cost can both be paid', () => {
    const five = t(5);
    const id = five.id('Searing Touch', 'hand');
    expect(five.legal(0).filter((a) => a.t === 'cast')).toEqual([
      { t: 'cast', o: id },
      { t: 'cast', o: id, buyback: true },
    ]);
    const four = t(4);
    expect(four.legal(0).filter((a) => a.t === 'cast')).toEqual([{ t: 'cast', o: four.id('Searing Touch', 'hand') }]);
  });

  it("paid, it costs {4}{R} and returns to its owner's hand as it resolves", () => {
    const s = t(5);
    s.act({ t: 'cast', o: s.id('Searing Touch', 'hand'), buyback: true }, 0).pick(1);
    expect(s.s.battlefield.filter((id) => s.s.objs[id]!.tapped)).toHaveLength(5);
    s.resolve();
    expect(s.life(1)).toBe(19);
    expect(s.hand(0)).toEqual(['Searing Touch']);
    expect(s.has('Searing Touch', 'graveyard')).toBe(false);
  });

  it('not paid, it goes to the graveyard', () => {
    const s = t(5).cast(0, 'Searing Touch', 1).resolve();
    expect(s.life(1)).toBe(19);
    expect(s.hand(0)).toEqual([]);
    expect(s.has('Searing Touch', 'graveyard')).toBe(true);
  });

  it('countered, it goes to the graveyard even with buyback paid (it did not resolve)', () => {
    const s = t(5);
    s.act({ t: 'cast', o: s.id('Searing Touch', 'hand'), buyback: true }, 0).pick(1);
    s.act({ t: 'pass' }, 0).act({ t: 'cast', o: s.id('Counterspell', 'hand') }, 1);
    s.resolve();
    expect(s.life(1)).toBe(20);
    expect(s.has('Searing Touch', 'graveyard')).toBe(true);
  });
});
