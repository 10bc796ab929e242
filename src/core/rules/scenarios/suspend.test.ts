import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { viewOf } from '../view';
import { refCard } from './reference';

const t = () => scenario(refCard).battlefield(0, 'Mountain').hand(0, 'Rift Bolt').start();

describe('suspend (CR 702.62)', () => {
  it('is a special action for the suspend cost: exiled with N time counters, no stack', () => {
    const s = t();
    const id = s.id('Rift Bolt', 'hand');
    expect(s.legal(0)).toContainEqual({ t: 'suspend', o: id });
    s.act({ t: 'suspend', o: id }, 0);
    expect(s.s.stack).toEqual([]);
    expect(s.obj('Rift Bolt', 'exile').counters).toEqual({ time: 1 });
    expect(s.obj('Mountain').tapped).toBe(true);
    expect(s.s.pending).toEqual({ d: 'priority', seat: 0 });
  });

  it("its owner's upkeep removes a counter; the last removed, it is cast without paying its mana cost", () => {
    const s = t();
    s.act({ t: 'suspend', o: s.id('Rift Bolt', 'hand') }, 0);
    s.passTo('upkeep');
    expect(s.obj('Rift Bolt', 'exile').counters).toEqual({ time: 1 });
    s.passTo('upkeep');
    s.answer(0, 'yes', 'Cast Rift Bolt without paying its mana cost?').pick(1);
    s.resolve();
    expect(s.life(1)).toBe(17);
    expect(s.has('Rift Bolt', 'graveyard')).toBe(true);
  });

  it('a creature cast this way has haste (CR 702.62a): it attacks the turn it comes off suspend', () => {
    const s = scenario(refCard).battlefield(0, 'Plains', 'Plains').hand(0, 'Duskrider Peregrine').start();
    s.act({ t: 'suspend', o: s.id('Duskrider Peregrine', 'hand') }, 0);
    for (let i = 0; i < 3; i++) s.passTo('upkeep').passTo('upkeep');
    s.act({ t: 'yes' }, 0).resolve();
    expect(s.has('Duskrider Peregrine')).toBe(true);
    expect(viewOf(s.s, 0).looks.find((l) => l.id === s.id('Duskrider Peregrine'))!.sick).toBe(false);
  });

  it("not at the time a sorcery could not be cast (the other player's turn)", () => {
    const s = scenario(refCard).battlefield(0, 'Mountain').hand(0, 'Rift Bolt').at('main1', 1).start();
    s.act({ t: 'pass' }, 1);
    expect(s.legal(0)).toEqual([{ t: 'pass' }]);
  });
});
