/**
 * Can the core play a card or an ability at all: every effect kind, trigger and cost has an
 * executor (exec/registry.ts). Answers depend on the definition only and are kept per definition.
 * (Moved out of legal.ts, which re-exports it, to keep that file short.)
 */
import type { Keyword, Trigger } from '../effects/types';
import { COST_KINDS } from './costs';
import type { CardDef, RAbility } from './defs';
import { grantedAbilityKeyword } from './keywords/granted';
import { keywordInstanceRunnable } from './keywords/registry';
import { manaTriggerUnits } from './manaSources';
import { TRIGGER_KINDS } from './triggerKinds';

const runnable = new WeakMap<CardDef, boolean>();

/** Can the card be played by the core: every effect kind has an executor (see exec/registry.ts). */
export function executable(def: CardDef): boolean {
  let ok = runnable.get(def);
  if (ok === undefined) {
    ok =
      def.abilities.every((a) => a.type === 'additionalCost' || effectsExecutable(a)) &&
      def.keywords.every(keywordInstanceRunnable);
    if (kinds) runnable.set(def, ok);
  }
  return ok;
}

/** `executable`, with keywords a variant runs itself (RulesModule.runsKeywords). */
export function executableWith(def: CardDef, keywords: readonly Keyword[]): boolean {
  return (
    def.abilities.every((a) => a.type === 'additionalCost' || effectsExecutable(a)) &&
    def.keywords.every((k) => keywords.includes(k.keyword) || keywordInstanceRunnable(k))
  );
}

let kinds: ReadonlySet<string> | null = null;
/** Set by the executor registry at load (breaks an import cycle: the registry imports the resolver). */
export function setExecutableKinds(k: ReadonlySet<string>): void {
  kinds = k;
}

/** Per ability of a definition (immutable), once the registry is loaded: enumeration asks at every priority. */
const abilityRunnable = new WeakMap<RAbility, boolean>();

export function effectsExecutable(a: RAbility): boolean {
  let ok = abilityRunnable.get(a);
  if (ok === undefined) {
    ok = effectsExecutableUncached(a);
    if (kinds) abilityRunnable.set(a, ok);
  }
  return ok;
}

function effectsExecutableUncached(a: RAbility): boolean {
  if (a.type === 'triggered' && !triggerRunnable(a.trigger)) return false;
  if (a.type === 'triggered' && a.mana && !manaTriggerUnits(a)) return false;
  if (a.type === 'activated' && a.costs.some((c) => !COST_KINDS.has(c.cost))) return false;
  if (!('effects' in a)) return true;
  const ok = kinds;
  if (!ok) return true;
  return allKnown(a.effects, ok);
}

/** The "instead" parts of `unless` that the executor can check are possible before offering them. */
const UNLESS_INSTEAD_KINDS: ReadonlySet<string> = new Set(['discard', 'discardHand', 'sacrifice', 'bounce', 'exile']);
const unlessInsteadCheckable = (i: Nested): boolean =>
  UNLESS_INSTEAD_KINDS.has(i.kind) &&
  !((i.kind === 'bounce' || i.kind === 'exile') && (typeof i.what !== 'object' || i.what.ref !== 'choose'));

type Nested = {
  kind: string;
  effects?: Nested[];
  modes?: Nested[][];
  instead?: Nested[];
  what?: { ref?: string; filter?: { cardTypes?: string[] } } | string;
  ability?: unknown;
  keywords?: Keyword[];
};

const copiesInstantsOnly = (e: Nested): boolean => {
  const f = typeof e.what === 'object' ? e.what.filter : undefined;
  return !!f?.cardTypes?.length && f.cardTypes.every((t) => t === 'instant' || t === 'sorcery');
};

/** Every effect kind (nested ones too) has an executor. Module-level: this runs per enumeration. */
function allKnown(effects: readonly { kind: string }[], ok: ReadonlySet<string>): boolean {
  for (const e of effects as readonly Nested[]) {
    if (!ok.has(e.kind)) return false;
    if (e.effects && !allKnown(e.effects, ok)) return false;
    if (e.modes) for (const m of e.modes) if (!allKnown(m, ok)) return false;
    if (e.instead && !allKnown(e.instead, ok)) return false;
    // "unless you do X": only the X whose feasibility exec/unless.ts checks.
    if (e.kind === 'unless' && e.instead?.some((i) => !unlessInsteadCheckable(i))) return false;
    // A copy of a permanent spell becomes a token (CR 608.3f): only instant and sorcery copies are run.
    if (e.kind === 'copySpell' && !copiesInstantsOnly(e)) return false;
    // A keyword that is an ability of its own, given to another object, is not run (keywords/granted.ts).
    if (grantedAbilityKeyword(e)) return false;
    // A quoted ability granted to something ("… has '{T}: …'") must be runnable too.
    if (e.ability && !effectsExecutable(e.ability as RAbility)) return false;
  }
  return true;
}

function triggerRunnable(t: Trigger): boolean {
  return TRIGGER_KINDS.has(t.on) && (t.on !== 'either' || t.triggers.every(triggerRunnable));
}
