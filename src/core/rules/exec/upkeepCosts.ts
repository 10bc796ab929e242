/**
 * Cumulative upkeep (CR 702.24a): "At the beginning of your upkeep, if this permanent is on the
 * battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
 * on it. If you don't, sacrifice it." The counter goes on, then the total is an ordinary
 * "sacrifice it unless you pay" (`unlessPaid`, CR 118.12).
 *
 * Fading (CR 702.32a): "At the beginning of your upkeep, remove a fade counter from this permanent.
 * If you can't, sacrifice the permanent." Vanishing (CR 702.63a): "At the beginning of your upkeep,
 * if this permanent has a time counter on it, remove a time counter from it" and "When the last
 * time counter is removed from this permanent, sacrifice it" (a trigger of its own, put waiting).
 * The counters they enter with are an `entersWith` static (`keywords/abilities.ts`).
 */
import { addCounter } from '../damage';
import type { XEffect } from '../defs';
import type { ExecTable } from './types';

const SACRIFICE_SELF: XEffect = { kind: 'sacrifice', who: { ref: 'you' }, what: 'self', count: 1 };

export const UPKEEP_COSTS: ExecTable = {
  fading: (x) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'battlefield' || o.next >= 0) return 'done';
    if (!o.counters?.['fade']) return { push: [SACRIFICE_SELF] };
    addCounter(x.d, id, 'fade', -1);
    return 'done';
  },
  vanishing: (x) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'battlefield' || o.next >= 0 || !o.counters?.['time']) return 'done';
    addCounter(x.d, id, 'time', -1);
    if (!x.d.obj(id).counters?.['time'])
      x.d.s.triggers.push({
        source: id,
        controller: x.p.ctx.controller,
        ability: x.p.item.ability,
        subject: [],
        amount: 0,
        inline: { effects: [SACRIFICE_SELF], targets: [], x: 0, it: [] },
      });
    return 'done';
  },
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
