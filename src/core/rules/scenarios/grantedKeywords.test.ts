/**
 * Keywords that are abilities of their own, given by another card (keywords/granted.ts): the
 * receiver has the keyword's triggered ability, each instance triggering separately (CR 702.68b,
 * 702.83b, 113.3c). Real cards from the reference set.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const real = () => scenario(refCard);

describe('granted keyword abilities (CR 613.1f, 702)', () => {
  it('Frenzy Sliver gives every Sliver frenzy 1: each unblocked one gets +1/+0 (CR 702.68a)', () => {
    const s = real().battlefield(0, 'Frenzy Sliver', 'Sidewinder Sliver').start();
    s.passTo('declareAttackers').attack('Frenzy Sliver', 'Sidewinder Sliver');
    s.passTo('declareBlockers');
    if (s.s.pending?.d === 'blockers') s.act({ t: 'done' });
    s.resolve();
    expect(s.pt('Frenzy Sliver')).toEqual([2, 1]);
    expect(s.pt('Sidewinder Sliver')).toEqual([2, 1]);
    s.passTo('main2');
    expect(s.life(1)).toBe(16);
  });

  it('Sidewinder Sliver gives flanking: a blocker without it gets -1/-1 and dies (CR 702.25a)', () => {
    const s = real().battlefield(0, 'Sidewinder Sliver').battlefield(1, 'Llanowar Elves').start();
    s.passTo('declareAttackers').attack('Sidewinder Sliver');
    s.passTo('declareBlockers').block([['Llanowar Elves', 'Sidewinder Sliver']]);
    s.resolve();
    expect(s.has('Llanowar Elves', 'graveyard')).toBe(true);
    expect(s.has('Sidewinder Sliver', 'battlefield')).toBe(true);
  });

  it('Sublime Archangel: a creature attacking alone gets +1/+1 per instance of exalted (CR 702.83a-b)', () => {
    const s = real().battlefield(0, 'Sublime Archangel', 'Grizzly Bears', 'Llanowar Elves').start();
    s.passTo('declareAttackers').attack('Grizzly Bears');
    s.resolve();
    // Three instances: the Archangel's own, and the one it gives each of the two others.
    expect(s.pt('Grizzly Bears')).toEqual([5, 5]);
  });

  it('without Frenzy Sliver on the battlefield, a Sliver has no frenzy trigger', () => {
    const s = real().battlefield(0, 'Sidewinder Sliver').start();
    s.passTo('declareAttackers').attack('Sidewinder Sliver');
    s.passTo('declareBlockers');
    if (s.s.pending?.d === 'blockers') s.act({ t: 'done' });
    expect(s.s.stack).toEqual([]);
    expect(s.pt('Sidewinder Sliver')).toEqual([1, 1]);
  });
});
