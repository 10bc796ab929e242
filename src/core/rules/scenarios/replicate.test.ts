import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = (mountains: number) =>
  scenario(refCard)
    .battlefield(0, ...Array<string>(mountains).fill('Mountain'))
    .hand(0, 'Pyromatics')
    .start();

describe('replicate (CR 702.56)', () => {
  it('offers one cast per number of payments the mana allows', () => {
    const s = t(6);
    const id = s.id('Pyromatics', 'hand');
    expect(s.legal(0).filter((a) => a.t === 'cast')).toEqual([
      { t: 'cast', o: id },
      { t: 'cast', o: id, replicate: 1 },
      { t: 'cast', o: id, replicate: 2 },
    ]);
  });

  it('paid twice, the cast trigger makes two copies: 3 damage in all', () => {
    const s = t(6);
    s.act({ t: 'cast', o: s.id('Pyromatics', 'hand'), replicate: 2 }, 0).pick(1);
    expect(s.s.battlefield.filter((id) => s.s.objs[id]!.tapped)).toHaveLength(6);
    s.act({ t: 'pass' }, 0).act({ t: 'pass' }, 1);
    // Each copy may take a new target: keep the player.
    for (let i = 0; i < 4 && s.s.pending?.d === 'target'; i++) s.act({ t: 'pick', v: { p: 1 } });
    s.resolve();
    expect(s.life(1)).toBe(17);
  });
});
