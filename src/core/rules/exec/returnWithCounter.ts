/**
 * Persist (CR 702.79a) and undying (CR 702.93a): "When this creature dies, if it had no -1/-1
 * (+1/+1) counters on it, return it to the battlefield under its owner's control with a -1/-1
 * (+1/+1) counter on it." The "if" reads the creature as it last existed (`keywords/triggerGates.ts`);
 * this returns the card the trigger's event named, if it is still in the graveyard (CR 400.7).
 */
import { addCounter } from '../damage';
import { objectsIn } from '../refs';
import { enterBattlefield } from '../resolve';
import type { ExecTable } from './types';

export const RETURN_WITH_COUNTER: ExecTable = {
  returnWithCounter: (x, e) => {
    for (const id of objectsIn(x.p.ctx.subject)) {
      const o = x.d.obj(id);
      if (o.zone !== 'graveyard' || o.next >= 0) continue;
      const nid = enterBattlefield(x.d, id, o.owner);
      addCounter(x.d, nid, e.counter, 1);
    }
    return 'done';
  },
};
