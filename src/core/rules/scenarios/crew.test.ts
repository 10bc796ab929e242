import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('crew (CR 702.122)', () => {
  it('a Vehicle is no creature until crewed; crewing taps the creature and makes it an artifact creature (CR 702.122a)', () => {
    const s = scenario(refCard).battlefield(0, 'Sky Skiff', 'Grizzly Bears').start();
    s.passTo('declareAttackers');
    expect(s.legal(0).some((a) => a.t === 'attack' && a.o === s.id('Sky Skiff'))).toBe(false);
    const t = scenario(refCard).battlefield(0, 'Sky Skiff', 'Grizzly Bears').start();
    t.activate(0, 'Sky Skiff');
    expect(t.obj('Grizzly Bears').tapped).toBe(true);
    t.resolve();
    expect(t.pt('Sky Skiff')).toEqual([2, 3]);
    t.passTo('declareAttackers').attack('Sky Skiff');
    t.passTo('main2');
    expect(t.life(1)).toBe(18);
  });

  it('with a choice, creatures are picked one at a time until their power reaches N (CR 702.122a)', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Renegade Freighter', 'Llanowar Elves', 'Raging Goblin', 'Grizzly Bears')
      .start();
    s.activate(0, 'Renegade Freighter');
    expect(s.s.pending).toMatchObject({
      d: 'choose',
      seat: 0,
      min: 1,
      max: 1,
      prompt: 'Crew 2: tap a creature (power 0 of 2)',
      options: [{ o: s.id('Llanowar Elves') }, { o: s.id('Raging Goblin') }, { o: s.id('Grizzly Bears') }],
    });
    s.pick('Llanowar Elves');
    expect(s.s.pending).toMatchObject({ d: 'choose', prompt: 'Crew 2: tap a creature (power 1 of 2)' });
    s.pick('Raging Goblin');
    expect(s.obj('Llanowar Elves').tapped).toBe(true);
    expect(s.obj('Raging Goblin').tapped).toBe(true);
    expect(s.obj('Grizzly Bears').tapped).toBe(false);
    s.resolve();
    expect(s.pt('Renegade Freighter')).toEqual([4, 3]);
  });

  it('not offered without enough power among the other untapped creatures', () => {
    const s = scenario(refCard).battlefield(0, 'Renegade Freighter', 'Llanowar Elves').start();
    expect(s.legal(0).some((a) => a.t === 'activate' && a.o === s.id('Renegade Freighter'))).toBe(false);
  });
});
