import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 0 draws Thunderous Wrath as the first card of its turn (its draw step), with one Mountain. */
const drawWrath = () => {
  const s = scenario(refCard).battlefield(0, 'Mountain').library(0, 'Thunderous Wrath').at('upkeep', 0).start();
  s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
  return s;
};

describe('miracle (CR 702.94)', () => {
  it('the first card drawn this turn is revealed and its trigger goes on the stack (CR 702.94a)', () => {
    const s = drawWrath();
    expect(s.hand(0)).toEqual(['Thunderous Wrath']);
    expect(s.obj('Thunderous Wrath', 'hand').seenBy).toBe(0b11);
    expect(s.text()).toContain('Seat 1 reveals Thunderous Wrath (miracle).');
    expect(s.s.stack).toHaveLength(1);
    expect(s.s.stack[0]).toMatchObject({ kind: 'triggered', obj: s.id('Thunderous Wrath', 'hand') });
  });

  it('resolving, its owner may cast it for the miracle cost {R} instead of {4}{R}{R} (CR 702.94a)', () => {
    const s = drawWrath();
    s.resolve();
    s.answer(0, 'yes', 'Cast Thunderous Wrath for its miracle cost {R}?').pick(1);
    expect(s.obj('Mountain').tapped).toBe(true);
    expect(s.s.stack).toHaveLength(1);
    s.resolve();
    expect(s.life(1)).toBe(15);
    expect(s.has('Thunderous Wrath', 'graveyard')).toBe(true);
  });

  it('declined, the card stays in the hand', () => {
    const s = drawWrath();
    s.resolve().act({ t: 'no' }, 0);
    expect(s.hand(0)).toEqual(['Thunderous Wrath']);
    expect(s.s.stack).toEqual([]);
  });

  it('the second card drawn in a turn is no miracle: drawn by Divination after the draw step (CR 702.94a)', () => {
    const s = scenario(refCard)
      .lands(0, 3, 'Island')
      .hand(0, 'Divination')
      .library(0, 'Grizzly Bears', 'Thunderous Wrath')
      .at('upkeep', 0)
      .start();
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
    expect(s.hand(0)).toEqual(['Divination', 'Grizzly Bears']);
    s.passTo('main1').cast(0, 'Divination').resolve();
    expect(s.hand(0)).toEqual(['Grizzly Bears', 'Thunderous Wrath', 'Island']);
    expect(s.s.stack).toEqual([]);
    expect(s.obj('Thunderous Wrath', 'hand').seenBy).toBe(0b01);
  });
});
