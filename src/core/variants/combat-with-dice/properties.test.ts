/**
 * Magic Combat with Dice whole games over random seeds (2–4 seats): every game ends, no card is
 * created or lost, the same seed and actions replay byte for byte (every roll is the game's RNG),
 * the bots play legal moves from their views, and a seat's view, legal actions and log never depend
 * on another seat's hidden cards (the issue 22 leak kit).
 */
import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../bots';
import { playGame } from '../../engine/simulate';
import { conservedCards } from '../../rules/conservation.testkit';
import { STARTER } from '../../rules/scenarios/cards';
import type { GameState } from '../../rules/types';
import { expectSameReplay, randomGame as playRandomly, searchAgainstGreedy } from '../botPlay.testkit';
import { coreProbe, findLeaks } from '../hiddenInfo.testkit';
import { combatWithDice } from '.';

const config = (seed: string, seats = 2) =>
  combatWithDice.parseConfig({ seats, pool: STARTER, deckSeed: seed, maxTurns: 30 });

const randomGame = (seed: string, seats = 2, each?: (s: GameState) => void) =>
  playRandomly(combatWithDice, config(seed, seats), seed, 4000, each);

describe('Magic Combat with Dice: whole games', () => {
  it('random games of 2, 3 and 4 seats end, and no card is created or lost', () => {
    for (const seats of [2, 3, 4]) {
      const { s } = randomGame(`p${seats}`, seats, conservedCards());
      expect(s.result).not.toBeNull();
      expect(s.result!.winners.length).toBeLessThanOrEqual(1);
    }
  });

  it('the same seed and actions replay to the same state, byte for byte', () => {
    expectSameReplay(() => randomGame('replay'));
  });

  it('greedy finishes a game; the search bot plays legal moves from what it sees', () => {
    const r = playGame(combatWithDice, config('b0'), 'b0', [greedyBot, randomBot]);
    expect(r.result).toBeDefined();
    searchAgainstGreedy(combatWithDice, config('b1'), 'b1', 30, 3);
  });

  it('bad configs get plain messages', () => {
    expect(() => combatWithDice.parseConfig({ five: 'maybe' })).toThrow('five must be miss or partial');
    expect(() => combatWithDice.parseConfig({ format: 'type-9' })).toThrow('format must be');
    expect(() => combatWithDice.setup(combatWithDice.parseConfig({}), 'x')).toThrow('give each seat a deck');
  });
});

/** `hidden`'s hand and library (below the top three a move may draw) trade cards. */
const handAndLibrary = (s: GameState, hidden: number) => {
  const p = s.players[hidden]!;
  return [...p.hand, ...p.library.slice(0, -3)];
};

describe('Magic Combat with Dice hides what it must (issue 22 kit)', () => {
  it("seat A's view, legal actions and log do not depend on seat B's hidden cards", () => {
    const probe = coreProbe(combatWithDice, { pool: STARTER, deckSeed: 'leak', maxTurns: 12 }, handAndLibrary);
    expect(findLeaks(probe, 'combat-with-dice', 2, 60)).toEqual([]);
  });
});
