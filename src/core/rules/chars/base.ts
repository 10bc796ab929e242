/** Characteristics before any continuous effect: the card's, or a face-down 2/2 (CR 708.2a). */
import { T } from '../defs';
import type { Reader } from '../reader';
import type { ObjId } from '../types';
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
  return {
    id,
    controller: o.controller,
    types: def.types,
    supertypes: def.supertypes,
    subtypes: def.subtypes,
    // CR 702.114a: devoid — the card has no colour.
    colors: def.keywords.some((k) => k.keyword === 'devoid') ? 0 : def.colors,
    power: def.power ?? 0,
    toughness: def.toughness ?? 0,
    keywords: def.keywords,
    abilities: def.abilities.map((_, a) => ({ card: o.card, a })),
  };
}
