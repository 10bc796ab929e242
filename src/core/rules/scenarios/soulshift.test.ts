import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 1 bolts seat 0's Gibbering Kami (Soulshift 3) over a graveyard of two Spirits. */
const boltTheKami = () => {
  const s = scenario(refCard)
    .battlefield(0, 'Gibbering Kami')
    .graveyard(0, 'Hundred-Talon Kami', 'Kami of Ancient Law')
    .battlefield(1, 'Mountain')
    .hand(1, 'Lightning Bolt')
    .start();
  s.act({ t: 'pass' }, 0);
  s.act({ t: 'cast', o: s.id('Lightning Bolt', 'hand') }, 1).act({ t: 'pick', v: { o: s.id('Gibbering Kami') } }, 1);
  return s;
};

describe('soulshift (CR 702.46)', () => {
  it("dying, it targets a Spirit card of mana value N or less in its owner's graveyard (Soulshift 3: not the 5)", () => {
    const s = boltTheKami().resolve();
    // The only legal target (Kami of Ancient Law, mana value 2) was chosen for its controller.
    expect(s.s.stack).toHaveLength(1);
    expect(s.s.stack[0]!.targets[0]).toEqual([{ o: s.id('Kami of Ancient Law', 'graveyard') }]);
  });

  it('"you may": yes returns the card to the hand', () => {
    const s = boltTheKami().resolve();
    s.resolve();
    s.answer(0, 'yes');
    expect(s.hand(0)).toEqual(['Kami of Ancient Law']);
    expect(s.has('Hundred-Talon Kami', 'graveyard')).toBe(true);
    expect(s.has('Gibbering Kami', 'graveyard')).toBe(true);
  });

  it('no leaves it in the graveyard', () => {
    const s = boltTheKami().resolve();
    s.resolve().act({ t: 'no' }, 0);
    expect(s.hand(0)).toEqual([]);
    expect(s.has('Kami of Ancient Law', 'graveyard')).toBe(true);
  });
});
