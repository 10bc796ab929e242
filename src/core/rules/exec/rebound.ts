/**
 * Rebound (CR 702.88a): "If this spell was cast from your hand, instead of putting it into your
 * graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
 * card from exile without paying its mana cost." `reboundExile` is the resolution half (called by
 * `resolve.ts` for a spell whose `cast` record says it was cast from the hand); the executor is the
 * delayed upkeep trigger, which its controller's next upkeep fires (`DelayedTrigger.seat`).
 */
import { SPELL } from '../abilities';
import { startCast } from '../cast';
import type { Draft } from '../draft';
import { parseManaCost } from '../mana';
import { objName } from '../names';
import { objectsIn } from '../refs';
import type { StackItem } from '../types';
import { moveObject } from '../zones';
import { castable } from './madness';
import type { ExecTable } from './types';

const FREE = parseManaCost('');

export function reboundExile(d: Draft, it: StackItem): void {
  const card = d.obj(it.obj).card;
  const nid = moveObject(d, it.obj, 'exile');
  d.s.delayed.push({
    ts: d.nextTs(),
    at: 'nextUpkeep',
    seat: it.controller,
    source: nid,
    controller: it.controller,
    ability: { card, a: SPELL },
    effects: [{ kind: 'rebound' }],
    targets: [],
    x: 0,
    it: [{ o: nid }],
  });
}

export const REBOUND: ExecTable = {
  rebound: (x) => {
    const seat = x.p.ctx.controller;
    const id = objectsIn(x.p.ctx.subject)[0];
    if (id === undefined) return 'done';
    const o = x.d.obj(id);
    // It stays in exile if it is not cast (CR 702.88a).
    if (o.zone !== 'exile' || o.next >= 0 || !castable(x, seat, id, '', x.m) || x.f.ans?.t === 'no') return 'done';
    if (x.f.ans?.t !== 'yes') {
      x.d.s.pending = { d: 'yesNo', seat, prompt: `Cast ${objName(x.d, id)} from exile without paying its mana cost?` };
      return 'wait';
    }
    startCast(x.d, seat, { t: 'cast', o: id }, x.m, FREE);
    return 'done';
  },
};
