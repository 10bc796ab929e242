/**
 * Effects that look into a library (CR 701.19 search, 701.18 scry): the choices are hidden from the
 * other players (`hidden`), and the library is shuffled with the game's RNG afterwards.
 */
import type { Filter } from '../../effects/types';
import { charsOf } from '../chars/compute';
import { SUPER, T } from '../defs';
import { objectMatches } from '../match';
import { chooseFrom, amountOf, objectsIn, type ExecCtx } from '../refs';
import { enterBattlefield } from '../resolve';
import type { ExecResult, ExecTable } from './types';
import { moveObject, shuffleLibrary } from '../zones';

function search(
  x: ExecCtx,
  fits: (id: number) => boolean,
  count: number,
  to: 'hand' | 'battlefield' | 'libraryTop',
  tapped: boolean,
): ExecResult {
  const seat = x.p.ctx.controller;
  const lib = x.d.player(seat).library;
  const ch = chooseFrom(
    x,
    () => lib.filter(fits).map((o) => ({ o })),
    count,
    seat,
    true,
    'Choose a card from your library',
    'search',
  );
  if (!ch) return 'wait';
  const picked = objectsIn(ch);
  const moved: number[] = [];
  for (const id of picked) {
    if (to === 'battlefield') moved.push(enterBattlefield(x.d, id, seat, tapped));
    else if (to === 'hand') moved.push(moveObject(x.d, id, 'hand'));
    else moved.push(id);
  }
  shuffleLibrary(x.d, seat);
  // "put it on top": after the shuffle (CR 701.19 Vampiric Tutor wording).
  if (to === 'libraryTop')
    for (const id of picked) {
      const l = x.d.player(seat).library;
      l.splice(l.indexOf(id), 1);
      l.push(id);
    }
  return 'done';
}

/** The top `n` cards of `seat`'s library, top first; the seat now knows them. */
function lookAtTop(x: ExecCtx, seat: number, n: number): number[] {
  const top = x.d.player(seat).library.slice(-n).reverse();
  for (const id of top) x.d.mut(id).seenBy |= 1 << seat;
  return top;
}

/** The top `n` cards, looked at the first time this effect runs (it runs again after each pick). */
function topOnce(x: ExecCtx, seat: number, n: number): number[] {
  const top = x.f.stage === undefined ? lookAtTop(x, seat, n) : x.d.player(seat).library.slice(-n).reverse();
  x.f.stage = 1;
  return top;
}

/** `seat` picks `count` of the cards looked at (hidden from the others); null while the pick is asked. */
function chooseFromTop(x: ExecCtx, seat: number, top: number[], count: number, prompt: string, ordered = false) {
  return chooseFrom(x, () => top.map((o) => ({ o })), count, seat, true, prompt, ordered ? 'ordered' : 'free');
}

export const LIBRARY: ExecTable = {
  /** "Look at the top N cards of your library, then put them back in any order": picked first = on top. */
  arrangeTop: (x, e) => {
    const seat = x.p.ctx.controller;
    const top = topOnce(x, seat, amountOf(x, e.count));
    const ch = chooseFromTop(x, seat, top, top.length, 'Choose the next card from the top', true);
    if (!ch) return 'wait';
    const order = objectsIn(ch);
    const lib = x.d.player(seat).library;
    lib.splice(lib.length - top.length, top.length, ...order.slice().reverse());
    return 'done';
  },
  /** "Look at the top N cards. Put M of them into your hand and the rest on the bottom / into your graveyard." */
  dig: (x, e) => {
    const seat = x.p.ctx.controller;
    const top = topOnce(x, seat, amountOf(x, e.count));
    const ch = chooseFromTop(x, seat, top, Math.min(e.take, top.length), 'Choose a card to put into your hand');
    if (!ch) return 'wait';
    const taken = objectsIn(ch);
    for (const id of taken) moveObject(x.d, id, 'hand');
    for (const id of top)
      if (!taken.includes(id))
        moveObject(x.d, id, e.rest === 'graveyard' ? 'graveyard' : 'library', { where: 'bottom' });
    return 'done';
  },
  /** "You may put a creature card from your hand onto the battlefield" (the "may" is the optional node around it). */
  putFromHand: (x, e) => {
    const seat = x.p.ctx.controller;
    const ctx = { controller: seat, source: x.p.ctx.source };
    const f: Filter = { ...e.filter, zone: 'hand' };
    const fits = () =>
      x.d
        .player(seat)
        .hand.filter((id) => objectMatches(x.d, charsOf(x.d, id), f, ctx))
        .map((o) => ({ o }));
    const ch = chooseFrom(x, fits, 1, seat, false, 'Choose a card to put onto the battlefield');
    if (!ch) return 'wait';
    for (const id of objectsIn(ch)) enterBattlefield(x.d, id, seat, !!e.tapped);
    return 'done';
  },
  searchBasicLand: (x, e) => {
    const basic = (id: number) => {
      const def = x.d.s.cards[x.d.obj(id).card]!;
      return (def.types & T.land) !== 0 && (def.supertypes & SUPER.basic) !== 0;
    };
    return search(x, basic, amountOf(x, e.count), e.to, !!e.tapped);
  },
  searchLibrary: (x, e) => {
    const ctx = { controller: x.p.ctx.controller, source: x.p.ctx.source };
    const f: Filter = { ...e.filter, zone: 'library' };
    return search(x, (id) => objectMatches(x.d, charsOf(x.d, id), f, ctx), amountOf(x, e.count), e.to, !!e.tapped);
  },
  scry: (x, e) => {
    // CR 701.18: look at the top N; any number to the bottom, the rest on top. One yes/no per card.
    const seat = x.p.ctx.controller;
    const n = amountOf(x, e.count);
    const i = x.f.stage ?? 0;
    const lib = x.d.player(seat).library;
    if (x.f.ans?.t === 'yes' || x.f.ans?.t === 'no') {
      const id = (x.f.acc ?? [])[i];
      if (id && 'o' in id && x.f.ans.t === 'yes') {
        lib.splice(lib.indexOf(id.o), 1);
        lib.unshift(id.o);
      }
      x.f.stage = i + 1;
      delete x.f.ans;
      return LIBRARY.scry!(x, e);
    }
    if (i === 0 && !x.f.acc)
      x.f.acc = lib
        .slice(-n)
        .reverse()
        .map((o) => ({ o }));
    const next = (x.f.acc ?? [])[i];
    if (!next || !('o' in next)) return 'done';
    x.d.mut(next.o).seenBy |= 1 << seat;
    x.d.s.pending = { d: 'yesNo', seat, prompt: `Scry: put ${x.d.s.cards[x.d.obj(next.o).card]!.name} on the bottom?` };
    return 'wait';
  },
};
