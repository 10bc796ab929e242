/** Characteristics before any continuous effect: the card's, or a face-down 2/2 (CR 708.2a). */
import { T } from '../defs';
import type { Reader } from '../reader';
import type { CardDef, XEffect } from '../defs';
import type { AbilityRef, ObjId } from '../types';
import type { ObjChars } from './types';

/**
 * What the layers need of one card definition, derived once: its colour (devoid read once, not by
 * a closure per permanent per computation), its own ability references (shared, never changed in
 * place: the layers replace the list when they grant an ability) and its statics' effects other
 * than keywords (`collect` skips cards without any at the cost of one read).
 */
export interface CardBase {
  def: CardDef;
  /** The slot its ability references name. */
  card: number;
  colors: number;
  abilities: AbilityRef[];
  statics: XEffect[];
}

/**
 * Keyed by the definitions list, which a state copies when a token adds a definition (slots are
 * only appended, never replaced); each entry keeps its definition and slot and is made again if a
 * slot ever holds another (pointer compares). `byDef` finds the entries of a copied list's slots.
 */
const basesOf = new WeakMap<readonly CardDef[], CardBase[]>();
const byDef = new WeakMap<CardDef, CardBase>();

/** The last list asked about and its entries: a game asks about one list thousands of times in a row. */
let lastCards: readonly CardDef[] | null = null;
let lastAll: CardBase[] = [];

export function cardBase(cards: readonly CardDef[], card: number): CardBase {
  let all = lastAll;
  if (cards !== lastCards) {
    all = basesOf.get(cards) ?? [];
    if (all.length === 0) basesOf.set(cards, all);
    lastCards = cards;
    lastAll = all;
  }
  const def = cards[card]!;
  let b = all[card];
  if (b?.def === def) return b;
  // A token's definition copies the list: the other slots keep their definitions, found here.
  b = byDef.get(def);
  if (b?.card !== card) {
    const statics: XEffect[] = [];
    for (const a of def.abilities)
      if (a.type === 'static') for (const e of a.effects) if (e.kind !== 'keyword') statics.push(e);
    b = {
      def,
      card,
      // CR 702.114a: devoid — the card has no colour.
      colors: def.keywords.some((k) => k.keyword === 'devoid') ? 0 : def.colors,
      abilities: def.abilities.map((_, a) => ({ card, a })),
      statics,
    };
    byDef.set(def, b);
  }
  all[card] = b;
  return b;
}

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
  const cards = r.s.cards;
  const def = cards[o.card]!;
  const b = cardBase(cards, o.card);
  // CR 702.103b: bestowed, it is an Aura enchantment (not a creature) on the stack or attached.
  const aura = o.bestowed === true && (o.zone === 'stack' || o.attachedTo !== null);
  return {
    id,
    controller: o.controller,
    types: aura ? (def.types & ~T.creature) | T.enchantment : def.types,
    supertypes: def.supertypes,
    subtypes: aura ? ['Aura'] : def.subtypes,
    colors: b.colors,
    power: def.power ?? 0,
    toughness: def.toughness ?? 0,
    keywords: def.keywords,
    abilities: b.abilities,
  };
}
