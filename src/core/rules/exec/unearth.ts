/**
 * Unearth (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It gains
 * haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile
 * it instead of putting it anywhere else. Activate only as a sorcery." The ability is
 * `keywords/abilities.ts`'s; the return, the haste and the delayed exile are here, and the
 * replacement is `zones.ts`'s (an `unearthed` permanent leaving goes to exile).
 */
import { enterBattlefield } from '../resolve';
import type { ExecTable } from './types';

export const UNEARTH: ExecTable = {
  unearth: (x) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'graveyard' || o.next >= 0) return 'done';
    const nid = enterBattlefield(x.d, id, x.p.ctx.controller);
    x.d.mut(nid).unearthed = true;
    x.p.ctx.it = [{ o: nid }];
    return {
      push: [
        { kind: 'grantKeyword', what: { ref: 'it' }, keywords: ['haste'], duration: 'permanent' },
        { kind: 'delayed', at: 'nextEndStep', effects: [{ kind: 'exile', what: { ref: 'it' } }] },
      ],
    };
  },
};
