/**
 * Random games with every keyword card of the scenarios (issue 18's reference cards): each offered
 * action applies without error and without writing to an earlier state (each is frozen, as in
 * rules/purity.test.ts), and replaying the moves from the seed gives the same state (determinism).
 * The bots see these keywords as legal actions.
 */
import { describe, expect, it } from 'vitest';
import { randInt, seedRng } from '../../engine';
import type { Action } from '../../rules/decisions';
import { REFERENCE_NAMES, refCard } from '../../rules/scenarios/reference';
import { freezeState } from '../../rules/scenarios/freeze';
import { halfOfNamesDeck } from '../../rules/testkit';
import type { GameState } from '../../rules/types';
import { classic } from '.';

const deck = (half: 0 | 1) => halfOfNamesDeck(refCard, REFERENCE_NAMES, half, 5);

function play(seed: string, steps: number): { moves: { seat: number; action: Action }[]; state: GameState } {
  const config = classic.parseConfig({ seats: 2, decks: [deck(0), deck(1)], maxTurns: 40 });
  let s = classic.setup(config, seed);
  const rng = seedRng(`${seed}/moves`);
  const moves: { seat: number; action: Action }[] = [];
  for (let i = 0; i < steps && !classic.result(s); i++) {
    const seat = classic.activeSeats(s)[0]!;
    const legal = classic.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[randInt(rng, legal.length)]!;
    moves.push({ seat, action });
    freezeState(s);
    s = classic.apply(s, seat, action).state;
  }
  return { moves, state: s };
}

describe('Classic with the keyword cards of issue 18', () => {
  it('random games apply every offered action and replay exactly from the seed', () => {
    const kinds = new Set<string>();
    for (const seed of ['k1', 'k2', 'k3', 'k4']) {
      const { moves, state } = play(seed, 2000);
      for (const m of moves)
        kinds.add(
          Object.keys(m.action)
            .filter((k) => k !== 'o')
            .join('+'),
        );
      let again = classic.setup(classic.parseConfig({ seats: 2, decks: [deck(0), deck(1)], maxTurns: 40 }), seed);
      for (const m of moves) again = classic.apply(again, m.seat, m.action).state;
      expect(JSON.stringify(again)).toBe(JSON.stringify(state));
    }
    // Some of the new casts were chosen (face down, bestow, evoke, dash …): the bots see them.
    expect(
      [...kinds].filter((k) => /faceDown|bestow|buyback|evoke|dash|delve|entwine|retrace|turnFaceUp/.test(k)).length,
    ).toBeGreaterThan(0);
  });
});
