/**
 * Evoke (CR 702.74a): "You may cast this spell by paying [cost] rather than paying its mana cost"
 * and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." The
 * evoked cast is a second cast of the card (`{ t: 'cast', evoke: true }`); the payment is kept in
 * the object's `cast` record, which follows it onto the battlefield, and gates the trigger (the
 * trigger itself is `keywords/abilities.ts`'s).
 */
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import type { Draft } from '../draft';
import { parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';

export function evokeCost(def: CardDef): ManaCost | null {
  const of = def.keywords.find((k) => k.keyword === 'evoke')?.of;
  return of ? parseManaCost(of) : null;
}

/** The evoked casts `seat` has now: creature timing (sorcery unless flash), the evoke cost payable. */
export function evokeActions(
  r: Reader,
  seat: Seat,
  m: RulesModule,
  sorceryNow: boolean,
  castOk: (id: ObjId, def: CardDef) => boolean,
  out: Action[],
): void {
  if (!m.mana || m.castTiming) return;
  for (const id of r.s.players[seat]!.hand) {
    const def = r.s.cards[r.obj(id).card]!;
    const cost = evokeCost(def);
    if (!cost || !(sorceryNow || def.keywords.some((k) => k.keyword === 'flash'))) continue;
    if (canPay(r, seat, cost) && castOk(id, def)) out.push({ t: 'cast', o: id, evoke: true });
  }
}

/** CR 702.74a's intervening "if": the permanent's evoke cost was paid. */
export const evoked = (d: Draft, id: ObjId): boolean => d.obj(id).cast?.evoked === true;
