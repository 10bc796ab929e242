import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const GREEN6 = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

describe('devour (CR 702.82)', () => {
  const wurm = () => {
    const s = scenario(refCard)
      .battlefield(0, 'Mountain', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears', 'Llanowar Elves')
      .castResolved(0, 'Gorger Wurm');
    return s;
  };

  it('as it enters, its controller sacrifices any number of creatures, one pick at a time, then done (CR 702.82a)', () => {
    const s = wurm();
    expect(s.s.pending).toMatchObject({
      d: 'choose',
      seat: 0,
      options: [{ o: s.id('Grizzly Bears') }, { o: s.id('Llanowar Elves') }],
      min: 0,
      hidden: false,
    });
    s.pick('Grizzly Bears', 'Llanowar Elves');
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Llanowar Elves', 'graveyard')).toBe(true);
    expect(s.obj('Gorger Wurm').counters).toEqual({ '+1/+1': 2 });
    expect(s.pt('Gorger Wurm')).toEqual([7, 7]);
  });

  it('done at once: it enters as printed and sacrifices nothing', () => {
    const s = wurm();
    s.act({ t: 'done' }, 0);
    expect(s.obj('Gorger Wurm').counters).toBe(null);
    expect(s.has('Grizzly Bears')).toBe(true);
  });
});

describe('amplify (CR 702.38)', () => {
  it('each revealed card sharing a creature type gives N counters; only those are offered (CR 702.38a)', () => {
    const s = scenario(refCard)
      .battlefield(0, ...GREEN6)
      .hand(0, 'Brontotherium', 'Grizzly Bears')
      .castResolved(0, 'Glowering Rogon');
    expect(s.s.pending).toMatchObject({
      d: 'choose',
      seat: 0,
      options: [{ o: s.id('Brontotherium', 'hand') }],
      min: 0,
      hidden: true,
    });
    s.pick('Brontotherium');
    // Asked again until done: stopping once no card is left to reveal would tell the hand's contents.
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0, options: [], hidden: true });
    s.act({ t: 'done' }, 0);
    expect(s.obj('Glowering Rogon').counters).toEqual({ '+1/+1': 1 });
    expect(s.pt('Glowering Rogon')).toEqual([5, 5]);
    expect(s.obj('Brontotherium', 'hand').seenBy).toBe(0b11);
    expect(s.obj('Grizzly Bears', 'hand').seenBy).toBe(0b01);
  });

  it('asked even with no card to reveal, so the question tells nothing of the hand (hidden information)', () => {
    const s = scenario(refCard)
      .battlefield(0, ...GREEN6)
      .hand(0, 'Grizzly Bears')
      .castResolved(0, 'Glowering Rogon');
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0, options: [], min: 0, hidden: true });
    expect(s.legal(0)).toEqual([{ t: 'done' }]);
    s.act({ t: 'done' }, 0);
    expect(s.obj('Glowering Rogon').counters).toBe(null);
  });
});
