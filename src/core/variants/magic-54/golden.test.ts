import { describe, expect, it } from 'vitest';
import { replay, type GameEvent } from '../../engine';
import { magic54 } from '.';
import golden from './golden-replay.json';
import type { M54State } from './state';

// One recorded playthrough (random legal play, seed "golden-1"), checked on every run: any change
// to the rules' behaviour shows up here as a diff to review (regenerate the file deliberately).
describe('Magic 54 golden replay', () => {
  it('replays the recorded game to the recorded end, with the recorded log', () => {
    const { state, events } = replay<M54State>(magic54, golden);
    expect({
      turn: state.turn,
      life: state.players.map((p) => p.life),
      result: state.result,
      hands: state.players.map((p) => p.hand),
      discards: state.players.map((p) => p.discard),
    }).toEqual(golden.final);
    const log = events.flat().map((e: GameEvent) => e.text);
    expect(log.slice(0, golden.logHead.length)).toEqual(golden.logHead);
    expect(log.slice(-golden.logTail.length)).toEqual(golden.logTail);
  });
});
