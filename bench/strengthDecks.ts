/** A random legal Dice Duel deck from a pool: the baseline the auto-builder must beat (bench strength suite). */
import { checkDeck } from '../src/core/decks/check';
import { cardTypes, type Deck, type PoolCard } from '../src/core/decks/deck';
import { seedRng, shuffleInPlace } from '../src/core/engine';
import { fromCard } from '../src/core/variants/dice-duel/deckSource';
import { diceDuelDeckRules } from '../src/core/variants/dice-duel/rules';
import type { DeckCardInput } from '../src/core/variants/dice-duel/types';

export /** A random legal Dice Duel deck from the pool: 20–24 random lands, the rest random allowed cards. */
function randomLegalDeck(poolCards: readonly PoolCard[], seed: string): DeckCardInput[] {
  const rng = seedRng(seed);
  const forbidden = new Set(diceDuelDeckRules.forbiddenTypes.map((f) => f.type));
  const lands: PoolCard['card'][] = [];
  const others: PoolCard['card'][] = [];
  for (const p of poolCards) {
    const t = cardTypes(p.card);
    if ([...t].some((x) => forbidden.has(x))) continue;
    for (let i = 0; i < p.owned; i++) (t.has('Land') ? lands : others).push(p.card);
  }
  shuffleInPlace(rng, lands);
  shuffleInPlace(rng, others);
  const landCount = 20 + (rng[0] % 5);
  const cards = [...lands.slice(0, landCount), ...others.slice(0, 60 - landCount)];
  const counts = new Map<PoolCard['card'], number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  const deck: Deck = { main: [...counts].map(([card, quantity]) => ({ card, quantity })), sideboard: [] };
  const legality = checkDeck(deck, diceDuelDeckRules);
  if (!legality.legal)
    throw new Error(`random deck not legal: ${legality.violations.map((v) => v.message).join('; ')}`);
  return cards.map(fromCard);
}
