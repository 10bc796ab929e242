/**
 * Entwine (CR 702.42a): "You may choose all modes of this spell instead of just the number
 * specified. If you do, you pay an additional [cost]." The entwined cast is a cast of its own
 * (`{ t: 'cast', entwine: true }`): every mode chosen, the entwine cost added to the mana.
 */
import { abilityOf, SPELL } from '../abilities';
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import { spellCost, targetsAvailable } from '../legal';
import { addMana, parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { Seat } from '../types';
import { eachCastableWith } from './additionalCost';

export const entwineCost = (def: CardDef): ManaCost =>
  parseManaCost(def.keywords.find((k) => k.keyword === 'entwine')?.of);

/** Every mode of `def`'s modal spell ability, or null when it has none. */
export function allModes(def: CardDef): number[] | null {
  const spell = def.abilities.find((a) => a.type === 'spell' && !a.keyword);
  const modal = spell && 'effects' in spell ? spell.effects.find((e) => e.kind === 'modal') : undefined;
  return modal && modal.kind === 'modal' ? modal.modes.map((_, i) => i) : null;
}

/** The entwined casts `seat` has now: castable, both costs payable, every mode's targets there. */
export function entwineActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  eachCastableWith(r, seat, m, 'entwine', (id, def) => {
    const modes = allModes(def);
    if (!modes || !canPay(r, seat, addMana(spellCost(r, seat, id, def), entwineCost(def)))) return;
    if (targetsAvailable(r, abilityOf(r.s, { card: r.obj(id).card, a: SPELL }), seat, id, modes))
      out.push({ t: 'cast', o: id, entwine: true });
  });
}
