import { z } from 'zod';
import { method } from './define';
import { gameSnapshot } from './games';
import { matchInfo } from './matchInfo';

const gameId = z.number().int().positive();
const cardNames = z.array(z.string().min(1).max(200)).max(60);

/** Best-of-three matches (Magic Combat with Dice): sideboarding between games and the next game. */
export const matchesMethods = {
  'matches.sideboard': method(
    'Between the games of a match: move cards from your deck to your sideboard (`out`) and back (`into`); the deck stays at 60 or more, the sideboard at 15 or fewer',
    z.object({
      /** Any game of the match. */
      gameId,
      seat: z.number().int().min(0),
      out: cardNames.default([]),
      into: cardNames.default([]),
    }),
    matchInfo,
  ),
  'matches.next': method(
    "Start the match's next game with the decks as they are now; the loser of the last game chooses who plays first",
    z.object({
      gameId,
      seat: z.number().int().min(0),
      /** The chooser's choice (asked when `seat` chooses; a bot that chooses plays first). */
      playFirst: z.boolean().optional(),
    }),
    gameSnapshot,
  ),
};
