/**
 * Test kit for "no card is created or lost" over whole games on the rules core (Classic, Magic
 * Combat and Combat with Dice check it after every action).
 */
import { expect } from 'vitest';
import type { GameState, ObjId } from './types';

/**
 * The cards where the rules keep them: every library, hand and graveyard, the battlefield, exile
 * and the spells on the stack. Tokens and copies of spells are no cards: they are left out.
 */
export function cardsInZones(s: GameState): ObjId[] {
  return [
    ...s.players.flatMap((p) => [...p.library, ...p.hand, ...p.graveyard]),
    ...s.battlefield,
    ...s.exile,
    ...s.stack.filter((it) => it.kind === 'spell').map((it) => it.obj),
  ].filter((id) => !s.objs[id]!.token && !s.objs[id]!.copy);
}

/**
 * A check for every state of a game: each card in exactly one zone, and as many cards as `total`
 * (by default, as in the first state checked). Compared plainly, `expect` only on a failure (for
 * its message): it runs on thousands of states.
 */
export function conservedCards(total = -1): (s: GameState) => void {
  let n = total;
  return (s) => {
    const places = cardsInZones(s);
    if (new Set(places).size !== places.length) expect(new Set(places).size).toBe(places.length);
    if (n < 0) n = places.length;
    if (places.length !== n) expect(places.length).toBe(n);
  };
}
