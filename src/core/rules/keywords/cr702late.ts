/**
 * The last keyword abilities of CR 702 the compiler recognises (issue 18's final gaps): frenzy and
 * exploit, abilities in their own right built from the compiler's effect kinds. Absorb is a
 * prevention read by `damage.ts` (it needs no ability). Types only: `abilities.ts` reads this table
 * with the others.
 */
import { countOf, SELF, triggered, YOU, type KeywordTable } from './drafts';

export const LATE_KEYWORD_ABILITIES: KeywordTable = {
  // CR 702.68a: "Whenever this creature attacks and isn't blocked, it gets +N/+0 until end of turn."
  frenzy: (cost) => [
    triggered({ on: 'attacksUnblocked', what: SELF }, [
      { kind: 'modifyPT', what: SELF, power: countOf(cost, 1), toughness: 0, duration: 'endOfTurn' },
    ]),
  ],
  // CR 702.110a: "When this creature enters, you may sacrifice a creature." A yes/no, then the
  // choice of creature (itself included, CR 702.110b: "exploits a creature" even if it is itself).
  exploit: () => [
    triggered({ on: 'enters', what: SELF }, [
      { kind: 'optional', effects: [{ kind: 'sacrifice', who: YOU, what: { types: ['creature'] }, count: 1 }] },
    ]),
  ],
  // CR 702.55a: "When this creature dies, exile it haunting target creature." (keywords/haunt.ts)
  haunt: () => [
    triggered({ on: 'dies', what: SELF }, [
      { kind: 'haunt', what: { ref: 'target', filter: { types: ['creature'] } } },
    ]),
  ],
};
