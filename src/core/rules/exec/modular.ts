/**
 * Modular N (CR 702.43a): "This enters with N +1/+1 counters on it" (an `entersWith` static) and
 * "When it dies, you may put its +1/+1 counters on target artifact creature." The counters are
 * those it had as it last existed (the trigger's source is that object, CR 603.10a).
 */
import { addCounter } from '../damage';
import { objectsIn, resolveRef } from '../refs';
import type { ExecTable } from './types';

export const MODULAR: ExecTable = {
  modular: (x, e) => {
    const n = x.d.obj(x.p.ctx.source).counters?.['+1/+1'] ?? 0;
    if (n <= 0 || x.f.ans?.t === 'no') return 'done';
    if (x.f.ans?.t !== 'yes') {
      x.d.s.pending = { d: 'yesNo', seat: x.p.ctx.controller, prompt: `Modular: move ${n} +1/+1 counter(s)?` };
      return 'wait';
    }
    const ts = resolveRef(x, e.what);
    if (!ts) return 'wait';
    for (const id of objectsIn(ts)) {
      const o = x.d.obj(id);
      if (o.zone === 'battlefield' && o.next < 0) addCounter(x.d, id, '+1/+1', n);
    }
    return 'done';
  },
};
