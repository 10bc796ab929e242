import { describe, expect, it } from 'vitest';
import { T } from '../defs';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () => {
  const s = scenario(refCard)
    .lands(0, 3, 'Swamp')
    .hand(0, 'Weaponcraft Enthusiast')
    .start()
    .cast(0, 'Weaponcraft Enthusiast')
    .resolve();
  return s.resolve();
};

describe('fabricate (CR 702.123)', () => {
  it('as it enters its controller chooses: N +1/+1 counters on it', () => {
    const s = t();
    s.answer(0, 'yes');
    expect(s.pt('Weaponcraft Enthusiast')).toEqual([2, 3]);
    expect(s.s.battlefield.filter((id) => s.s.objs[id]!.token)).toEqual([]);
  });

  it('or N 1/1 colorless Servo artifact creature tokens', () => {
    const s = t().act({ t: 'no' }, 0);
    expect(s.pt('Weaponcraft Enthusiast')).toEqual([0, 1]);
    const servos = s.s.battlefield.filter((id) => s.s.objs[id]!.token);
    expect(servos).toHaveLength(2);
    const def = s.s.cards[s.s.objs[servos[0]!]!.card]!;
    expect(def.types).toBe(T.artifact | T.creature);
    expect(def.subtypes).toEqual(['Servo']);
    expect([def.power, def.toughness, def.colors]).toEqual([1, 1, 0]);
  });
});
