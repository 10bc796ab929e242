/**
 * Suspend's triggers resolving (CR 702.62a, `keywords/suspend.ts`): the upkeep one removes a time
 * counter (the last one removed sets off the next); that one lets the owner cast the card without
 * paying its mana cost, whatever its timing; not cast, it stays exiled.
 */
import { startCast } from '../cast';
import { waitingTrigger } from '../keywords/suspend';
import { addCounter } from '../damage';
import { parseManaCost } from '../mana';
import { objName } from '../names';
import { castable } from './madness';
import type { ExecTable } from './types';

const FREE = parseManaCost('');

export const SUSPEND: ExecTable = {
  suspendTick: (x) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'exile' || o.next >= 0 || !o.suspended || !o.counters?.['time']) return 'done';
    addCounter(x.d, id, 'time', -1);
    if (!x.d.obj(id).counters?.['time']) waitingTrigger(x.d, id, { kind: 'suspendCast' });
    return 'done';
  },
  suspendCast: (x) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    const seat = o.owner;
    if (o.zone !== 'exile' || o.next >= 0 || !castable(x, seat, id, '', x.m) || x.f.ans?.t === 'no') return 'done';
    if (x.f.ans?.t !== 'yes') {
      x.d.s.pending = { d: 'yesNo', seat, prompt: `Cast ${objName(x.d, id)} without paying its mana cost?` };
      return 'wait';
    }
    startCast(x.d, seat, { t: 'cast', o: id }, x.m, FREE);
    return 'done';
  },
};
