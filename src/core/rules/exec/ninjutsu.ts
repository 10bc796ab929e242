/**
 * Ninjutsu, the effect (CR 702.49a): the card still in its owner's hand is put onto the battlefield
 * tapped and attacking whom the returned creature attacked (the item's subject; keywords/ninjutsu.ts).
 */
import { objName } from '../names';
import { enterBattlefield } from '../resolve';
import type { ExecTable } from './types';

export const NINJUTSU: ExecTable = {
  ninjutsu: (x) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    const c = x.d.s.combat;
    if (o.zone !== 'hand' || o.next >= 0 || !c) return 'done';
    const at = x.p.ctx.subject[0] ?? (c.defenders[0] !== undefined ? { p: c.defenders[0] } : null);
    const nid = enterBattlefield(x.d, id, x.p.ctx.controller, true);
    if (at) c.attackers.push({ obj: nid, at, blockers: [], blocked: false, band: 0, struckFirst: false });
    x.d.say(`${objName(x.d, nid)} enters the battlefield tapped and attacking (ninjutsu).`, x.p.ctx.controller);
    return 'done';
  },
};
