/**
 * Effects and costs the core adds for keyword abilities the compiler reports as keywords
 * (`{ kind: 'keyword', keyword: 'equip', of: '{1}' }`): the core turns them into abilities whose
 * parts are these, next to the compiler's own effect kinds (which they reuse wherever they can:
 * Echo is `unlessPaid` + `sacrifice`, Cycling's draw is `draw`).
 */
import type { Ref } from '../effects/types';

/** One union member per kind of `K`, each with `Fields` (so `Extract<XEffect, { kind: k }>` finds each). */
type Each<K extends string, Fields = unknown> = { [k in K]: { kind: k } & Fields }[K];

export type InternalEffect =
  /**
   * On one object or player, `what`:
   * - attach: CR 702.6a Equip, 303.4 Auras: attach the ability's source to it;
   * - modular: CR 702.43a: may move the source's +1/+1 counters (as it last existed) to it;
   * - haunt: CR 702.55a: the dead creature's card is exiled haunting it (keywords/haunt.ts);
   * - provoke: CR 702.39a: "you may have it untap and block it if able" (exec/provoke.ts).
   */
  | Each<'attach' | 'modular' | 'haunt' | 'provoke', { what: Ref }>
  /**
   * Of a number N, `count`:
   * - renown: CR 702.112a: N +1/+1 counters on the source, which becomes renowned (once);
   * - fabricate: CR 702.123a: N +1/+1 counters on the source, or N 1/1 Servo tokens;
   * - rampage: CR 702.23a: +N/+N for each blocker beyond the first;
   * - devour, amplify: CR 702.82a, 702.38a: asked as the spell resolves (exec/entersWithChoice.ts).
   */
  | Each<'renown' | 'fabricate' | 'rampage' | 'devour' | 'amplify', { count: number }>
  /**
   * With a mana cost, `mana`:
   * - madness: CR 702.35a: the owner may cast the exiled card for it, else it goes to the graveyard;
   * - cumulativeUpkeep: CR 702.24a: an age counter, then pay it per age counter or sacrifice;
   * - recover: CR 702.59a: pay it to return the card to the hand, else exile it (exec/recover.ts);
   * - miracle: CR 702.94a: the owner may cast the revealed card for it (exec/miracle.ts).
   */
  | Each<'madness' | 'cumulativeUpkeep' | 'recover' | 'miracle', { mana: string }>
  /**
   * The kind says it all:
   * - unearth: CR 702.84a: the source returns from the graveyard with haste, exiled at the next end step;
   * - fading, vanishing: CR 702.32a, 702.63a: the upkeep counter removal (exec/upkeepCosts.ts);
   * - extort: CR 702.101a: may pay {W/B} to drain each opponent for 1;
   * - ingest: CR 702.115a: the damaged player exiles the top card of their library;
   * - rebound: CR 702.88a, the upkeep trigger: may cast the exiled card free;
   * - suspendTick, suspendCast: CR 702.62a: the upkeep counter removal, and the free cast when the last is gone;
   * - unleash: CR 702.98a: asked as the spell resolves, enter with a +1/+1 counter or not;
   * - graft: CR 702.58a: may move a +1/+1 counter onto the creature that entered;
   * - ninjutsu: CR 702.49a: the source card enters from the hand tapped and attacking (exec/ninjutsu.ts);
   * - myriad: CR 702.116a: token copies attacking each other opponent (exec/myriad.ts).
   */
  | Each<
      | 'unearth'
      | 'fading'
      | 'vanishing'
      | 'extort'
      | 'ingest'
      | 'rebound'
      | 'suspendTick'
      | 'suspendCast'
      | 'unleash'
      | 'graft'
      | 'ninjutsu'
      | 'myriad'
    >
  /** CR 702.79a persist, 702.93a undying: the card that died returns with a `counter`. */
  | { kind: 'returnWithCounter'; counter: '-1/-1' | '+1/+1' }
  /** CR 702.85a cascade: exile until a nonland card of mana value below `mv`, cast it free. */
  | { kind: 'cascade'; mv: number }
  /** CR 702.39a provoke: `what` blocks the source (the provoking attacker) this turn if able (chars/mods.ts). */
  | { kind: 'provoked'; what: Ref; duration: 'endOfTurn' };

export type InternalCost =
  /** CR 702.29a Cycling: "discard this card" as a cost of an ability that works from the hand. */
  | { cost: 'discardSelf' }
  /** CR 702.122a crew N: tap other untapped creatures you control with total power N or more (keywords/crew.ts). */
  | { cost: 'crew'; power: number }
  /** CR 702.49a ninjutsu: return an unblocked attacker you control to its owner's hand (keywords/ninjutsu.ts). */
  | { cost: 'returnUnblocked' };
