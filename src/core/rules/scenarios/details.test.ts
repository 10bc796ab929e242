import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { boltVersus, card, gravediggerAsking } from './cards';

const t = () => scenario(card);

describe('details players argue about', () => {
  it('two anthems stack (+2/+2)', () => {
    const s = t().battlefield(0, 'Glorious Anthem', 'Glorious Anthem', 'Grizzly Bears').start();
    expect(s.pt('Grizzly Bears')).toEqual([4, 4]);
  });

  it('Fog prevents combat damage only: Lightning Bolt still deals 3', () => {
    const s = t().battlefield(0, 'Forest', 'Mountain').hand(0, 'Lightning Bolt').castResolved(0, 'Fog');
    s.cast(0, 'Lightning Bolt', 1).resolve();
    expect(s.life(1)).toBe(17);
  });

  it('"you may" answered no: Gravedigger returns nothing', () => {
    const s = gravediggerAsking();
    s.act({ t: 'no' });
    expect(s.hand(0)).toEqual([]);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
  });

  it('Mana Leak declined: the spell is countered even when the caster could pay', () => {
    const s = boltVersus('Mana Leak', 4);
    s.cast(0, 'Lightning Bolt', 1).respond(1, 'Mana Leak', 'Lightning Bolt').resolve();
    s.act({ t: 'no' });
    s.resolve();
    expect(s.life(1)).toBe(20);
  });

  it('Giant Growth may target an opponent’s creature', () => {
    const s = t()
      .battlefield(0, 'Forest')
      .battlefield(1, 'Grizzly Bears')
      .castResolved(0, 'Giant Growth', 'Grizzly Bears');
    expect(s.pt('Grizzly Bears')).toEqual([5, 5]);
  });

  it('Boomerang may return a land to its owner’s hand', () => {
    const s = t().battlefield(0, 'Island', 'Island').battlefield(1, 'Forest').castResolved(0, 'Boomerang', 'Forest');
    expect(s.hand(1)).toEqual(['Forest']);
  });

  it('Earthquake with X = 0 deals no damage and kills nothing', () => {
    const s = t().battlefield(0, 'Mountain').battlefield(1, 'Llanowar Elves').cast(0, 'Earthquake');
    if (s.s.pending?.d === 'x') s.act({ t: 'x', n: 0 });
    s.resolve();
    expect(s.has('Llanowar Elves')).toBe(true);
    expect(s.life(1)).toBe(20);
  });

  it('Hurricane hits the flyers on both sides and both players', () => {
    const s = t()
      .battlefield(0, 'Forest', 'Forest', 'Wind Drake')
      .battlefield(1, 'Air Elemental')
      .hand(0, 'Hurricane')
      .start();
    s.castX(0, 'Hurricane', 1).resolve();
    expect(s.obj('Wind Drake').damage).toBe(1);
    expect(s.obj('Air Elemental').damage).toBe(1);
    expect([s.life(0), s.life(1)]).toEqual([19, 19]);
  });

  it('vigilance: Serra Angel attacks, then can still block on the opponent’s turn', () => {
    const s = t().battlefield(0, 'Serra Angel').battlefield(1, 'Wind Drake').start();
    s.passTo('declareAttackers').attack('Serra Angel');
    s.passTo('upkeep');
    s.passTo('declareAttackers');
    s.attack('Wind Drake');
    s.passTo('declareBlockers');
    expect(s.legal(0)).toContainEqual({ t: 'block', o: s.id('Serra Angel'), at: s.id('Wind Drake') });
  });
});
