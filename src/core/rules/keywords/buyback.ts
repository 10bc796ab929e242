/**
 * Buyback (CR 702.27a): "You may pay an additional [cost] as you cast this spell" and "If the
 * buyback cost was paid, put this spell into its owner's hand instead of into that player's
 * graveyard as it resolves." Offered as a second cast of the card (`{ t: 'cast', buyback: true }`),
 * so the choice is made as the spell is announced; `resolve.ts` returns it to the hand.
 */
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import { spellCost } from '../legal';
import { addMana, parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';
import { eachCastableWith } from './additionalCost';

const costs = new Map<string, ManaCost>();

export function buybackCost(def: CardDef): ManaCost {
  const of = def.keywords.find((k) => k.keyword === 'buyback')?.of ?? '';
  let c = costs.get(of);
  if (!c) costs.set(of, (c = parseManaCost(of)));
  return c;
}

/** The casts with buyback `seat` has now: the card can be cast, and the two costs paid together. */
export function buybackActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  eachCastableWith(r, seat, m, 'buyback', (id, def) => {
    if (canPay(r, seat, addMana(spellCost(r, seat, id, def), buybackCost(def))))
      out.push({ t: 'cast', o: id, buyback: true });
  });
}
