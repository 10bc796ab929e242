import { diceDuelPool } from '../test/support/diceDuelPool';
import { greedyBot, makeSearchBot, randomBot, SEARCH_LEVELS } from '../src/core/bots';
import { playGame, simulate, type Bot } from '../src/core/engine';
import { autoBuild } from '../src/core/variants/dice-duel/deckSource';
import { diceDuel } from '../src/core/variants/dice-duel/variant';
import { magic54 } from '../src/core/variants/magic-54';
import { pubMagic } from '../src/core/variants/pub-magic/variant';
import { randomLegalDeck } from './strengthDecks';
import type { BenchSuite, Figure } from './types';

/**
 * Bot strength over 200 seeded games per pairing (the statistics that used to run in the unit
 * suite): fixed playout counts, no clock, so every figure is the same on every machine. The unit
 * suite keeps a fast smoke test of each bot (games finish, legal moves, same seed same result).
 */
const GAMES = 200;

function pct(name: string, share: number, target: number): Figure {
  return { name, value: share * 100, unit: '%', target: `≥ ${target * 100} %`, ok: share >= target };
}

/** Magic 54: wins of `a` over `b`, half the games with `a` in each seat. */
function m54(a: Bot, b: Bot, seed: string): number {
  const first = simulate(magic54, { bots: [a, b], games: GAMES / 2, seed: `${seed}/a-first` });
  const second = simulate(magic54, { bots: [b, a], games: GAMES / 2, seed: `${seed}/a-second` });
  return (first.wins[0]! + second.wins[1]!) / GAMES;
}

/** Pub Magic: the win share of `hero` seated among three `other`s, its seat rotating. */
function pub(hero: Bot, other: Bot, seed: string): number {
  const config = pubMagic.parseConfig({ seats: 4 });
  let wins = 0;
  for (let g = 0; g < GAMES; g++) {
    const seat = g % 4;
    const bots = [other, other, other, other];
    bots[seat] = hero;
    if (playGame(pubMagic, config, `${seed}/${g}`, bots).result?.winners.includes(seat)) wins++;
  }
  return wins / GAMES;
}

/** Dice Duel: the share won by `a`, seats alternating, decks from `decksFor`. */
function dd(a: Bot, b: Bot, seed: string, decksFor: (g: number) => unknown[][]): number {
  let wins = 0;
  for (let g = 0; g < GAMES; g++) {
    const aFirst = g % 2 === 0;
    const decks = decksFor(g);
    const config = diceDuel.parseConfig({ decks: aFirst ? decks : [decks[1], decks[0]] });
    if (playGame(diceDuel, config, `${seed}/${g}`, aFirst ? [a, b] : [b, a]).result?.winners.includes(aFirst ? 0 : 1))
      wins++;
  }
  return wins / GAMES;
}

export const strengthBench: BenchSuite = {
  id: 'strength',
  title: 'Bot strength, 200 seeded games per pairing (Magic 54, Pub Magic, Dice Duel)',
  async run(): Promise<Figure[]> {
    const pool = diceDuelPool().pool;
    const built = [autoBuild(pool, 'bots/deck/0'), autoBuild(pool, 'bots/deck/1')];
    const same = () => built;
    return [
      pct('Magic 54: greedy beats random', m54(greedyBot, randomBot, 'strength-greedy-random'), 0.8),
      pct(
        'Magic 54: search (easy, 48 playouts) beats greedy',
        m54(makeSearchBot({ ...SEARCH_LEVELS.easy, budgetMs: undefined }), greedyBot, 'strength-search-greedy'),
        0.6,
      ),
      pct('Pub Magic: greedy among three random wins (chance 25 %)', pub(greedyBot, randomBot, 'strength-greedy'), 0.6),
      pct(
        'Pub Magic: search among three greedy wins (chance 25 %)',
        pub(makeSearchBot({ samples: 32, budgetMs: undefined }), greedyBot, 'strength-search'),
        0.4,
      ),
      pct('Dice Duel: greedy beats random', dd(greedyBot, randomBot, 'greedy-random', same), 0.8),
      pct(
        'Dice Duel: search beats greedy',
        dd(
          makeSearchBot({ playouts: 6, horizon: 12, width: 2, epsilon: 0.1, budgetMs: undefined }),
          greedyBot,
          'search-greedy',
          same,
        ),
        0.6,
      ),
      pct(
        'Dice Duel: auto-built deck beats a random legal deck (greedy both)',
        dd(greedyBot, greedyBot, 'deck-quality', (g) => [
          autoBuild(pool, `quality/built/${g % 10}`),
          randomLegalDeck(pool, `quality/random/${g}`),
        ]),
        0.7,
      ),
    ];
  },
};
