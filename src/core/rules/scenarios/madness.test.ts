import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () => scenario(refCard);

/** Seat 0 casts Catalog (draw two, then discard a card) and discards `name`. */
const catalogDiscarding = (name: string, lands: string[]) => {
  const s = t()
    .battlefield(0, 'Island', 'Island', 'Island', ...lands)
    .battlefield(1, 'Glorious Anthem')
    .hand(0, 'Catalog', name)
    .start();
  s.cast(0, 'Catalog').resolve();
  expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0, prompt: 'Choose a card to discard' });
  s.act({ t: 'pick', v: { o: s.id(name, 'hand') } }, 0);
  return s;
};

describe('madness (CR 702.35)', () => {
  it('a discarded madness card is exiled instead and its trigger asks to cast it (CR 702.35a)', () => {
    const s = catalogDiscarding('Frantic Purification', ['Plains']);
    expect(s.has('Frantic Purification', 'exile')).toBe(true);
    expect(s.has('Frantic Purification', 'graveyard')).toBe(false);
    expect(s.text()).toContain('Frantic Purification is discarded into exile (madness).');
    s.resolve();
    expect(s.s.pending).toMatchObject({
      d: 'yesNo',
      seat: 0,
      prompt: 'Cast Frantic Purification for its madness cost {W}?',
    });
  });

  it('cast for its madness cost: {W} instead of {2}{W}, targets chosen as usual', () => {
    const s = catalogDiscarding('Frantic Purification', ['Plains']);
    s.resolve().act({ t: 'yes' }, 0);
    // The only enchantment is the forced target; the spell is on the stack.
    expect(s.s.stack).toHaveLength(1);
    expect(s.s.stack[0]!.targets[0]).toEqual([{ o: s.id('Glorious Anthem') }]);
    expect(s.obj('Plains').tapped).toBe(true);
    s.resolve();
    expect(s.has('Glorious Anthem')).toBe(false);
    expect(s.has('Frantic Purification', 'graveyard')).toBe(true);
  });

  it("declining puts the card into its owner's graveyard", () => {
    const s = catalogDiscarding('Frantic Purification', ['Plains']);
    s.resolve().act({ t: 'no' }, 0);
    expect(s.has('Frantic Purification', 'graveyard')).toBe(true);
    expect(s.has('Glorious Anthem')).toBe(true);
  });

  it('without the mana for the madness cost it goes to the graveyard unasked', () => {
    const s = catalogDiscarding('Frantic Purification', []);
    s.resolve();
    expect(s.s.stack).toEqual([]);
    expect(s.has('Frantic Purification', 'graveyard')).toBe(true);
    expect(s.s.pending).toMatchObject({ d: 'priority' });
  });

  it('a madness creature is cast whatever its timing (CR 702.35c): Basking Rootwalla for {0}', () => {
    const s = catalogDiscarding('Basking Rootwalla', []);
    s.resolve().act({ t: 'yes' }, 0);
    expect(s.s.stack).toHaveLength(1);
    s.resolve();
    expect(s.has('Basking Rootwalla')).toBe(true);
  });

  it('a card without madness discarded goes to the graveyard as before', () => {
    const s = catalogDiscarding('Grizzly Bears', []);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
  });
});
