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

  it('a granted "dies" ability looks back: Infernal Scarring\'s creature draws a card as it dies (CR 603.10a)', () => {
    const s = real()
      .battlefield(0, 'Grizzly Bears', 'Swamp', 'Mountain', 'Mountain')
      .hand(0, 'Lightning Bolt')
      .library(0, 'Forest')
      .castResolved(0, 'Infernal Scarring', 'Grizzly Bears');
    expect(s.pt('Grizzly Bears')).toEqual([4, 2]);
    s.cast(0, 'Lightning Bolt', 'Grizzly Bears').resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.hand(0)).toEqual(['Forest']);
  });

  it('a granted persist returns the creature with a -1/-1 counter (Rattleblaze Scarecrow, CR 702.79a)', () => {
    const s = real()
      .battlefield(0, 'Rattleblaze Scarecrow', 'Walking Corpse', 'Mountain')
      .castResolved(0, 'Lightning Bolt', 'Rattleblaze Scarecrow');
    expect(s.has('Rattleblaze Scarecrow', 'battlefield')).toBe(true);
    expect(s.pt('Rattleblaze Scarecrow')).toEqual([4, 2]);
    expect(s.obj('Rattleblaze Scarecrow').counters).toEqual({ '-1/-1': 1 });
  });

  it('without a black creature it has no persist, and stays dead', () => {
    const s = real()
      .battlefield(0, 'Rattleblaze Scarecrow', 'Mountain')
      .castResolved(0, 'Lightning Bolt', 'Rattleblaze Scarecrow');
    expect(s.has('Rattleblaze Scarecrow', 'graveyard')).toBe(true);
  });

  it('Sedris gives creature cards in its graveyard unearth {2}{B}: one returns with haste, exiled at end of turn (CR 702.84a)', () => {
    const s = real()
      .battlefield(0, 'Sedris, the Traitor King', 'Swamp', 'Swamp', 'Swamp')
      .graveyard(0, 'Grizzly Bears', 'Lightning Bolt')
      .graveyard(1, 'Llanowar Elves')
      .start();
    const unearths = s.legal(0).filter((a) => a.t === 'activate' && a.kw === 'unearth');
    // Only the creature card in its controller's own graveyard (not the instant, not the opponent's).
    expect(unearths).toEqual([
      { t: 'activate', o: s.id('Grizzly Bears', 'graveyard'), a: -2, kw: 'unearth', of: '{2}{B}', k: 0 },
    ]);
    s.act(unearths[0]!).resolve();
    expect(s.has('Grizzly Bears', 'battlefield')).toBe(true);
    expect(s.obj('Grizzly Bears').unearthed).toBe(true);
    s.passTo('cleanup');
    expect(s.has('Grizzly Bears', 'exile')).toBe(true);
  });

  it('without Sedris the graveyard card has no unearth', () => {
    const s = real().lands(0, 3, 'Swamp').graveyard(0, 'Grizzly Bears').start();
    expect(s.legal(0).filter((a) => a.t === 'activate')).toEqual([]);
  });
});
