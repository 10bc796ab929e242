/**
 * A best of three of Magic Combat with Dice between two seats (004 Sideboard, "a normal game of
 * magic"): the score after each game, when the match is over, and who chooses who plays first next.
 * 004 says nothing of who starts the next game, so Magic's rule for a match of several games holds
 * (Comprehensive Rules, "Starting the Game"): the loser of the previous game chooses; after a drawn
 * game the player who chose for it chooses again. The first game's start is drawn at random, so
 * after a drawn first game the next start is drawn at random too. A bot that chooses plays first.
 */
import { matchWinner } from './match';

/** One game of the match: its winning seat, null for a draw, undefined while it is played. */
export type GameOutcome = number | null | undefined;

export interface MatchStanding {
  /** Games won per seat. */
  wins: number[];
  /** The seat that won two games, or null. */
  winner: number | null;
  /** Two games won, or three played (a match of draws ends after three, drawn). */
  over: boolean;
  /** Between games (the last one finished, the match not over): the next game and who chooses its start. */
  next: { game: number; chooser: number | null } | null;
}

export const MATCH_SEATS = 2;
export const MATCH_GAMES = 3;

/** Who chooses the start of the game after `outcomes` (all finished); null = drawn at random. */
export function chooserAfter(outcomes: readonly (number | null)[]): number | null {
  let chooser: number | null = null;
  for (const w of outcomes) if (w !== null) chooser = MATCH_SEATS - 1 - w;
  return chooser;
}

export function matchStanding(outcomes: readonly GameOutcome[]): MatchStanding {
  const finished = outcomes.filter((o): o is number | null => o !== undefined);
  const wins = Array.from({ length: MATCH_SEATS }, (_, seat) => finished.filter((w) => w === seat).length);
  const winner = matchWinner(finished);
  const over = winner !== null || finished.length >= MATCH_GAMES;
  const between = !over && finished.length === outcomes.length;
  return {
    wins,
    winner,
    over,
    next: between ? { game: outcomes.length + 1, chooser: chooserAfter(finished) } : null,
  };
}

/**
 * The seat that plays first in the next game: the chooser's choice (a bot always plays first), or -1
 * (at random) when no one chooses.
 */
export function firstSeatOf(chooser: number | null, playFirst: boolean): number {
  if (chooser === null) return -1;
  return playFirst ? chooser : MATCH_SEATS - 1 - chooser;
}
