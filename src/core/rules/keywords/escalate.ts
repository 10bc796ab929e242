/**
 * Escalate (CR 702.120a): "As an additional cost to cast this spell, pay [cost] for each mode
 * chosen beyond the first." The number of extra modes is chosen with the cast (`{ t: 'cast',
 * escalate: n }`, n ≥ 1, like replicate's number of payments): n times the escalate cost is added to
 * the mana, and the modes stage asks for n modes more than the spell's own number. The compiler
 * reads "Choose one —" (and two, three) but not yet "Choose one or more —", the shape every
 * escalate card prints: those cards stay not understood, and the hook runs on the shape that exists.
 */
import { abilityOf, SPELL } from '../abilities';
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import { spellCost, targetsAvailable } from '../legal';
import { addMana, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';
import { eachCastableWith, keywordCostTimes } from './additionalCost';

/** `n` times the escalate cost of `def`. */
export const escalateCost = (def: CardDef, n: number): ManaCost => keywordCostTimes(def, 'escalate', n);

/** The number of modes `def`'s spell ability makes one choose, and how many it has; null if not modal. */
function modalSize(def: CardDef): { choose: number; modes: number } | null {
  const spell = def.abilities.find((a) => a.type === 'spell' && !a.keyword);
  const modal = spell && 'effects' in spell ? spell.effects.find((e) => e.kind === 'modal') : undefined;
  return modal && modal.kind === 'modal' ? { choose: modal.choose, modes: modal.modes.length } : null;
}

/**
 * The escalated casts `seat` has now: one per number of extra modes whose costs it can pay, as
 * many modes as that having their targets (a mode paid for must be choosable).
 */
export function escalateActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  eachCastableWith(r, seat, m, 'escalate', (id, def) => {
    const size = modalSize(def);
    if (!size) return;
    const spell = abilityOf(r.s, { card: r.obj(id).card, a: SPELL });
    let available = 0;
    for (let i = 0; i < size.modes; i++) if (targetsAvailable(r, spell, seat, id, [i])) available++;
    const base = spellCost(r, seat, id, def);
    for (let n = 1; size.choose + n <= available; n++) {
      if (!canPay(r, seat, addMana(base, escalateCost(def, n)))) break;
      out.push({ t: 'cast', o: id, escalate: n });
    }
  });
}
