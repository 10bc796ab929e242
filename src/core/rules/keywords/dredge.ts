/**
 * Dredge N (CR 702.52a): "If you would draw a card, you may instead mill N cards. If you do, return
 * this card from your graveyard to your hand." A replacement with a choice, so a draw that may be
 * replaced is a proc (`{ p: 'draw' }`): one draw at a time, the player picks a dredge card of their
 * graveyard or answers `done` to draw. Asked only when a graveyard card could dredge (its owner's
 * library holds at least N cards, CR 702.52b): public facts, so asking tells nothing hidden.
 */
import { askChoose } from '../askChoose';
import type { Draft } from '../draft';
import { objName, seatName } from '../names';
import type { DrawProc } from '../procs';
import type { ObjId, Seat } from '../types';
import { drawCards, moveObject } from '../zones';
import { gameHasKeyword } from './inGame';

/** The dredge number of a card in a graveyard, or 0. */
function dredgeOf(d: Draft, id: ObjId): number {
  for (const k of d.s.cards[d.obj(id).card]!.keywords) if (k.keyword === 'dredge') return Number(k.of) || 0;
  return 0;
}

/** The cards of `seat`'s graveyard that could replace a draw now (CR 702.52b: enough cards to mill). */
function dredgeOptions(d: Draft, seat: Seat): ObjId[] {
  const p = d.s.players[seat]!;
  const out: ObjId[] = [];
  for (const id of p.graveyard) {
    const n = dredgeOf(d, id);
    if (n > 0 && p.library.length >= n) out.push(id);
  }
  return out;
}

/**
 * `seat` draws `n` cards; true when a dredge card could replace one: then a draw proc does them (on
 * top of the procs, so it runs before whatever called this goes on), else they are drawn now.
 */
export function drawOrDredge(d: Draft, seat: Seat, n: number): boolean {
  if (n <= 0) return false;
  if (!gameHasKeyword(d.s.cards, 'dredge') || !dredgeOptions(d, seat).length) {
    drawCards(d, seat, n);
    return false;
  }
  d.s.procs.push({ p: 'draw', seat, left: n });
  return true;
}

/** One draw at a time: asks while a dredge card could replace it, else draws (CR 702.52a). */
export function runDraw(d: Draft, p: DrawProc): 'wait' | 'done' {
  const a = p.ans;
  delete p.ans;
  if (a?.t === 'pick' && 'o' in a.v) {
    dredge(d, p.seat, a.v.o);
    p.left--;
  } else if (a?.t === 'done') {
    drawCards(d, p.seat, 1);
    p.left--;
  }
  for (; p.left > 0; p.left--) {
    const options = dredgeOptions(d, p.seat);
    if (options.length)
      return askChoose(d, p.seat, options, { min: 0, prompt: 'Dredge a card instead of drawing? (done: draw)' });
    drawCards(d, p.seat, 1);
  }
  return 'done';
}

/** CR 702.52a: mill N, then the dredge card returns to its owner's hand. */
function dredge(d: Draft, seat: Seat, id: ObjId): void {
  const n = dredgeOf(d, id);
  d.say(`${seatName(seat)} dredges ${objName(d, id)} (mills ${n}).`, seat);
  for (let i = 0; i < n; i++) {
    const lib = d.player(seat).library;
    const top = lib[lib.length - 1];
    if (top === undefined) break;
    moveObject(d, top, 'graveyard');
  }
  moveObject(d, id, 'hand');
}
