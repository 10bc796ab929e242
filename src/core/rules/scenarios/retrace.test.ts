import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('retrace (CR 702.81)', () => {
  it('cast from the graveyard by discarding a land card too; it goes back to the graveyard', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Mountain')
      .graveyard(0, 'Flame Jab')
      .hand(0, 'Forest', 'Grizzly Bears')
      .start();
    const id = s.id('Flame Jab', 'graveyard');
    expect(s.legal(0).filter((a) => a.t === 'cast')).toEqual([{ t: 'cast', o: id, retrace: true }]);
    s.act({ t: 'cast', o: id, retrace: true }, 0).pick(1);
    // The only land card in hand was discarded for the caster.
    expect(s.hand(0)).toEqual(['Grizzly Bears']);
    expect(s.has('Forest', 'graveyard')).toBe(true);
    s.resolve();
    expect(s.life(1)).toBe(19);
    expect(s.has('Flame Jab', 'graveyard')).toBe(true);
  });

  it('without a land card in hand it is not offered', () => {
    const s = scenario(refCard).battlefield(0, 'Mountain').graveyard(0, 'Flame Jab').hand(0, 'Grizzly Bears').start();
    expect(s.legal(0).filter((a) => a.t === 'cast')).toEqual([]);
  });
});
