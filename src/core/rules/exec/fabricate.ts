/**
 * Fabricate N (CR 702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If
 * you don't, create N 1/1 colorless Servo artifact creature tokens." Its controller answers yes
 * (counters) or no (Servos); gone from the battlefield, it can only make the Servos.
 */
import { addCounter } from '../damage';
import type { ExecTable } from './types';

export const FABRICATE: ExecTable = {
  fabricate: (x, e) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    const there = o.zone === 'battlefield' && o.next < 0;
    if (there && x.f.ans?.t === 'yes') {
      addCounter(x.d, id, '+1/+1', e.count);
      return 'done';
    }
    if (there && x.f.ans?.t !== 'no') {
      x.d.s.pending = {
        d: 'yesNo',
        seat: x.p.ctx.controller,
        prompt: `Fabricate ${e.count}: put ${e.count} +1/+1 counter(s) on it? (No: create ${e.count} Servo token(s))`,
      };
      return 'wait';
    }
    return {
      push: [
        {
          kind: 'createToken',
          count: e.count,
          power: 1,
          toughness: 1,
          colors: [],
          subtypes: ['Servo'],
          keywords: [],
          artifact: true,
        },
      ],
    };
  },
};
