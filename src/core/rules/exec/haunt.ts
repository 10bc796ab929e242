/**
 * Haunt's trigger resolving (CR 702.55a): the card of the creature that died is exiled haunting the
 * target creature (`keywords/haunt.ts` watches that creature's death).
 */
import { objName } from '../names';
import { objectsIn, resolveRef } from '../refs';
import { moveObject } from '../zones';
import type { ExecTable } from './types';

export const HAUNT: ExecTable = {
  // The trigger's source is the creature as it last existed; its card is where it went (`next`).
  haunt: (x, e) => {
    const d = x.d;
    let card = x.p.ctx.source;
    while (d.obj(card).next >= 0) card = d.obj(card).next;
    const ts = resolveRef(x, e.what);
    if (!ts) return 'wait';
    const haunted = objectsIn(ts)[0];
    if (d.obj(card).zone !== 'graveyard' || haunted === undefined) return 'done';
    const exiled = moveObject(d, card, 'exile');
    d.mut(exiled).haunting = haunted;
    d.say(`${objName(d, exiled)} haunts ${objName(d, haunted)}.`);
    return 'done';
  },
};
