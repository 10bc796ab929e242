/**
 * The part every variant's {@link DeckRules} starts from: who it is, in one line, and the
 * defaults (no sideboard, no forbidden types, no minimum counts) that its own rules then override.
 */
import type { DeckRules } from './rules';

export function deckRulesBase(
  variant: string,
  name: string,
  ruleText: string,
  kind: DeckRules['kind'],
  [min, max]: [number, number],
): Pick<
  DeckRules,
  'variant' | 'name' | 'ruleText' | 'kind' | 'players' | 'sideboardMax' | 'forbiddenTypes' | 'minCounts'
> {
  return { variant, name, ruleText, kind, players: { min, max }, sideboardMax: 0, forbiddenTypes: [], minCounts: [] };
}
