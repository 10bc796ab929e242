/**
 * Extort (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
 * loses 1 life and you gain life equal to the total life lost this way." Asked only when {W/B}
 * can be paid; the life changes are the compiler's own `loseLife` and `gainLife`.
 */
import { parseManaCost } from '../mana';
import { canPay, payMana } from '../manaSources';
import { seatName } from '../names';
import type { ExecTable } from './types';

const COST = parseManaCost('{W/B}');

export const EXTORT: ExecTable = {
  extort: (x) => {
    const seat = x.p.ctx.controller;
    if (!canPay(x.d, seat, COST) || x.f.ans?.t === 'no') return 'done';
    if (x.f.ans?.t !== 'yes') {
      x.d.s.pending = { d: 'yesNo', seat, prompt: 'Extort: pay {W/B} to drain each opponent for 1?' };
      return 'wait';
    }
    payMana(x.d, seat, COST);
    x.d.say(`${seatName(seat)} pays {W/B} (extort).`, seat);
    const opponents = x.d.s.players.filter((p) => p.seat !== seat && !p.lost).length;
    return {
      push: [
        { kind: 'loseLife', who: { ref: 'each', filter: { types: ['opponent'] } }, amount: 1 },
        { kind: 'gainLife', who: { ref: 'you' }, amount: opponents },
      ],
    };
  },
};
