import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (mountains: number) =>
  scenario(refCard)
    .battlefield(0, ...Array<string>(mountains).fill('Mountain'))
    .battlefield(1, 'Hill Giant')
    .hand(0, 'Barbed Lightning')
    .start();

describe('entwine (CR 702.42)', () => {
  it('is offered when the entwine cost can be paid too', () => {
    const five = t(5);
    const id = five.id('Barbed Lightning', 'hand');
    expect(five.legal(0).filter((a) => a.t === 'cast')).toEqual([
      { t: 'cast', o: id },
      { t: 'cast', o: id, entwine: true },
    ]);
    const four = t(4);
    expect(four.legal(0).filter((a) => a.t === 'cast')).toEqual([
      { t: 'cast', o: four.id('Barbed Lightning', 'hand') },
    ]);
  });

  it('entwined, every mode happens: 3 to the Giant and 3 to the player, for {4}{R}', () => {
    const s = t(5);
    s.act({ t: 'cast', o: s.id('Barbed Lightning', 'hand'), entwine: true }, 0).pick(1);
    // The creature target was the only one (chosen for the caster); the player was picked.
    expect(s.s.stack[0]!.modes).toEqual([0, 1]);
    expect(s.s.battlefield.filter((id) => s.s.objs[id]!.tapped)).toHaveLength(5);
    s.resolve();
    expect(s.has('Hill Giant', 'graveyard')).toBe(true);
    expect(s.life(1)).toBe(17);
  });
});
