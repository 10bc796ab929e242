import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 0's upkeep with `graveyard` in its graveyard; both pass into the draw step. */
const drawStep = (...graveyard: string[]) => {
  const s = scenario(refCard)
    .graveyard(0, ...graveyard)
    .library(0, 'Grizzly Bears')
    .at('upkeep', 0)
    .start();
  s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
  return s;
};

describe('dredge (CR 702.52)', () => {
  it('the draw of the draw step is asked: a dredge card or done (CR 702.52a)', () => {
    const s = drawStep('Darkblast', 'Stinkweed Imp');
    expect(s.s.step).toBe('draw');
    expect(s.s.pending).toEqual({
      d: 'choose',
      seat: 0,
      options: [{ o: s.id('Darkblast', 'graveyard') }, { o: s.id('Stinkweed Imp', 'graveyard') }],
      min: 0,
      max: 1,
      chosen: [],
      prompt: 'Dredge a card instead of drawing? (done: draw)',
      hidden: false,
    });
    expect(s.legal(0)).toContainEqual({ t: 'done' });
  });

  it('dredging mills N and returns the card instead of the draw (CR 702.52a)', () => {
    const s = drawStep('Darkblast');
    s.pick('Darkblast');
    expect(s.hand(0)).toEqual(['Darkblast']);
    expect(s.s.players[0]!.library).toHaveLength(18);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.s.players[0]!.graveyard).toHaveLength(3);
    expect(s.text()).toContain('Seat 1 dredges Darkblast (mills 3).');
  });

  it('done draws the card as usual and the dredge card stays', () => {
    const s = drawStep('Darkblast');
    s.act({ t: 'done' }, 0);
    expect(s.hand(0)).toEqual(['Grizzly Bears']);
    expect(s.has('Darkblast', 'graveyard')).toBe(true);
  });

  it('not asked when the library is smaller than N (CR 702.52b)', () => {
    const s = scenario(refCard)
      .graveyard(0, 'Stinkweed Imp')
      .at('upkeep', 0)
      .config((c) => {
        c.decks[0] = c.decks[0]!.slice(16);
      })
      .start();
    expect(s.s.players[0]!.library).toHaveLength(4);
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
    expect(s.s.pending).toMatchObject({ d: 'priority', seat: 0 });
    expect(s.hand(0)).toEqual(['Island']);
  });

  it("a spell's draws are replaced one at a time, before the spell goes on (Divination: dredge, then draw)", () => {
    const s = scenario(refCard)
      .lands(0, 3, 'Island')
      .hand(0, 'Divination')
      .graveyard(0, 'Darkblast')
      .library(0, 'Grizzly Bears')
      .start();
    s.cast(0, 'Divination').resolve();
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0, options: [{ o: s.id('Darkblast', 'graveyard') }] });
    s.pick('Darkblast');
    expect(s.hand(0)).toEqual(['Darkblast', 'Island']);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Divination', 'graveyard')).toBe(true);
    expect(s.s.pending).toMatchObject({ d: 'priority', seat: 0 });
  });
});
