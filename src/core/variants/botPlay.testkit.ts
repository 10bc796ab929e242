/**
 * Test kit for the games on the rules core: random games, and the search bot against greedy move
 * by move, the way the app runs it (a bot sees its seat's view only; the search bot's samples come
 * from determinize).
 */
import { expect } from 'vitest';
import { greedyBot, makeSearchBot, randomBot } from '../bots';
import { seedRng, type Variant } from '../engine';

/**
 * Up to `moves` moves of `seed`'s game, seat 1 the search bot (`playouts` per choice), seat 0
 * greedy; every move either picks must be one of the seat's legal actions. The last state.
 */
export function searchAgainstGreedy<S, A, V, C>(
  variant: Variant<S, A, V, C>,
  config: C,
  seed: string,
  moves: number,
  playouts: number,
): S {
  const search = makeSearchBot({ playouts, width: 3, budgetMs: undefined });
  let s = variant.setup(config, seed);
  const rng = seedRng(`${seed}/bots`);
  for (let i = 0; i < moves && !variant.result(s); i++) {
    const seat = variant.activeSeats(s)[0]!;
    const legal = variant.legalActions(s, seat);
    const bot = seat === 1 ? search : greedyBot;
    const a = bot.choose({ variant, seat, view: variant.view(s, seat), legal, rng }) as A;
    expect(legal).toContainEqual(a);
    s = variant.apply(s, seat, a).state;
  }
  return s;
}

/**
 * `seed`'s game played by the random bot for every seat (it reads no view) until it ends or for at
 * most `moves` moves; `each` sees every state after a move. The bot draws from `botSeed`'s RNG. The
 * last state and the moves made.
 */
export function randomGame<S, A, V, C>(
  variant: Variant<S, A, V, C>,
  config: C,
  seed: string,
  moves: number,
  each: (s: S) => void = () => {},
  botSeed = `${seed}/bots`,
): { s: S; moves: A[] } {
  let s = variant.setup(config, seed);
  const rng = seedRng(botSeed);
  const made: A[] = [];
  for (let i = 0; i < moves && !variant.result(s); i++) {
    const seat = variant.activeSeats(s)[0]!;
    const legal = variant.legalActions(s, seat);
    const a = randomBot.choose({ variant, seat, view: null, legal, rng }) as A;
    made.push(a);
    s = variant.apply(s, seat, a).state;
    each(s);
  }
  return { s, moves: made };
}

/** `game` played twice makes the same moves and ends in the same state, to the byte (a saved game is its seed and moves). */
export function expectSameReplay(game: () => { s: unknown; moves: unknown[] }): void {
  const a = game();
  const b = game();
  expect(b.moves).toEqual(a.moves);
  expect(JSON.stringify(b.s)).toBe(JSON.stringify(a.s));
}
