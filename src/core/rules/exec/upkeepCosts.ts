/**
 * Cumulative upkeep (CR 702.24a): "At the beginning of your upkeep, if this permanent is on the
 * battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
 * on it. If you don't, sacrifice it." The counter goes on, then the total is an ordinary
 * "sacrifice it unless you pay" (`unlessPaid`, CR 118.12).
 */
import { addCounter } from '../damage';
import type { ExecTable } from './types';

export const UPKEEP_COSTS: ExecTable = {
  cumulativeUpkeep: (x, e) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'battlefield' || o.next >= 0) return 'done';
    addCounter(x.d, id, 'age', 1);
    const n = x.d.obj(id).counters?.['age'] ?? 1;
    return {
      push: [
        {
          kind: 'unlessPaid',
          payer: { ref: 'you' },
          mana: e.mana.repeat(n),
          effects: [{ kind: 'sacrifice', who: { ref: 'you' }, what: 'self', count: 1 }],
        },
      ],
    };
  },
};
