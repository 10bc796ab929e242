/**
 * Magic Combat whole games over random seeds: every game ends after the 10th round, no card is
 * created or lost, a seat's view never depends on the other seat's hidden cards (hand, library,
 * face-down spell slots, the opening placement), the same seed and actions replay byte for byte,
 * and the three bots play it with legal actions only.
 */
import { T } from '../../rules/defs';
import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../bots';
import { seedRng } from '../../engine/rng';
import { playGame } from '../../engine/simulate';
import type { Action } from '../../rules/decisions';
import { STARTER } from '../../rules/scenarios/cards';
import { conservedCards } from '../../rules/conservation.testkit';
import type { GameState } from '../../rules/types';
import { expectSameReplay, randomGame as playRandomly, searchAgainstGreedy } from '../botPlay.testkit';
import { coreProbe, findLeaks } from '../hiddenInfo.testkit';
import type { SetupProc } from './combat';
import { extOf } from './state';
import { magicCombat } from '.';

const config = (seed: string) => magicCombat.parseConfig({ pool: STARTER, deckSeed: seed });

/** Plays random moves; `each` sees every state. */
const randomGame = (seed: string, each?: (s: GameState) => void) =>
  playRandomly(magicCombat, config(seed), seed, 5000, each);

describe('Magic Combat: whole games', () => {
  it('games end after the 10th round on points, never before, and no card is created or lost', () => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const { s } = randomGame(seed, conservedCards(80));
      expect(s.result).not.toBeNull();
      expect(s.turn).toBe(21);
      expect(s.result!.reason).toMatch(/after 10 rounds/);
      expect(s.players.every((p) => !p.lost)).toBe(true);
      const [a, b] = extOf(s).points;
      expect(s.result!.winners).toEqual(a! > b! ? [0] : b! > a! ? [1] : []);
    }
  });

  it('the same seed and actions replay to the same state, byte for byte', () => {
    expectSameReplay(() => randomGame('replay'));
  });

  it('random and greedy bots finish games; the search bot plays legal moves from what it sees', () => {
    const r = playGame(magicCombat, config('b0'), 'b0', [randomBot, greedyBot]);
    expect(r.result).toBeDefined();
    // The search bot gets the view only (its samples come from determinize): 60 moves against greedy.
    const s = searchAgainstGreedy(magicCombat, config('b1'), 'b1', 60, 4);
    expect(s.battlefield.length).toBeGreaterThan(0);
  });

  it('determinize keeps what the seat sees, with the same counts', () => {
    let s = magicCombat.setup(config('det'), 'det');
    const rng = seedRng('det/bots');
    for (let i = 0; i < 150 && !s.result; i++) {
      const seat = magicCombat.activeSeats(s)[0]!;
      const legal = magicCombat.legalActions(s, seat);
      const v = magicCombat.view(s, seat);
      const full = magicCombat.determinize(v, seat, seedRng(`d${i}`));
      expect(magicCombat.legalActions(full, seat).map((a) => a.t)).toEqual(legal.map((a) => a.t));
      expect(full.players.map((p) => [p.hand.length, p.library.length])).toEqual(
        s.players.map((p) => [p.hand.length, p.library.length]),
      );
      // 003 Combat: a spell slot never holds a creature, in a sample either.
      for (const row of (full.ext as { spells: number[][] }).spells)
        for (const id of row) expect(full.cards[full.objs[id]!.card]!.types & T.creature).toBe(0);
      s = magicCombat.apply(
        s,
        seat,
        randomBot.choose({ variant: magicCombat, seat, view: null, legal, rng }) as Action,
      ).state;
    }
  });
});

/** What a Magic Combat proc holds beyond the core's: the opening placement and the spell cards picked so far. */
function extraKept(p: GameState['procs'][number], keep: (id: number) => void): void {
  if (p.p === 'x:setup')
    for (const row of (p as unknown as SetupProc).placed) for (const id of row) if (id !== null) keep(id);
  if (p.p === 'x:spells') for (const id of (p as unknown as { picked: number[] }).picked) keep(id);
}

/** `hidden`'s hand, library (below the top six a move may draw) and face-down spell cards trade cards. */
const hiddenCards = (s: GameState, hidden: number) => {
  const p = s.players[hidden]!;
  return [...p.hand, ...p.library.slice(0, -6), ...extOf(s).spells[hidden]!];
};

describe('Magic Combat hides what it must (issue 22 kit)', () => {
  it("seat A's view, legal actions and log do not depend on seat B's hidden cards", () => {
    const probe = coreProbe(magicCombat, { pool: STARTER, deckSeed: 'leak' }, hiddenCards, extraKept);
    expect(findLeaks(probe, 'magic-combat', 2, 160)).toEqual([]);
  });
});
