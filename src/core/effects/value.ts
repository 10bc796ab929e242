/**
 * The bot evaluation hook of the registry: a rough worth of each effect kind for its controller,
 * in "cards" (1 = about one card drawn). Variants' bots may scale it; the search bots use it to
 * order moves. A `Record<EffectKind, …>`: a new kind without a value is a compile error.
 */
import type { EffectOf } from './registry';
import type { Amount, CompiledCard, Effect, EffectKind, Ref } from './types';

/** X and per-count amounts are worth about what a typical X (2) gives. */
function n(a: Amount): number {
  return typeof a === 'number' ? a : 2;
}

/** Effects on your own things are good, on the opponent's things bad (and the reverse for harm). */
function side(r: Ref): number {
  if (r.ref === 'you' || r.ref === 'self' || r.ref === 'equipped') return 1;
  if (r.ref === 'each') return r.filter.controller === 'you' ? 1 : r.filter.controller === 'opponent' ? -1 : 0;
  if (r.ref === 'target' || r.ref === 'choose') return r.filter.controller === 'you' ? 1 : -1;
  if (r.ref === 'defendingPlayer') return -1;
  return 0;
}

type Valuer = { [K in EffectKind]: (e: EffectOf<K>) => number };

export const EFFECT_VALUE: Valuer = {
  keyword: (e) => (e.keyword === 'defender' ? -0.3 : 0.3),
  modifyPT: (e) => ((n(e.power) + n(e.toughness)) / 4) * (side(e.what) || 1) * (e.duration === 'permanent' ? 2 : 1),
  grantKeyword: (e) => 0.25 * e.keywords.length * (side(e.what) || 1),
  restrict: (e) => 0.5 * e.cannot.length * -(side(e.what) || -1),
  mustAttack: () => -0.2,
  entersWith: (e) => (e.tapped ? -0.2 : 0.3 * n(e.count ?? 1)),
  uncounterable: () => 0.2,
  costChange: (e) => -e.by * (e.whose === 'opponent' ? -0.5 : 0.5),
  damage: (e) => (n(e.amount) / 2) * (side(e.to) === 1 ? -1 : 1),
  counters: (e) => (e.counter.startsWith('-') ? -0.5 : 0.5) * n(e.count) * (side(e.what) || 1),
  destroy: (e) => 2 * -side(e.what),
  exile: (e) => 2.2 * -side(e.what),
  bounce: (e) => 1 * -side(e.what),
  tap: () => 0.3,
  untap: () => 0.3,
  draw: (e) => n(e.count) * (side(e.who) === -1 ? -1 : 1),
  discard: (e) => n(e.count) * (side(e.who) === 1 ? -0.8 : 0.8),
  gainLife: (e) => n(e.amount) / 4,
  loseLife: (e) => (n(e.amount) / 3) * (side(e.who) === 1 ? -1 : 1),
  createToken: (e) => n(e.count) * ((e.power + e.toughness) / 3 + 0.2 * e.keywords.length),
  fight: () => 1.2,
  searchBasicLand: (e) => 0.7 * n(e.count),
  searchLibrary: (e) => 1.2 * n(e.count),
  counterSpell: () => 1.5,
  addMana: () => 0.6,
  regenerate: () => 0.5,
  sacrifice: (e) => (side(e.who) === 1 ? -1 : 1) * n(e.count),
  mill: (e) => 0.1 * n(e.count),
  returnFromGraveyard: (e) => (e.to === 'battlefield' ? 2 : 1),
  scry: (e) => 0.25 * n(e.count),
  preventDamage: (e) => n(e.amount) / 3,
  preventAllCombatDamage: () => 1,
  preventNextFromSource: () => 0.5,
  gainControl: (e) => (e.duration === 'permanent' ? 3 : 1),
  putOnLibrary: () => 1.5,
  extraTurn: () => 4,
  becomeCreature: (e) => (e.power + e.toughness) / 4,
  modal: (e) => Math.max(0, ...e.modes.map((m) => sumValue(m))),
  delayed: (e) => 0.9 * sumValue(e.effects),
  unlessPaid: (e) => 0.6 * sumValue(e.effects),
  unless: (e) => 0.6 * sumValue(e.effects),
  optional: (e) => Math.max(0, sumValue(e.effects)),
  conditional: (e) => 0.5 * sumValue(e.effects),
  forEach: (e) => 2 * sumValue(e.effects),
  defineX: (e) => sumValue(e.effects),
  chooseDiscard: (e) => 1.1 * n(e.count),
  lookAtHand: () => 0.2,
  blockedByAtMostOne: () => 0.3,
  lure: () => 0.6,
  ptEqualsCount: () => 1,
  noMaxHandSize: () => 0.1,
  mayNotUntap: () => 0.1,
  extraBlocks: () => 0.3,
  arrangeTop: (e) => 0.15 * n(e.count),
  defineXAs: (e) => sumValue(e.effects),
  assignAsUnblocked: () => 0.3,
  beginInPlay: () => 0.5,
  spendOnlyColorOnX: () => -0.1,
  grantAbility: (e) => ('effects' in e.ability ? 0.5 * sumValue(e.ability.effects) : 0) * (side(e.what) || 1),
  loseKeyword: (e) => 0.25 * e.keywords.length * -(side(e.what) || -1),
  spellLimit: () => 0,
  untargetable: (e) => 0.4 * (side(e.what) || 1),
  skipCombat: (e) => 0.8 * -(side(e.who) || -1),
  cantCast: (e) => (e.who === 'you' ? -0.5 : 1) * (e.duration === 'permanent' ? 2 : 1),
  endTurn: () => 0.5,
  copySpell: () => 1.2,
  extraLand: (e) => (e.who === 'you' ? 0.5 * e.count : 0.1),
  shuffle: (e) => (e.graveyard ? 0.3 : 0.05),
  mustBlock: (e) => 0.3 * -(side(e.what) || -1),
  putFromHand: () => 1,
  preventAllTo: (e) => (e.alsoDealtBy ? 0.3 : 0.8) * (side(e.what) || 1),
  dig: (e) => 0.8 * e.take + 0.1 * n(e.count),
  discardHand: (e) => 3 * (side(e.who) === 1 ? -0.8 : 0.8),
};

export function effectValue(e: Effect): number {
  return (EFFECT_VALUE[e.kind] as (x: Effect) => number)(e);
}

export function sumValue(effects: readonly Effect[]): number {
  return effects.reduce((s, e) => s + effectValue(e), 0);
}

/**
 * A card's worth from its compiled text (unknown sentences add nothing: the bot cannot count on them).
 * A multi-faced card is worth its best face: one face is cast or played at a time.
 */
export function compiledValue(c: CompiledCard): number {
  const worth = (abilities: CompiledCard['abilities']) =>
    abilities.reduce((s, a) => s + ('effects' in a ? sumValue(a.effects) : 0), 0);
  return c.faces ? Math.max(0, ...c.faces.map((f) => worth(f.abilities))) : worth(c.abilities);
}
