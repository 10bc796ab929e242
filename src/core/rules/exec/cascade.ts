/**
 * Cascade's trigger resolving (CR 702.85a, `keywords/cascade.ts`): exile from the top until a
 * nonland card of lesser mana value, offer to cast it without paying its mana cost (whatever its
 * timing; X is 0, CR 107.3b), then the rest go to the bottom in a random order (the game's RNG).
 */
import { shuffleInPlace } from '../../engine/rng';
import { startCast } from '../cast';
import { T } from '../defs';
import { parseManaCost } from '../mana';
import { objName, seatName } from '../names';
import type { Target } from '../types';
import { moveObject } from '../zones';
import { castable } from './madness';
import type { ExecTable } from './types';

const FREE = parseManaCost('');

export const CASCADE: ExecTable = {
  cascade: (x, e) => {
    const seat = x.p.ctx.controller;
    const { d } = x;
    if (!x.f.acc) {
      const exiled: Target[] = [];
      for (;;) {
        const top = d.s.players[seat]!.library.at(-1);
        if (top === undefined) break;
        const nid = moveObject(d, top, 'exile');
        exiled.push({ o: nid });
        const def = d.s.cards[d.obj(nid).card]!;
        if (!(def.types & T.land) && def.mv < e.mv) break;
      }
      d.say(
        `${seatName(seat)} cascades: ${exiled.map((t) => ('o' in t ? objName(d, t.o) : '')).join(', ') || 'nothing'}.`,
        seat,
      );
      x.f.acc = exiled;
    }
    const exiled = x.f.acc.flatMap((t) => ('o' in t ? [t.o] : []));
    const last = exiled.at(-1);
    const hit =
      last !== undefined && !(d.s.cards[d.obj(last).card]!.types & T.land) && d.s.cards[d.obj(last).card]!.mv < e.mv
        ? last
        : undefined;
    const can = hit !== undefined && castable(x, seat, hit, '', x.m);
    if (can && !x.f.ans) {
      d.s.pending = { d: 'yesNo', seat, prompt: `Cast ${objName(d, hit)} without paying its mana cost?` };
      return 'wait';
    }
    const cast = can && x.f.ans?.t === 'yes' ? hit : undefined;
    const rest = exiled.filter((id) => id !== cast);
    shuffleInPlace(d.s.rng, rest);
    for (const id of rest) moveObject(d, id, 'library', { where: 'bottom' });
    if (cast !== undefined) startCast(d, seat, { t: 'cast', o: cast }, x.m, FREE);
    return 'done';
  },
};
