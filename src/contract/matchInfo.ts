import { z } from 'zod';

/** A card of a match deck as the sideboarding panel lists it: its name and how many copies. */
const matchCard = z.object({ name: z.string(), count: z.number().int() });

/**
 * A best-of-three match as one game's snapshot carries it (Magic Combat with Dice): the score, the
 * match's winner, what comes next, and the viewer's deck and sideboard as they are now.
 */
export const matchInfo = z.object({
  matchId: z.number().int(),
  /** This game's number in the match (1–3). */
  game: z.number().int(),
  games: z.array(
    z.object({
      gameId: z.number().int(),
      number: z.number().int(),
      status: z.enum(['in_progress', 'finished']),
      /** The winning seat; null for a draw or while it is played. */
      winner: z.number().int().nullable(),
    }),
  ),
  /** Games won per seat. */
  wins: z.array(z.number().int()),
  /** The seat that won two games, or null. */
  winner: z.number().int().nullable(),
  /** Two games won, or three played. */
  over: z.boolean(),
  /** The match's newest game (a snapshot of an earlier game points on to it). */
  currentGameId: z.number().int(),
  /** Between games: the next game's number and the seat that chooses who plays first (null: at random). */
  next: z.object({ game: z.number().int(), chooser: z.number().int().nullable() }).nullable(),
  /** The viewer's deck and sideboard now (a person's seat; a bot's is never shown). */
  deck: z
    .object({
      main: z.array(matchCard),
      side: z.array(matchCard),
      mainCount: z.number().int(),
      sideCount: z.number().int(),
    })
    .nullable(),
});
