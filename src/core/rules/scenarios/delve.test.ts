import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const GRAVEYARD = ['Grizzly Bears', 'Giant Growth', 'Lightning Bolt', 'Shock', 'Hill Giant'];

const t = (islands: number) =>
  scenario(refCard)
    .lands(0, islands, 'Island')
    .graveyard(0, ...GRAVEYARD)
    .hand(0, 'Treasure Cruise')
    .start();

describe('delve (CR 702.66)', () => {
  it('offers a cast per number of graveyard cards that makes the rest payable', () => {
    // {7}{U} with four Islands: exiling 4 or 5 cards leaves {3}{U} or {2}{U}.
    expect(t(4).castOptions(0, 'Treasure Cruise')).toEqual([{ delve: 4 }, { delve: 5 }]);
  });

  it('the caster chooses the cards to exile; each pays {1}', () => {
    const s = t(4).castWith(0, 'Treasure Cruise', { delve: 4 });
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0, prompt: 'Choose a card to exile' });
    s.pick('Grizzly Bears', 'Giant Growth', 'Lightning Bolt', 'Shock');
    expect(s.s.stack).toHaveLength(1);
    expect(s.tappedCount()).toBe(4);
    expect(s.graveyard(0)).toEqual(['Hill Giant']);
    expect(s.s.exile).toHaveLength(4);
    s.resolve();
    expect(s.hand(0)).toHaveLength(3);
  });

  it('without enough cards in the graveyard it is not offered', () => {
    const s = scenario(refCard).lands(0, 2, 'Island').graveyard(0, 'Shock').hand(0, 'Treasure Cruise').start();
    expect(s.castOptions(0, 'Treasure Cruise')).toEqual([]);
  });
});
