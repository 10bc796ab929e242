import { describe, expect, it } from 'vitest';
import { replay, type GameEvent } from '../../engine';
import type { GameState } from '../../rules/types';
import { classic } from '.';
import goldens from './golden-replays.json';

// Recorded games (greedy against random, scripts/golden-classic.ts): any change to the rules'
// behaviour shows up here as a diff to review; regenerate the file deliberately.
describe('Classic golden replays', () => {
  for (const g of goldens) {
    it(`${g.seed}: replays to the recorded end with the recorded log`, () => {
      const { state, events } = replay<GameState>(classic, g);
      expect({ turn: state.turn, life: state.players.map((p) => p.life), result: state.result }).toEqual(g.final);
      const log = events.flat().flatMap((e: GameEvent) => ('text' in e ? [e.text] : []));
      expect(log.slice(0, g.logHead.length)).toEqual(g.logHead);
      expect(log.slice(-g.logTail.length)).toEqual(g.logTail);
    });
  }
});
