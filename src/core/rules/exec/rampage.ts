/**
 * Rampage N (CR 702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn
 * for each creature blocking it beyond the first." It triggers once however many block it
 * (CR 509.3c; the gate in `keywords/triggerGates.ts` lets only the first blocker's event through);
 * the count is read as it resolves (CR 702.23b).
 */
import type { ExecTable } from './types';

export const RAMPAGE: ExecTable = {
  rampage: (x, e) => {
    const id = x.p.ctx.source;
    const beyond = (x.d.s.combat?.attackers.find((a) => a.obj === id)?.blockers.length ?? 0) - 1;
    if (beyond <= 0) return 'done';
    const n = e.count * beyond;
    return { push: [{ kind: 'modifyPT', what: { ref: 'self' }, power: n, toughness: n, duration: 'endOfTurn' }] };
  },
};
