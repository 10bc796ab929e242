/**
 * Unleash (CR 702.98a): "You may have this permanent enter with a +1/+1 counter on it" and "This
 * permanent can't block as long as it has a +1/+1 counter on it" (`combat/rules.ts`). The choice is
 * asked as the creature spell resolves, just before it enters (the spell ability `cr702.ts` gives an
 * unleash card); the answer is kept in its `cast` record, which `resolve.ts` reads as it enters.
 */
import { askController } from './ask';
import type { ExecTable } from './types';

export const UNLEASH: ExecTable = {
  unleash: (x) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'stack' || o.next >= 0 || x.f.ans?.t === 'no') return 'done';
    if (x.f.ans?.t !== 'yes') return askController(x, 'Unleash: enter with a +1/+1 counter (and not block)?');
    x.d.mut(id).cast = { ...(o.cast ?? { x: 0, kicked: false }), unleashed: true };
    return 'done';
  },
};
