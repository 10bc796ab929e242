import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('myriad (CR 702.116)', () => {
  it('attacking one opponent of three players, a token copy may attack the other; it is exiled at end of combat (CR 702.116a)', () => {
    const s = scenario(refCard).players(3).battlefield(0, 'Warchief Giant').start();
    s.passTo('declareAttackers').attack('Warchief Giant');
    s.resolve();
    s.answer(0, 'yes', 'Myriad: create a token copy of Warchief Giant attacking Seat 3?');
    expect(s.count('Warchief Giant')).toBe(2);
    const token = s.s.objs.find((o) => o.token && o.zone === 'battlefield')!;
    expect(token.tapped).toBe(true);
    expect(s.s.combat!.attackers.map((a) => a.at)).toEqual([{ p: 1 }, { p: 2 }]);
    s.passTo('main2');
    expect(s.life(1)).toBe(15);
    expect(s.life(2)).toBe(15);
    expect(s.count('Warchief Giant')).toBe(1);
    expect(s.s.objs[token.id]!.next).toBeGreaterThanOrEqual(0);
  });

  it('in a duel there is no other opponent: nothing is asked', () => {
    const s = scenario(refCard).battlefield(0, 'Warchief Giant').start();
    s.passTo('declareAttackers').attack('Warchief Giant');
    s.resolve();
    expect(s.s.pending?.d).not.toBe('yesNo');
    expect(s.count('Warchief Giant')).toBe(1);
  });
});
