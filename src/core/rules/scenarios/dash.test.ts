import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { viewOf } from '../view';
import { refCard } from './reference';

const t = (lands: string[]) =>
  scenario(refCard)
    .battlefield(0, ...lands)
    .hand(0, 'Mardu Scout')
    .start();

describe('dash (CR 702.109)', () => {
  it('is offered for the dash cost beside the normal cast', () => {
    const s = t(['Mountain', 'Mountain']);
    const id = s.id('Mardu Scout', 'hand');
    expect(s.legal(0).filter((a) => a.t === 'cast')).toEqual([
      { t: 'cast', o: id },
      { t: 'cast', o: id, dash: true },
    ]);
    const one = t(['Mountain', 'Island']);
    expect(one.legal(0).filter((a) => a.t === 'cast')).toEqual([
      { t: 'cast', o: one.id('Mardu Scout', 'hand'), dash: true },
    ]);
  });

  it("dashed, it has haste (attacks at once) and returns to its owner's hand at the next end step", () => {
    const s = t(['Mountain', 'Island']);
    s.act({ t: 'cast', o: s.id('Mardu Scout', 'hand'), dash: true }, 0).resolve();
    expect(viewOf(s.s, 0).looks.find((l) => l.id === s.id('Mardu Scout'))!.sick).toBe(false);
    s.fight('Mardu Scout');
    expect(s.life(1)).toBe(17);
    s.passTo('end').resolve();
    expect(s.has('Mardu Scout')).toBe(false);
    expect(s.hand(0)).toEqual(['Mardu Scout']);
  });

  it('cast normally it has no haste and stays', () => {
    const s = t(['Mountain', 'Mountain']).cast(0, 'Mardu Scout').resolve();
    const look = () => viewOf(s.s, 0).looks.find((l) => l.id === s.id('Mardu Scout'))!;
    expect(look().sick).toBe(true);
    expect(look().keywords.map((k) => k.keyword)).toEqual(['dash']);
    s.passTo('cleanup');
    expect(s.has('Mardu Scout')).toBe(true);
  });
});
