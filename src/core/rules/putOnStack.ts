/**
 * The last step of announcing (CR 601.2i, 602.2e, 603.3): everything is chosen and paid, so the spell
 * moves to the stack (a new object, CR 400.7) or the ability becomes an item there, the cast is
 * told, and the one who cast or activated it gets priority.
 */
import type { Draft } from './draft';
import { markCast } from './keywords/castAs';
import { objName, seatName, targetsText } from './names';
import type { AnnounceProc } from './procs';
import { moveObject } from './zones';

export function putOnStack(d: Draft, p: AnnounceProc): 'done' {
  const s = d.s;
  const it = p.item;
  const seat = it.controller;
  let what = objName(d, it.obj);
  if (it.kind === 'spell') {
    const nid = moveObject(d, it.obj, 'stack', { controller: seat, faceDown: !!p.faceDown });
    it.obj = nid;
    it.sid = nid;
    d.mut(nid).cast = { x: it.x, kicked: it.kicked };
    markCast(d, p, nid);
    if (p.flashback) it.flashback = true;
    d.player(seat).spellsCast++;
    d.emit({ e: 'cast', obj: nid, seat });
    // Named as it is on the stack: a card cast from a face-down slot is public now (CR 601.2a).
    what = objName(d, nid);
  } else it.sid = 1_000_000 + ++s.sid;
  s.stack.push(it);
  const tg = it.targets.flat();
  const verb = it.kind === 'spell' ? 'casts' : it.kind === 'activated' ? 'activates' : 'puts on the stack';
  const subject = it.kind === 'spell' ? what : `${what}'s ability`;
  d.say(
    `${seatName(seat)} ${verb} ${subject}${tg.length ? ` targeting ${targetsText(d, tg)}` : ''}${it.x ? ` (X=${it.x})` : ''}.`,
    seat,
  );
  for (const t of tg) if ('o' in t) d.emit({ e: 'targeted', obj: t.o, by: it.obj });
  if (it.kind !== 'triggered') {
    s.priority = seat; // CR 117.3c
    s.passes = 0;
  }
  return 'done';
}
