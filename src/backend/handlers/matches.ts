import { nextGame, sideboard } from '../games/matchFlow';
import { defineHandlers } from './define';

/** Best-of-three matches: sideboarding between games and the next game (games/matchFlow.ts). */
export const matchesHandlers = defineHandlers({
  'matches.sideboard': (input, ctx) => sideboard(ctx, input),
  'matches.next': (input, ctx) => nextGame(ctx, input),
});
