/**
 * The last keyword abilities of CR 702 the compiler recognises (issue 18's final gaps): frenzy and
 * exploit, abilities in their own right built from the compiler's effect kinds. Absorb is a
 * prevention read by `damage.ts` (it needs no ability). Types only: `cr702.ts` calls this for any
 * keyword it does not build itself.
 */
import type { KeywordInst, RAbilityDraft } from '../defs';

export function lateKeywordAbilities(k: KeywordInst, out: RAbilityDraft[]): void {
  switch (k.keyword) {
    // CR 702.68a: "Whenever this creature attacks and isn't blocked, it gets +N/+0 until end of turn."
    case 'frenzy':
      out.push({
        type: 'triggered',
        trigger: { on: 'attacksUnblocked', what: { ref: 'self' } },
        effects: [
          { kind: 'modifyPT', what: { ref: 'self' }, power: Number(k.of) || 1, toughness: 0, duration: 'endOfTurn' },
        ],
      });
      break;
    // CR 702.110a: "When this creature enters, you may sacrifice a creature." A yes/no, then the
    // choice of creature (itself included, CR 702.110b: "exploits a creature" even if it is itself).
    case 'exploit':
      out.push({
        type: 'triggered',
        trigger: { on: 'enters', what: { ref: 'self' } },
        effects: [
          {
            kind: 'optional',
            effects: [{ kind: 'sacrifice', who: { ref: 'you' }, what: { types: ['creature'] }, count: 1 }],
          },
        ],
      });
      break;
    // CR 702.55a: "When this creature dies, exile it haunting target creature." (keywords/haunt.ts)
    case 'haunt':
      out.push({
        type: 'triggered',
        trigger: { on: 'dies', what: { ref: 'self' } },
        effects: [{ kind: 'haunt', what: { ref: 'target', filter: { types: ['creature'] } } }],
      });
      break;
    default:
      break;
  }
}
