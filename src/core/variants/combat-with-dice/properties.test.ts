/**
 * Magic Combat with Dice whole games over random seeds (2–4 seats): every game ends, no card is
 * created or lost, the same seed and actions replay byte for byte (every roll is the game's RNG),
 * the bots play legal moves from their views, and a seat's view, legal actions and log never depend
 * on another seat's hidden cards (the issue 22 leak kit).
 */
import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../bots';
import type { RngState } from '../../engine';
import { playGame } from '../../engine/simulate';
import type { Action } from '../../rules/decisions';
import { conservedCards } from '../../rules/conservation.testkit';
import { keptByMove, namesSeen, tradeCards } from '../../rules/leakTwins.testkit';
import { STARTER } from '../../rules/scenarios/cards';
import type { GameState } from '../../rules/types';
import { visibleTo } from '../../rules/view';
import { expectSameReplay, randomGame as playRandomly, searchAgainstGreedy } from '../botPlay.testkit';
import { findLeaks, type LeakProbe } from '../hiddenInfo.testkit';
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
function perturb(s: GameState, hidden: number, rng: RngState, action: Action): GameState | null {
  const keep = keptByMove(s, action);
  const others = s.players.map((p) => p.seat).filter((seat) => seat !== hidden);
  const p = s.players[hidden]!;
  const free = (id: number) => !keep.has(id) && others.every((seat) => !visibleTo(s.objs[id]!, seat));
  return tradeCards(s, [...p.hand, ...p.library.slice(0, -3)].filter(free), rng);
}

const words = (s: GameState, viewer: number, visible: boolean) => namesSeen(s, combatWithDice.view(s, viewer), visible);

describe('Magic Combat with Dice hides what it must (issue 22 kit)', () => {
  it("seat A's view, legal actions and log do not depend on seat B's hidden cards", () => {
    const probe: LeakProbe<GameState, Action> = {
      variant: combatWithDice,
      config: { pool: STARTER, deckSeed: 'leak', maxTurns: 12 },
      seats: 2,
      perturb,
      words,
    };
    expect(findLeaks(probe, 'combat-with-dice', 2, 60)).toEqual([]);
  });
});
