/**
 * The part every variant's {@link DeckRules} starts from: who it is, in one line, and the
 * defaults (no sideboard, no forbidden types, no minimum counts) that its own rules then override.
 */
import type { BuildProfile, DeckRules } from './rules';

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

/**
 * Standard constructed (CR 100.2a): 60 cards or more, at most four of a card but basic lands, a
 * sideboard of at most 15. `source` is the rule text of the variant that asks for it; `summary`, the
 * variant's own lines after the standard ones.
 */
export function standardConstructed(
  source: string,
  ...summary: string[]
): Pick<DeckRules, 'size' | 'sideboardMax' | 'copyLimit' | 'summary'> {
  return {
    size: { kind: 'at-least', count: 60, source },
    sideboardMax: 15,
    copyLimit: { max: 4, exceptBasicLands: true, source },
    summary: [
      'At least 60 cards',
      'At most 4 copies of a card, except basic lands',
      'Sideboard of at most 15 cards',
      ...summary,
    ],
  };
}

/** The builder's two groups of a constructed deck: creatures and the other spells, by share. */
export function creaturesAndSpells(creatures: number, spells: number): BuildProfile['groups'] {
  return [
    { label: 'creatures', match: { anyType: ['Creature'] }, share: creatures },
    { label: 'spells', match: { noType: ['Creature'] }, share: spells },
  ];
}
