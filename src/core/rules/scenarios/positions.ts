/** Opening positions more than one scenario file starts from (the cards are `cards.ts`'s). */
import { scenario, type Scenario } from '../testkit';
import { card } from './cards';

/**
 * Seat 0 can cast Lightning Bolt and hold Counterspell up (a Mountain and two Islands); seat 1 has
 * two Islands and `answer` in hand, to respond to the Bolt with.
 */
export function boltIntoAnswer(answer: string): Scenario {
  return scenario(card)
    .battlefield(0, 'Mountain', 'Island', 'Island')
    .battlefield(1, 'Island', 'Island')
    .hand(0, 'Lightning Bolt', 'Counterspell')
    .hand(1, answer)
    .start();
}

/**
 * Seat 0 has `mine` on the battlefield and `spell` in hand; seat 1 has `theirs` on the battlefield
 * and `answer` in hand, to respond with.
 */
export function spellAndAnswer(mine: string[], spell: string, theirs: string[], answer: string): Scenario {
  return scenario(card)
    .battlefield(0, ...mine)
    .battlefield(1, ...theirs)
    .hand(0, spell)
    .hand(1, answer)
    .start();
}
