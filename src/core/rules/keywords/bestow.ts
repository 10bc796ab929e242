/**
 * Bestow (CR 702.103): a creature card cast for its bestow cost is an Aura spell with enchant
 * creature (702.103b); it enters attached to its target. If that target is illegal as it resolves
 * it resolves as the creature instead (702.103e), and once it is unattached it is a creature again
 * and stays on the battlefield (702.103f, the unattach is `sba.ts`'s for any non-Aura attachment).
 * `GameObject.bestowed` marks it; `chars/base.ts` makes it an Aura while it is on the stack or attached.
 */
import { abilityOf } from '../abilities';
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import type { Draft } from '../draft';
import { targetsAvailable } from '../legal';
import { parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { ObjId, Seat, StackItem } from '../types';

const costs = new Map<string, ManaCost>();

/** The bestow cost and the index of its Aura ability on `def`, if it has bestow. */
export function bestowOf(def: CardDef): { mana: ManaCost; a: number } | null {
  const of = def.keywords.find((k) => k.keyword === 'bestow')?.of;
  const a = def.abilities.findIndex((x) => x.keyword === 'bestow');
  if (!of || a < 0) return null;
  let mana = costs.get(of);
  if (!mana) costs.set(of, (mana = parseManaCost(of)));
  return { mana, a };
}

/** The bestowed casts `seat` has now: Aura timing (sorcery unless flash), the cost, a creature to enchant. */
export function bestowActions(
  r: Reader,
  seat: Seat,
  m: RulesModule,
  sorceryNow: boolean,
  castOk: (id: ObjId, def: CardDef) => boolean,
  out: Action[],
): void {
  if (!m.mana || m.castTiming) return;
  for (const id of r.s.players[seat]!.hand) {
    const o = r.obj(id);
    const def = r.s.cards[o.card]!;
    const b = bestowOf(def);
    if (!b || !(sorceryNow || def.keywords.some((k) => k.keyword === 'flash'))) continue;
    if (!canPay(r, seat, b.mana) || !castOk(id, def)) continue;
    if (targetsAvailable(r, abilityOf(r.s, { card: o.card, a: b.a }), seat, id, null))
      out.push({ t: 'cast', o: id, bestow: true });
  }
}

/** Was this spell cast bestowed (its ability is the bestow Aura ability)? */
export const castBestowed = (d: Draft, it: StackItem): boolean => abilityOf(d.s, it.ability)?.keyword === 'bestow';

/** CR 702.103e: a bestowed spell whose target is illegal resolves as the creature. True when it was one. */
export function unbestow(d: Draft, it: StackItem): boolean {
  if (!d.obj(it.obj).bestowed) return false;
  d.mut(it.obj).bestowed = false;
  d.touch();
  return true;
}
