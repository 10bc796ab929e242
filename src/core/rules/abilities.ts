/** Looking up abilities by reference, and the spell ability of a card (or of one half of a split card). */
import type { CardDef, RAbility, XCost, XEffect } from './defs';
import type { AbilityRef, GameState } from './types';
import { GRANTED_KEYWORD, grantedAbility } from './keywords/granted';

export const SPELL = -1;

/** The definition a reference's card index names, or a split card's half. */
export function defOf(s: GameState, card: number, half = -1): CardDef {
  const def = s.cards[card]!;
  return half >= 0 && def.halves ? def.halves[half]! : def;
}

/** The ability a reference names; `a = SPELL` is the card's spell ability (its effects on resolution). */
export function abilityOf(s: GameState, ref: AbilityRef, half = -1): RAbility | null {
  if (ref.a === GRANTED_KEYWORD) return grantedAbility(ref);
  const def = defOf(s, ref.card, half);
  // (Bestow's Aura ability and overload's text are spell abilities only when cast so: keywords/.)
  if (ref.a === SPELL) return def.abilities.find((x) => x.type === 'spell' && !x.keyword) ?? null;
  const a = def.abilities[ref.a];
  if (!a) return null;
  if (ref.g === undefined) return a;
  // A quoted ability granted by a static ("Enchanted creature has '{T}: …'").
  const e = (a as { effects?: XEffect[] }).effects?.[ref.g];
  return e && e.kind === 'grantAbility' ? (e.ability as unknown as RAbility) : null;
}

export function effectsOf(a: RAbility | null): XEffect[] {
  return a && 'effects' in a ? a.effects : [];
}

/** CR 601.2b: additional costs printed on the card ("As an additional cost to cast ~, sacrifice a creature"). */
export function additionalCosts(def: CardDef): readonly XCost[] {
  let hit = extraCostsOf.get(def);
  if (!hit) extraCostsOf.set(def, (hit = def.abilities.flatMap((a) => (a.type === 'additionalCost' ? a.costs : []))));
  return hit;
}

/** Per definition (immutable): legal actions ask for every card in hand at every priority. */
const extraCostsOf = new WeakMap<CardDef, readonly XCost[]>();
