/**
 * Does any card of a game have keyword `k`? The keywords that act outside their card's abilities
 * (dredge on draws, miracle, recover on deaths, prowl on combat damage, banding in combat, phasing in
 * the untap step) ask this first, so a game without such a card pays one lookup, never a scan of
 * its zones (decision 036). A game's card list is shared by its states and long-lived (it is
 * replaced only when a token adds its definition), so it keys a weak map without keeping young
 * objects alive.
 */
import type { Keyword } from '../../effects/types';
import type { CardDef } from '../defs';

const byCards = new WeakMap<readonly CardDef[], ReadonlySet<Keyword>>();

export function gameHasKeyword(cards: readonly CardDef[], k: Keyword): boolean {
  let set = byCards.get(cards);
  if (!set) {
    const all = new Set<Keyword>();
    for (const c of cards) for (const x of c.keywords) all.add(x.keyword);
    byCards.set(cards, (set = all));
  }
  return set.has(k);
}
