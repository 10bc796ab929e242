/**
 * Miracle, the trigger (CR 702.94a): "you may cast it by paying [cost] rather than its mana cost",
 * as the trigger resolves (whatever the card's timing: the cast is made during the resolution,
 * CR 608.2g), if the revealed card is still in its owner's hand. The cast is the ordinary announce
 * proc with the miracle cost as its mana, like madness's.
 */
import { startCast } from '../cast';
import { parseManaCost } from '../mana';
import { objName } from '../names';
import { castable } from './madness';
import type { ExecTable } from './types';

export const MIRACLE: ExecTable = {
  miracle: (x, e) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'hand' || o.next >= 0 || x.f.ans?.t === 'no') return 'done';
    if (!castable(x, o.owner, id, e.mana, x.m)) return 'done';
    if (x.f.ans?.t === 'yes') {
      startCast(x.d, o.owner, { t: 'cast', o: id }, x.m, parseManaCost(e.mana));
      return 'done';
    }
    x.d.s.pending = { d: 'yesNo', seat: o.owner, prompt: `Cast ${objName(x.d, id)} for its miracle cost ${e.mana}?` };
    return 'wait';
  },
};
