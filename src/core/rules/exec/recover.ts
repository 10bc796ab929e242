/**
 * Recover, the trigger (CR 702.59a): its owner may pay the recover cost to return the card from the
 * graveyard to the hand; if they don't (or can't), the card is exiled. Nothing happens once the
 * card has left the graveyard.
 */
import { parseManaCost } from '../mana';
import { canPay, payMana } from '../manaSources';
import { objName, seatName } from '../names';
import { moveObject } from '../zones';
import type { ExecTable } from './types';

export const RECOVER: ExecTable = {
  recover: (x, e) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'graveyard' || o.next >= 0) return 'done';
    const seat = o.owner;
    const cost = parseManaCost(e.mana);
    const can = canPay(x.d, seat, cost);
    if (can && x.f.ans?.t === 'yes' && payMana(x.d, seat, cost)) {
      x.d.say(`${seatName(seat)} pays ${e.mana} and returns ${objName(x.d, id)} to their hand (recover).`, seat);
      moveObject(x.d, id, 'hand');
      return 'done';
    }
    if (can && x.f.ans?.t !== 'no') {
      x.d.s.pending = {
        d: 'yesNo',
        seat,
        prompt: `Recover: pay ${e.mana} to return ${objName(x.d, id)} to your hand? (No: exile it)`,
      };
      return 'wait';
    }
    x.d.say(`${seatName(seat)} exiles ${objName(x.d, id)} (recover).`, seat);
    moveObject(x.d, id, 'exile');
    return 'done';
  },
};
