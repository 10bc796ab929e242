/**
 * Bot strength and deck quality over 200 seeded games each (fixed playout counts, so the results
 * are deterministic and the run takes about a minute, not a wall-clock budget). Decks are real:
 * auto-built from the bundled starter pool, or random legal decks from the same pool.
 */
import { describe, expect, it } from 'vitest';
import { diceDuelPool } from '../../../../test/support/diceDuelPool';
import { greedyBot, makeSearchBot, randomBot } from '../../bots';
import { checkDeck } from '../../decks/check';
import { cardTypes, type Deck, type PoolCard } from '../../decks/deck';
import { playGame, seedRng, shuffleInPlace, type Bot } from '../../engine';
import { autoBuild, fromCard } from './deckSource';
import { diceDuelDeckRules } from './rules';
import type { DeckCardInput } from './types';
import { diceDuel } from './variant';

const pool = diceDuelPool().pool;
const GAMES = 200;
/** The search bot for the strength test: a fixed playout count (no clock), so results are deterministic. */
const SEARCH_TEST = { playouts: 6, horizon: 12, width: 2, epsilon: 0.1, budgetMs: undefined };

/** `games` games, seats alternating; returns the share won by `a`. */
function match(a: Bot, b: Bot, games: number, seed: string, decksFor: (g: number) => DeckCardInput[][]): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const aFirst = g % 2 === 0;
    const decks = decksFor(g);
    const config = diceDuel.parseConfig({ decks: aFirst ? decks : [decks[1], decks[0]] });
    const r = playGame(diceDuel, config, `${seed}/${g}`, aFirst ? [a, b] : [b, a]);
    if (r.result?.winners.includes(aFirst ? 0 : 1)) wins++;
  }
  return wins / games;
}

/** A random legal Dice Duel deck from the pool: 20–24 random lands, the rest random allowed cards. */
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

const built = [autoBuild(pool, 'bots/deck/0'), autoBuild(pool, 'bots/deck/1')];
const builtBySeed = new Map<string, DeckCardInput[]>();
const builtDeck = (seed: string) => {
  let d = builtBySeed.get(seed);
  if (!d) builtBySeed.set(seed, (d = autoBuild(pool, seed)));
  return d;
};
const sameDecks = () => built;

describe('Dice Duel bots (200 seeded games each)', () => {
  it('greedy beats random in ≥ 80% of games', () => {
    const share = match(greedyBot, randomBot, GAMES, 'greedy-random', sameDecks);
    console.log(`greedy vs random: ${(share * 100).toFixed(1)}%`);
    expect(share).toBeGreaterThanOrEqual(0.8);
  }, 300_000);

  it('search beats greedy in ≥ 60% of games', () => {
    const search = makeSearchBot(SEARCH_TEST);
    const share = match(search, greedyBot, GAMES, 'search-greedy', sameDecks);
    console.log(`search vs greedy: ${(share * 100).toFixed(1)}%`);
    expect(share).toBeGreaterThanOrEqual(0.6);
  }, 600_000);
});

describe('Dice Duel deck quality (200 seeded games)', () => {
  it('an auto-built starter-pool deck beats a random legal deck from the same pool in ≥ 70% of games (greedy both sides)', () => {
    const share = match(greedyBot, greedyBot, GAMES, 'deck-quality', (g) => [
      builtDeck(`quality/built/${g % 10}`),
      randomLegalDeck(pool, `quality/random/${g}`),
    ]);
    console.log(`auto-built vs random legal deck: ${(share * 100).toFixed(1)}%`);
    expect(share).toBeGreaterThanOrEqual(0.7);
  }, 300_000);
});
