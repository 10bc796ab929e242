/**
 * The crew ability (CR 702.122a): the `crew` cost (paid by keywords/crew.ts), then `becomeCreature`
 * with the Vehicle's printed power and toughness until end of turn. Types only: `defs.ts` builds
 * definitions with this (through cr702.ts), so it must not load the layers.
 */
import type { CardDef, RAbilityDraft } from '../defs';

/** The crew ability of `def` (CR 702.122a). */
export function crewAbility(def: CardDef, n: number): RAbilityDraft {
  return {
    type: 'activated',
    costs: [{ cost: 'crew', power: n }],
    effects: [
      {
        kind: 'becomeCreature',
        what: { ref: 'self' },
        duration: 'endOfTurn',
        power: def.power ?? 0,
        toughness: def.toughness ?? 0,
        colors: [],
        subtypes: [],
        keywords: [],
        artifact: true,
      },
    ],
    keyword: 'crew',
  };
}
