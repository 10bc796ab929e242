/**
 * Opening hands (CR 103.5): each player in turn order keeps or mulligans. London mulligan: shuffle
 * the hand back, draw seven, and after keeping put one card per mulligan on the bottom. The Paris
 * mulligan (one card fewer each time) is the table option for older play groups.
 */
import type { Action } from './decisions';
import type { Draft } from './draft';
import { seatName } from './names';
import type { CoreProc } from './procs';
import { drawCards, moveObject, shuffleLibrary } from './zones';

type MulliganProc = Extract<CoreProc, { p: 'mulligan' }>;

export function runMulligan(d: Draft, p: MulliganProc): 'wait' | 'done' {
  const s = d.s;
  const seat = p.order[p.i];
  if (seat === undefined) return 'done';
  const pl = d.player(seat);
  if (pl.kept) {
    const owed = s.config.mulligan === 'london' ? owedToBottom(d, seat) : 0;
    if (owed > 0) {
      s.pending = { d: 'bottom', seat, count: owed };
      return 'wait';
    }
    p.i++;
    return runMulligan(d, p);
  }
  // Nothing left to mulligan to: the hand is kept.
  if (pl.mulligans + 1 >= s.config.openingHand) {
    pl.kept = true;
    return runMulligan(d, p);
  }
  s.pending = { d: 'mulligan', seat };
  return 'wait';
}

export function answerMulligan(d: Draft, p: MulliganProc, a: Action): void {
  const seat = p.order[p.i]!;
  const pl = d.player(seat);
  if (a.t === 'keep') {
    pl.kept = true;
    // London: the cards owed to the bottom are not kept (CR 103.5c).
    const kept = pl.hand.length - (d.s.config.mulligan === 'london' ? pl.mulligans : 0);
    d.say(
      `${seatName(seat)} keeps ${kept} cards${pl.mulligans ? ` after ${pl.mulligans} mulligan${pl.mulligans > 1 ? 's' : ''}` : ''}.`,
      seat,
    );
  } else if (a.t === 'mulligan') {
    for (const id of pl.hand.slice()) moveObject(d, id, 'library');
    shuffleLibrary(d, seat);
    pl.mulligans++;
    const n =
      d.s.config.mulligan === 'paris' ? Math.max(0, d.s.config.openingHand - pl.mulligans) : d.s.config.openingHand;
    drawCards(d, seat, n);
    d.say(`${seatName(seat)} takes a mulligan.`, seat);
  } else if (a.t === 'pick' && 'o' in a.v) {
    moveObject(d, a.v.o, 'library', { where: 'bottom' });
  }
}

/** Cards still owed to the bottom of the library (London mulligan, CR 103.5c). */
export function owedToBottom(d: { s: Draft['s'] }, seat: number): number {
  const pl = d.s.players[seat]!;
  return Math.max(0, pl.hand.length - Math.max(0, d.s.config.openingHand - pl.mulligans));
}
