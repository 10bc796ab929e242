/**
 * Effects and costs the core adds for keyword abilities the compiler reports as keywords
 * (`{ kind: 'keyword', keyword: 'equip', of: '{1}' }`): the core turns them into abilities whose
 * parts are these, next to the compiler's own effect kinds (which they reuse wherever they can:
 * Echo is `unlessPaid` + `sacrifice`, Cycling's draw is `draw`).
 */
import type { Ref } from '../effects/types';

export type InternalEffect =
  /** CR 702.6a Equip, 303.4 Auras: attach the ability's source to the object `what`. */
  | { kind: 'attach'; what: Ref }
  /** CR 702.112a renown N: N +1/+1 counters on the source, which becomes renowned (once). */
  | { kind: 'renown'; count: number }
  /** CR 702.35a madness: the owner may cast the exiled card for `mana`, else it goes to the graveyard. */
  | { kind: 'madness'; mana: string }
  /** CR 702.24a cumulative upkeep: an age counter, then pay `mana` per age counter or sacrifice. */
  | { kind: 'cumulativeUpkeep'; mana: string }
  /** CR 702.79a persist, 702.93a undying: the card that died returns with a `counter`. */
  | { kind: 'returnWithCounter'; counter: '-1/-1' | '+1/+1' }
  /** CR 702.123a fabricate N: N +1/+1 counters on the source, or N 1/1 Servo tokens. */
  | { kind: 'fabricate'; count: number }
  /** CR 702.84a unearth: the source returns from the graveyard with haste, exiled at the next end step. */
  | { kind: 'unearth' }
  /** CR 702.32a fading, 702.63a vanishing: the upkeep counter removal (exec/upkeepCosts.ts). */
  | { kind: 'fading' }
  | { kind: 'vanishing' }
  /** CR 702.101a extort: may pay {W/B} to drain each opponent for 1. */
  | { kind: 'extort' }
  /** CR 702.23a rampage N: +N/+N for each blocker beyond the first. */
  | { kind: 'rampage'; count: number }
  /** CR 702.115a ingest: the damaged player exiles the top card of their library. */
  | { kind: 'ingest' }
  /** CR 702.85a cascade: exile until a nonland card of mana value below `mv`, cast it free. */
  | { kind: 'cascade'; mv: number }
  /** CR 702.88a rebound's upkeep trigger: may cast the exiled card free. */
  | { kind: 'rebound' }
  /** CR 702.43a modular: may move the source's +1/+1 counters (as it last existed) to `what`. */
  | { kind: 'modular'; what: Ref }
  /** CR 702.55a haunt: the dead creature's card is exiled haunting `what` (keywords/haunt.ts). */
  | { kind: 'haunt'; what: Ref }
  /** CR 702.62a suspend: the upkeep counter removal, and the free cast when the last is gone. */
  | { kind: 'suspendTick' }
  | { kind: 'suspendCast' }
  /** CR 702.98a unleash: asked as the spell resolves, enter with a +1/+1 counter or not. */
  | { kind: 'unleash' }
  /** CR 702.58a graft: may move a +1/+1 counter onto the creature that entered. */
  | { kind: 'graft' }
  /** CR 702.82a devour N, 702.38a amplify N: asked as the spell resolves (exec/entersWithChoice.ts). */
  | { kind: 'devour'; count: number }
  | { kind: 'amplify'; count: number }
  /** CR 702.59a recover: pay `mana` to return the card to the hand, else exile it (exec/recover.ts). */
  | { kind: 'recover'; mana: string }
  /** CR 702.49a ninjutsu: the source card enters from the hand tapped and attacking (exec/ninjutsu.ts). */
  | { kind: 'ninjutsu' }
  /** CR 702.116a myriad: token copies attacking each other opponent (exec/myriad.ts). */
  | { kind: 'myriad' }
  /** CR 702.94a miracle: the owner may cast the revealed card for `mana` (exec/miracle.ts). */
  | { kind: 'miracle'; mana: string }
  /** CR 702.39a provoke: "you may have `what` untap and block it if able" (exec/provoke.ts). */
  | { kind: 'provoke'; what: Ref }
  /** CR 702.39a provoke: `what` blocks the source (the provoking attacker) this turn if able (chars/mods.ts). */
  | { kind: 'provoked'; what: Ref; duration: 'endOfTurn' };

export type InternalCost =
  /** CR 702.29a Cycling: "discard this card" as a cost of an ability that works from the hand. */
  | { cost: 'discardSelf' }
  /** CR 702.122a crew N: tap other untapped creatures you control with total power N or more (keywords/crew.ts). */
  | { cost: 'crew'; power: number }
  /** CR 702.49a ninjutsu: return an unblocked attacker you control to its owner's hand (keywords/ninjutsu.ts). */
  | { cost: 'returnUnblocked' };
