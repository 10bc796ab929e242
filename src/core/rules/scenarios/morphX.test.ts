import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 0 casts Warbreak Trumpeter face down with `mountains` Mountains (three pay for it); its id. */
const faceDown = (mountains: number) => {
  const s = scenario(refCard)
    .battlefield(0, ...Array.from({ length: mountains }, () => 'Mountain'))
    .hand(0, 'Warbreak Trumpeter')
    .start();
  s.act({ t: 'cast', o: s.id('Warbreak Trumpeter', 'hand'), faceDown: true }, 0).resolve();
  return { s, fd: s.s.battlefield.find((id) => s.s.objs[id]!.faceDown)! };
};

const tokens = (s: ReturnType<typeof faceDown>['s']) => s.s.battlefield.filter((id) => s.s.objs[id]!.token).length;

describe('morph with X (CR 702.37e, 107.3)', () => {
  it('turning face up is offered once per X the mana can pay; the face-up trigger reads that X', () => {
    const { s, fd } = faceDown(8);
    // Five Mountains left: {X}{X}{R} for X = 0, 1 or 2.
    expect(s.legal(0).filter((a) => a.t === 'turnFaceUp')).toEqual([
      { t: 'turnFaceUp', o: fd, x: 0 },
      { t: 'turnFaceUp', o: fd, x: 1 },
      { t: 'turnFaceUp', o: fd, x: 2 },
    ]);
    s.act({ t: 'turnFaceUp', o: fd, x: 2 }, 0);
    expect(s.s.objs[fd]!.faceDown).toBe(false);
    expect(s.tappedCount()).toBe(8);
    expect(s.s.stack).toHaveLength(1);
    expect(s.s.stack[0]!.x).toBe(2);
    s.resolve();
    expect(tokens(s)).toBe(2);
  });

  it('X = 0 pays {R} and makes no token', () => {
    const { s, fd } = faceDown(4);
    s.act({ t: 'turnFaceUp', o: fd, x: 0 }, 0).resolve();
    expect(tokens(s)).toBe(0);
    expect(s.has('Warbreak Trumpeter')).toBe(true);
  });
});
