/** Effect kinds that ask for a choice the plain executors do not: "unless you …", lure, … */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { card } from './cards';

const t = () => scenario(card);

describe('"sacrifice it unless you …" (unless; CR 101.3: an impossible instruction is not an option)', () => {
  it('Rathi Dragon: sacrificing two Mountains keeps the Dragon', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain')
      .hand(0, 'Rathi Dragon')
      .start();
    s.cast(0, 'Rathi Dragon').resolve();
    expect(s.s.pending).toMatchObject({ d: 'yesNo', seat: 0 });
    s.act({ t: 'yes' });
    const mountains = s.s.battlefield.filter((id) => s.s.cards[s.s.objs[id]!.card]!.name === 'Mountain');
    for (const o of mountains.slice(0, 2)) if (s.s.pending?.d === 'choose') s.act({ t: 'pick', v: { o } });
    s.resolve();
    expect(s.has('Rathi Dragon')).toBe(true);
    expect(s.count('Mountain')).toBe(4);
    expect(s.count('Mountain', 'graveyard')).toBe(2);
  });

  it('Rathi Dragon: declining sacrifices the Dragon and keeps the Mountains', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain')
      .hand(0, 'Rathi Dragon')
      .start();
    s.cast(0, 'Rathi Dragon').resolve();
    s.act({ t: 'no' });
    s.resolve();
    expect(s.has('Rathi Dragon')).toBe(false);
    expect(s.has('Rathi Dragon', 'graveyard')).toBe(true);
    expect(s.count('Mountain')).toBe(6);
  });

  it('Balduvian Horde with an empty hand: the discard is impossible, so the Horde is sacrificed unasked', () => {
    const s = t().battlefield(0, 'Mountain', 'Mountain', 'Mountain', 'Mountain').hand(0, 'Balduvian Horde').start();
    s.cast(0, 'Balduvian Horde').resolve();
    expect(s.s.pending?.d).toBe('priority');
    expect(s.has('Balduvian Horde')).toBe(false);
    expect(s.has('Balduvian Horde', 'graveyard')).toBe(true);
  });

  it('Balduvian Horde: discarding the only card at random keeps it', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain', 'Mountain', 'Mountain')
      .hand(0, 'Balduvian Horde', 'Lightning Bolt')
      .start();
    s.cast(0, 'Balduvian Horde').resolve();
    s.act({ t: 'yes' });
    s.resolve();
    expect(s.has('Balduvian Horde')).toBe(true);
    expect(s.hand(0)).toEqual([]);
    expect(s.has('Lightning Bolt', 'graveyard')).toBe(true);
  });

  it('Quickling: with no other creature to return it is sacrificed; with one, that one goes to hand', () => {
    const alone = t().battlefield(0, 'Island', 'Island').hand(0, 'Quickling').start();
    alone.cast(0, 'Quickling').resolve();
    expect(alone.has('Quickling')).toBe(false);
    const s = t().battlefield(0, 'Island', 'Island', 'Grizzly Bears').hand(0, 'Quickling').start();
    s.cast(0, 'Quickling').resolve();
    s.act({ t: 'yes' });
    s.resolve();
    expect(s.has('Quickling')).toBe(true);
    expect(s.has('Grizzly Bears')).toBe(false);
    expect(s.hand(0)).toEqual(['Grizzly Bears']);
  });
});
