/**
 * A best-of-three match in words, from the snapshot's `match` (the backend's verdicts: score, winner,
 * who chooses): the panel and the top bar only say them.
 */
import type { GameSnapshot } from '../types';

export type MatchInfo = NonNullable<GameSnapshot['match']>;
type SeatName = (seat: number) => string;

/** "You 1 – 0 Seat 2" (seat by seat). */
export function scoreLine(match: MatchInfo, seatName: SeatName): string {
  return match.wins.map((w, seat) => `${seatName(seat)} ${w}`).join(' – ');
}

/** The score from the viewer's side: "2–1". */
const score = (match: MatchInfo, first: number) =>
  `${match.wins[first] ?? 0}–${match.wins.filter((_, s) => s !== first).reduce((a, b) => a + b, 0)}`;

/** The match's outcome when it is over ("You won the match 2–1"), else where it stands. */
export function matchHeadline(match: MatchInfo, viewer: number, human: boolean, seatName: SeatName): string {
  if (match.over) {
    if (match.winner === null) return `The match is drawn ${score(match, 0)}`;
    if (human)
      return match.winner === viewer
        ? `You won the match ${score(match, viewer)}`
        : `You lost the match ${score(match, viewer)}`;
    return `${seatName(match.winner)} won the match ${score(match, match.winner)}`;
  }
  return `Best of three, game ${match.game}: ${scoreLine(match, seatName)}`;
}

/** Who chooses the next game's start, in words for the viewer. */
export function chooserLine(match: MatchInfo, viewer: number, seatName: SeatName): string {
  const next = match.next;
  if (!next) return '';
  if (next.chooser === null)
    return `Who plays first in game ${next.game} is drawn at random (the last game was a draw).`;
  if (next.chooser === viewer) return `You lost the last game: you choose who plays first in game ${next.game}.`;
  return `${seatName(next.chooser)} lost the last game and chooses to play first in game ${next.game}.`;
}
