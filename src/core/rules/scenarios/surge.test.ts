import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('surge (CR 702.117)', () => {
  it('offered only after its caster cast another spell this turn; then it costs the surge cost', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Island', 'Island', 'Mountain')
      .hand(0, 'Grip of the Roil', 'Lightning Bolt')
      .battlefield(1, 'Grizzly Bears')
      .start();
    const id = s.id('Grip of the Roil', 'hand');
    expect(s.legal(0).filter((a) => a.t === 'cast' && a.o === id)).toEqual([{ t: 'cast', o: id }]);
    s.cast(0, 'Lightning Bolt', 1).resolve();
    expect(s.legal(0).filter((a) => a.t === 'cast' && a.o === id)).toEqual([{ t: 'cast', o: id, surge: true }]);
    s.act({ t: 'cast', o: id, surge: true }, 0).resolve();
    expect(s.obj('Grizzly Bears').tapped).toBe(true);
    expect(s.hand(0)).toHaveLength(1);
  });
});
