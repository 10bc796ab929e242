/**
 * Madness, the trigger (CR 702.35a): its owner may cast the exiled card for its madness cost — at
 * once, whatever the card's timing (CR 702.35c) — or else it goes to the graveyard. The cast is the
 * ordinary announce proc (targets, costs) with the madness cost as its mana; it goes on the stack
 * as this trigger finishes resolving.
 */
import { additionalCosts } from '../abilities';
import { startCast } from '../cast';
import { costPayable } from '../costs';
import { T } from '../defs';
import { castAllowed, executable, modalOk } from '../legal';
import { parseManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import { objName, seatName } from '../names';
import type { ExecCtx } from '../refs';
import type { ObjId, Seat } from '../types';
import { moveObject } from '../zones';
import { abilityOf, SPELL } from '../abilities';
import type { ExecTable } from './types';

/** Can `seat` cast card `id` now for `mana` instead of its mana cost, whatever its timing? */
export function castable(x: ExecCtx, seat: Seat, id: ObjId, mana: string, m: RulesModule): boolean {
  const r = x.d;
  const def = r.s.cards[r.obj(id).card]!;
  if (def.types & T.land || def.halves || !executable(def) || !castAllowed(r, seat, id)) return false;
  if (def.types & (T.instant | T.sorcery) && !def.abilities.some((a) => a.type === 'spell')) return false;
  if (!additionalCosts(def).every((c) => costPayable(r, seat, id, c))) return false;
  if (m.mana && !canPay(r, seat, parseManaCost(mana))) return false;
  return modalOk(r, abilityOf(r.s, { card: r.obj(id).card, a: SPELL }), seat, id);
}

export const MADNESS: ExecTable = {
  madness: (x, e) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'exile' || o.next >= 0) return 'done'; // it left exile: nothing to cast or move
    const seat = o.owner;
    const can = castable(x, seat, id, e.mana, x.m);
    if (can && x.f.ans?.t === 'yes') {
      startCast(x.d, seat, { t: 'cast', o: id }, x.m, parseManaCost(e.mana));
      return 'done';
    }
    if (can && x.f.ans?.t !== 'no') {
      x.d.s.pending = { d: 'yesNo', seat, prompt: `Cast ${objName(x.d, id)} for its madness cost ${e.mana}?` };
      return 'wait';
    }
    x.d.say(`${seatName(seat)} puts ${objName(x.d, id)} into the graveyard.`, seat);
    moveObject(x.d, id, 'graveyard');
    return 'done';
  },
};
