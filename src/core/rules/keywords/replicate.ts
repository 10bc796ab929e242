/**
 * Replicate (CR 702.56a): "As an additional cost to cast this spell, you may pay [cost] any number
 * of times" and "When you cast this spell, if a replicate cost was paid for it, copy it for each
 * time its replicate cost was paid. If the spell has any targets, you may choose new targets for
 * any of the copies." Each number of payments is a cast of its own (`{ t: 'cast', replicate: n }`);
 * the cast trigger is put waiting as the spell is cast (like storm's) and copies with `copySpell`.
 */
import { SPELL } from '../abilities';
import type { Action } from '../decisions';
import type { CardDef, XEffect } from '../defs';
import type { Draft } from '../draft';
import { canCast, spellCost } from '../legal';
import { addMana, parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';

/** The most payments offered (a bound on the legal actions; more than any mana a table has). */
const MAX = 8;

export function replicateCost(def: CardDef, n: number): ManaCost {
  const one = parseManaCost(def.keywords.find((k) => k.keyword === 'replicate')?.of);
  let c = parseManaCost('');
  for (let i = 0; i < n; i++) c = addMana(c, one);
  return c;
}

export function replicateActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  if (!m.mana) return;
  for (const id of r.s.players[seat]!.hand) {
    const def = r.s.cards[r.obj(id).card]!;
    if (!def.keywords.some((k) => k.keyword === 'replicate') || !canCast(r, seat, id, -1, false, m)) continue;
    const base = spellCost(r, seat, id, def);
    for (let n = 1; n <= MAX && canPay(r, seat, addMana(base, replicateCost(def, n))); n++)
      out.push({ t: 'cast', o: id, replicate: n });
  }
}

/** The replicate trigger of spell `id`, paid `n` times (CR 702.56a). */
export function replicateTrigger(d: Draft, id: ObjId, n: number): void {
  const o = d.obj(id);
  const copy: XEffect = { kind: 'copySpell', what: { ref: 'self' }, newTargets: true };
  d.s.triggers.push({
    source: id,
    controller: o.controller,
    ability: { card: o.card, a: SPELL },
    subject: [],
    amount: n,
    inline: { effects: Array<XEffect>(n).fill(copy), targets: [], x: 0, it: [] },
  });
}
