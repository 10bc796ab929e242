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

export const LIBRARY: ExecTable = {
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
