/**
 * Every effect kind the compiler can emit, and how the rules core runs it: by an executor when it
 * resolves, as a static ability the layers / combat / casting read, or not yet (with why). A
 * `Record<EffectKind, …>`: a new kind in the effect language without an entry here does not compile,
 * and `registry.test.ts` checks the entries against the registry itself.
 */
import type { EffectKind } from '../../effects/types';
import { COST_KINDS } from '../costs';
import type { CardDef, RAbility, XEffect } from '../defs';
import { grantedAbilityKeyword } from '../keywords/granted';
import { keywordInstanceGap, keywordRunnable } from '../keywords/registry';
import { manaTriggerUnits } from '../manaSources';
import { TRIGGER_KINDS } from '../triggerKinds';
import { EXECUTABLE_KINDS } from './registry';

export type KindSupport = 'executor' | 'static' | 'both' | { not: string };

export const KIND_SUPPORT: Record<EffectKind, KindSupport> = {
  keyword: 'static',
  modifyPT: 'both',
  grantKeyword: 'both',
  restrict: 'both',
  blockedByAtMostOne: 'static',
  lure: 'static',
  ptEqualsCount: 'static',
  noMaxHandSize: 'static',
  mayNotUntap: 'static',
  extraBlocks: 'static',
  mustAttack: 'both',
  entersWith: 'static',
  uncounterable: 'static',
  costChange: 'static',
  damage: 'executor',
  counters: 'executor',
  destroy: 'executor',
  exile: 'executor',
  bounce: 'executor',
  tap: 'executor',
  untap: 'executor',
  draw: 'executor',
  discard: 'executor',
  gainLife: 'executor',
  loseLife: 'executor',
  createToken: 'executor',
  fight: 'executor',
  searchBasicLand: 'executor',
  searchLibrary: 'executor',
  counterSpell: 'executor',
  addMana: 'executor',
  regenerate: 'executor',
  sacrifice: 'executor',
  mill: 'executor',
  returnFromGraveyard: 'executor',
  scry: 'executor',
  preventDamage: 'executor',
  preventAllCombatDamage: 'executor',
  preventNextFromSource: 'executor',
  gainControl: 'both',
  putOnLibrary: 'executor',
  spellLimit: 'static',
  extraTurn: 'executor',
  becomeCreature: 'both',
  modal: 'executor',
  delayed: 'executor',
  arrangeTop: 'executor',
  unlessPaid: 'executor',
  unless: 'executor',
  optional: 'executor',
  forEach: 'both',
  defineX: 'both',
  chooseDiscard: 'executor',
  lookAtHand: 'executor',
  conditional: 'executor',
  defineXAs: 'executor',
  assignAsUnblocked: 'static',
  beginInPlay: 'static',
  spendOnlyColorOnX: 'executor',
  grantAbility: 'both',
  loseKeyword: 'executor',
  putFromHand: 'executor',
  preventAllTo: 'static',
  dig: 'executor',
  skipCombat: 'executor',
  cantCast: 'both',
  copySpell: 'executor',
  endTurn: 'executor',
  extraLand: 'both',
  shuffle: 'executor',
  untargetable: 'both',
  mustBlock: 'executor',
  discardHand: 'executor',
};

/**
 * Why the core does not run a card in full, one word per part it lacks ("trigger:controlNone",
 * "cost:…", "kind:…", "keyword:…", "copySpell:permanent", "unless:…", "manaTrigger"); empty when it
 * runs it all (split cards: both halves). The coverage tests check it agrees with `executable`.
 */
export function notExecutable(def: CardDef): string[] {
  const out = new Set<string>();
  for (const d of def.halves ?? [def]) {
    for (const a of d.abilities) if (a.type !== 'additionalCost') abilityGaps(a, out);
    for (const k of d.keywords) {
      if (!keywordRunnable(k.keyword)) out.add(`keyword:${k.keyword}`);
      else if (keywordInstanceGap(k)) out.add(`keyword:${keywordInstanceGap(k)!}`);
    }
  }
  return [...out].sort();
}

function abilityGaps(a: RAbility, out: Set<string>): void {
  if (a.type === 'triggered') {
    const ons = a.trigger.on === 'either' ? a.trigger.triggers.map((t) => t.on) : [a.trigger.on];
    for (const on of [a.trigger.on, ...ons]) if (!TRIGGER_KINDS.has(on)) out.add(`trigger:${on}`);
    if (a.mana && !manaTriggerUnits(a)) out.add('manaTrigger');
  }
  if (a.type === 'activated') for (const c of a.costs) if (!COST_KINDS.has(c.cost)) out.add(`cost:${c.cost}`);
  if ('effects' in a) effectGaps(a.effects, out);
}

function effectGaps(effects: readonly XEffect[], out: Set<string>): void {
  for (const e of effects) {
    if (!EXECUTABLE_KINDS.has(e.kind)) out.add(`kind:${e.kind}`);
    if ('effects' in e && Array.isArray(e.effects)) effectGaps(e.effects as XEffect[], out);
    if (e.kind === 'modal') for (const m of e.modes) effectGaps(m, out);
    if (e.kind === 'unless') {
      effectGaps(e.instead, out);
      for (const i of e.instead) {
        const choice =
          (i.kind === 'bounce' || i.kind === 'exile') && typeof i.what === 'object' && i.what.ref === 'choose';
        if (!['discard', 'discardHand', 'sacrifice', 'bounce', 'exile'].includes(i.kind)) out.add(`unless:${i.kind}`);
        else if ((i.kind === 'bounce' || i.kind === 'exile') && !choice) out.add(`unless:${i.kind}`);
      }
    }
    if (e.kind === 'copySpell') {
      const types = e.what.ref === 'target' ? (e.what.filter.cardTypes ?? []) : [];
      if (!types.length || types.some((t) => t !== 'instant' && t !== 'sorcery')) out.add('copySpell:permanent');
    }
    if (e.kind === 'grantAbility') abilityGaps(e.ability as RAbility, out);
    const granted = grantedAbilityKeyword(e);
    if (granted) out.add(`grant:${granted}`);
  }
}
