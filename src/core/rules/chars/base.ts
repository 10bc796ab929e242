/** Characteristics before any continuous effect: the card's, or a face-down 2/2 (CR 708.2a). */
import { T } from '../defs';
import type { Reader } from '../reader';
import type { CardDef } from '../defs';
import type { AbilityRef, ObjId } from '../types';
import type { ObjChars } from './types';

export function baseChars(r: Reader, id: ObjId): ObjChars {
  const o = r.obj(id);
  if (o.faceDown)
    return {
      id,
      controller: o.controller,
      types: T.creature,
      supertypes: 0,
      subtypes: [],
      colors: 0,
      power: 2,
      toughness: 2,
      keywords: [],
      abilities: [],
    };
  const def = r.s.cards[o.card]!;
  // CR 702.103b: bestowed, it is an Aura enchantment (not a creature) on the stack or attached.
  const aura = o.bestowed === true && (o.zone === 'stack' || o.attachedTo !== null);
  return {
    id,
    controller: o.controller,
    types: aura ? (def.types & ~T.creature) | T.enchantment : def.types,
    supertypes: def.supertypes,
    subtypes: aura ? ['Aura'] : def.subtypes,
    // CR 702.114a: devoid — the card has no colour.
    colors: def.keywords.some((k) => k.keyword === 'devoid') ? 0 : def.colors,
    power: def.power ?? 0,
    toughness: def.toughness ?? 0,
    keywords: def.keywords,
    abilities: abilityRefs(r.s.cards, o.card),
  };
}

/**
 * A card's own ability references, made once per card slot and shared (never changed in place: the
 * layers replace the list when they grant an ability). Keyed by the definitions list, which a state
 * copies when a token adds a definition.
 */
const refsOf = new WeakMap<readonly CardDef[], AbilityRef[][]>();

function abilityRefs(cards: readonly CardDef[], card: number): AbilityRef[] {
  let all = refsOf.get(cards);
  if (!all) refsOf.set(cards, (all = []));
  let refs = all[card];
  if (!refs) {
    refs = cards[card]!.abilities.map((_, a) => ({ card, a }));
    all[card] = refs;
  }
  return refs;
}
