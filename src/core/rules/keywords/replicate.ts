/**
 * Replicate (CR 702.56a): "As an additional cost to cast this spell, you may pay [cost] any number
 * of times" and "When you cast this spell, if a replicate cost was paid for it, copy it for each
 * time its replicate cost was paid. If the spell has any targets, you may choose new targets for
 * any of the copies." Each number of payments is a cast of its own (`{ t: 'cast', replicate: n }`);
 * the cast trigger is put waiting as the spell is cast (like storm's) and copies with `copySpell`.
 */
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import type { Draft } from '../draft';
import { spellCost } from '../legal';
import { addMana, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';
import { eachCastableWith, keywordCostTimes } from './additionalCost';
import { copyTrigger } from './storm';

/** The most payments offered (a bound on the legal actions; more than any mana a table has). */
const MAX = 8;

export const replicateCost = (def: CardDef, n: number): ManaCost => keywordCostTimes(def, 'replicate', n);

export function replicateActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  eachCastableWith(r, seat, m, 'replicate', (id, def) => {
    const base = spellCost(r, seat, id, def);
    for (let n = 1; n <= MAX && canPay(r, seat, addMana(base, replicateCost(def, n))); n++)
      out.push({ t: 'cast', o: id, replicate: n });
  });
}

/** The replicate trigger of spell `id`, paid `n` times (CR 702.56a). */
export function replicateTrigger(d: Draft, id: ObjId, n: number): void {
  copyTrigger(d, id, n);
}
