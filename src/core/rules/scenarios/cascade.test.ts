import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () =>
  scenario(refCard)
    .battlefield(0, 'Forest', 'Forest', 'Forest', 'Forest', 'Plains', 'Plains')
    .hand(0, 'Enlisted Wurm')
    .library(0, 'Mountain', 'Shivan Dragon', 'Grizzly Bears')
    .start()
    .cast(0, 'Enlisted Wurm');

const bottom = (s: ReturnType<typeof t>) =>
  s.s.players[0]!.library.slice(0, 2)
    .map((id) => s.s.cards[s.s.objs[id]!.card]!.name)
    .sort();

describe('cascade (CR 702.85)', () => {
  it('exiles to the first nonland card of lesser mana value and may cast it free; the rest go to the bottom', () => {
    const s = t();
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
    expect(s.text()).toContain('Seat 1 cascades: Mountain, Shivan Dragon, Grizzly Bears.');
    s.answer(0, 'yes', 'Cast Grizzly Bears without paying its mana cost?');
    expect(s.s.stack.map((i) => s.s.cards[s.s.objs[i.obj]!.card]!.name)).toEqual(['Enlisted Wurm', 'Grizzly Bears']);
    expect(bottom(s)).toEqual(['Mountain', 'Shivan Dragon']);
    s.resolve();
    expect(s.has('Grizzly Bears')).toBe(true);
    expect(s.has('Enlisted Wurm')).toBe(true);
  });

  it('declined, the card goes to the bottom with the others', () => {
    const s = t();
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1).act({ t: 'no' }, 0);
    expect(
      s.s.players[0]!.library.slice(0, 3)
        .map((id) => s.s.cards[s.s.objs[id]!.card]!.name)
        .sort(),
    ).toEqual(['Grizzly Bears', 'Mountain', 'Shivan Dragon']);
    expect(s.s.exile).toEqual([]);
  });
});
