import { describe, expect, it } from 'vitest';
import { replay, type GameEvent } from '../../engine';
import { card } from '../../rules/scenarios/cards';
import type { GameState } from '../../rules/types';
import { combatWithDice } from '.';
import golden from './golden-replay.json';

// A recorded game (greedy against random, scripts/golden-combat-with-dice.ts), its rolls in the log:
// any change to the rules' behaviour or to where the dice come from shows up as a diff to review.
describe('Magic Combat with Dice golden replay', () => {
  it(`${golden.seed}: replays to the recorded end with the recorded log`, () => {
    const record = { ...golden, config: { ...golden.config, decks: golden.config.decks.map((d) => d.map(card)) } };
    const { state, events } = replay<GameState>(combatWithDice, record);
    expect({ turn: state.turn, life: state.players.map((p) => p.life), result: state.result }).toEqual(golden.final);
    const log = events.flat().flatMap((e: GameEvent) => ('text' in e ? [e.text] : []));
    expect(log.slice(0, golden.logHead.length)).toEqual(golden.logHead);
    expect(log.slice(-golden.logTail.length)).toEqual(golden.logTail);
  });
});
