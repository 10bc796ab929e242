/**
 * Graft N (CR 702.58a): "This permanent enters with N +1/+1 counters on it" (an `entersWith`
 * static) and "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you
 * may move a +1/+1 counter from this permanent onto that creature" (the "if": triggerGates.ts).
 */
import { addCounter } from '../damage';
import { objectsIn } from '../refs';
import { askController } from './ask';
import type { ExecTable } from './types';

export const GRAFT: ExecTable = {
  graft: (x) => {
    const id = x.p.ctx.source;
    const to = objectsIn(x.p.ctx.subject)[0];
    const o = x.d.obj(id);
    const there = (t: number) => x.d.obj(t).zone === 'battlefield' && x.d.obj(t).next < 0;
    if (to === undefined || !there(id) || !there(to) || !o.counters?.['+1/+1'] || x.f.ans?.t === 'no') return 'done';
    if (x.f.ans?.t !== 'yes') return askController(x, 'Graft: move a +1/+1 counter onto the creature that entered?');
    addCounter(x.d, id, '+1/+1', -1);
    addCounter(x.d, to, '+1/+1', 1);
    return 'done';
  },
};
