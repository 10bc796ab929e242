import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const GRAVEYARD = ['Grizzly Bears', 'Giant Growth', 'Lightning Bolt', 'Shock', 'Hill Giant'];

const t = (islands: number) =>
  scenario(refCard)
    .battlefield(0, ...Array<string>(islands).fill('Island'))
    .graveyard(0, ...GRAVEYARD)
    .hand(0, 'Treasure Cruise')
    .start();

describe('delve (CR 702.66)', () => {
  it('offers a cast per number of graveyard cards that makes the rest payable', () => {
    const s = t(4);
    const id = s.id('Treasure Cruise', 'hand');
    // {7}{U} with four Islands: exiling 4 or 5 cards leaves {3}{U} or {2}{U}.
    expect(s.legal(0).filter((a) => a.t === 'cast')).toEqual([
      { t: 'cast', o: id, delve: 4 },
      { t: 'cast', o: id, delve: 5 },
    ]);
  });

  it('the caster chooses the cards to exile; each pays {1}', () => {
    const s = t(4);
    s.act({ t: 'cast', o: s.id('Treasure Cruise', 'hand'), delve: 4 }, 0);
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0, prompt: 'Choose a card to exile' });
    s.pick('Grizzly Bears', 'Giant Growth', 'Lightning Bolt', 'Shock');
    expect(s.s.stack).toHaveLength(1);
    expect(s.s.battlefield.filter((id) => s.s.objs[id]!.tapped)).toHaveLength(4);
    expect(s.s.players[0]!.graveyard.map((id) => s.s.cards[s.s.objs[id]!.card]!.name)).toEqual(['Hill Giant']);
    expect(s.s.exile).toHaveLength(4);
    s.resolve();
    expect(s.hand(0)).toHaveLength(3);
  });

  it('without enough cards in the graveyard it is not offered', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Island', 'Island')
      .graveyard(0, 'Shock')
      .hand(0, 'Treasure Cruise')
      .start();
    expect(s.legal(0).filter((a) => a.t === 'cast')).toEqual([]);
  });
});
