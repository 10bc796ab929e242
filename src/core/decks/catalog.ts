/**
 * Every variant's deck rules by id. A new variant adds its `variants/<id>/rules.ts` and one line
 * here (the variant registry in variants/index.ts belongs to the engine; this list only needs rules).
 */
import { classicDeckRules } from '../variants/classic/rules';
import { combatWithDiceDeckRules } from '../variants/combat-with-dice/rules';
import { diceDuelDeckRules } from '../variants/dice-duel/rules';
import { magic54DeckRules } from '../variants/magic-54/rules';
import { magicCombatDeckRules } from '../variants/magic-combat/rules';
import { pubMagicDeckRules } from '../variants/pub-magic/rules';
import type { DeckRules } from './rules';

export const deckRulesCatalog: readonly DeckRules[] = [
  diceDuelDeckRules,
  magic54DeckRules,
  pubMagicDeckRules,
  magicCombatDeckRules,
  combatWithDiceDeckRules,
  classicDeckRules,
];

export const VARIANT_IDS = deckRulesCatalog.map((r) => r.variant);

export function deckRulesFor(variant: string): DeckRules | undefined {
  return deckRulesCatalog.find((r) => r.variant === variant);
}
