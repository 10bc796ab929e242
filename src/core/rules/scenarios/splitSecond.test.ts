import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('split second (CR 702.61)', () => {
  it('while it is on the stack, no player may cast a spell: the Giant Growth cannot save the Bears', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Mountain', 'Mountain')
      .hand(0, 'Sudden Shock')
      .battlefield(1, 'Grizzly Bears', 'Forest')
      .hand(1, 'Giant Growth')
      .start();
    s.cast(0, 'Sudden Shock', 'Grizzly Bears').act({ t: 'pass' }, 0);
    expect(s.s.pending).toEqual({ d: 'priority', seat: 1 });
    expect(s.legal(1)).toEqual([{ t: 'pass' }]);
    s.resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
  });

  it('special actions remain: a face-down creature may be turned face up (CR 702.61b)', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Mountain', 'Mountain')
      .hand(0, 'Sudden Shock')
      .lands(1, 6, 'Mountain')
      .hand(1, 'Skirk Marauder')
      .at('main1', 1)
      .start();
    s.act({ t: 'cast', o: s.id('Skirk Marauder', 'hand'), faceDown: true }, 1).resolve();
    s.passTo('upkeep');
    const fd = s.s.battlefield.find((id) => s.s.objs[id]!.faceDown)!;
    s.passTo('main1').cast(0, 'Sudden Shock', 1).act({ t: 'pass' }, 0);
    expect(s.legal(1)).toEqual([{ t: 'pass' }, { t: 'turnFaceUp', o: fd }]);
  });
});
