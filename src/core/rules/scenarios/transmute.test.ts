import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('transmute (CR 702.53)', () => {
  it('discarding it finds a card of the same mana value (4: Hill Giant, not Shivan Dragon) for the hand', () => {
    const s = scenario(refCard)
      .lands(0, 3, 'Swamp')
      .hand(0, 'Dimir House Guard')
      .library(0, 'Shivan Dragon', 'Hill Giant')
      .start();
    const id = s.id('Dimir House Guard', 'hand');
    const a = s.legal(0).find((x) => x.t === 'activate' && x.o === id)!;
    s.act(a, 0).resolve();
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0 });
    const options = s.s.pending?.d === 'choose' ? s.s.pending.options : [];
    expect(options.map((t) => ('o' in t ? s.s.cards[s.s.objs[t.o]!.card]!.name : ''))).toEqual(['Hill Giant']);
    s.pick('Hill Giant');
    expect(s.hand(0)).toEqual(['Hill Giant']);
    expect(s.has('Dimir House Guard', 'graveyard')).toBe(true);
  });
});
