import { memo } from 'react';
import { seatLabel } from '../magic/names';
import type { RView } from '../magic/types';
import { LifeButton, Piles, type SeatHandlers } from '../magic/SeatArea';
import type { Board } from './board';

/**
 * Always in view (003 Gameplay): the round of ten, both scores, whose turn, and this round's cap on
 * a non-creature spell's mana value (003 Casting Spells). At the end: the final score.
 */
function ScoreboardImpl({
  v,
  b,
  result,
}: {
  v: RView;
  b: Board;
  result: { winners: number[]; reason: string } | null;
}) {
  const them = seatLabel(v, b.them.seat);
  const headline = result
    ? result.winners.length === 0
      ? 'A draw'
      : result.winners.includes(v.seat)
        ? 'You win'
        : `${seatLabel(v, result.winners[0]!)} wins`
    : null;
  return (
    <header
      className={`mc-score${result ? ' final' : ''}`}
      aria-label="Round and score"
      data-testid="mc-scoreboard"
      role="status"
    >
      <span className="mc-round" data-testid="mc-round">
        {result ? 'Final score' : b.setup ? 'Setup' : `Round ${b.round}`}
        <small> of {b.rounds}</small>
      </span>
      <span className="mc-points" aria-label={`You ${b.me.points}, ${them} ${b.them.points}`}>
        <span className="mc-pts you" data-testid="mc-score-you">
          You <b>{b.me.points}</b>
        </span>
        <span className="mc-vs">:</span>
        <span className="mc-pts them" data-testid="mc-score-them">
          <b>{b.them.points}</b> {them}
        </span>
      </span>
      {headline ? (
        <span className="mc-final" data-testid="mc-final">
          {headline}
        </span>
      ) : (
        <>
          <span className="mc-whose">{v.active === v.seat ? 'Your turn' : `${them}'s turn`}</span>
          <span className="mc-cap" data-testid="mc-cap" title="003: no non-creature spell with a higher mana value">
            MV ≤ {b.cap} this round
          </span>
        </>
      )}
    </header>
  );
}

/** A seat's line: life (no loss at 0 in 003), priority, hand, library, graveyard and exile (whose turn is on the scoreboard). */
function SeatLineImpl({ v, seat, h, over }: { v: RView; seat: number; h: SeatHandlers; over: boolean }) {
  const you = seat === v.seat;
  const exiled = v.exile.filter((id) => v.objs[id]!.owner === seat && !v.objs[id]!.faceDown).length;
  return (
    <div
      className={`mt-seat-head mc-seat-line ${you ? 'you' : 'them'}${v.active === seat ? ' active' : ''}`}
      data-testid={you ? 'mt-seat-you' : 'mt-seat-them'}
    >
      <LifeButton v={v} seat={seat} h={h} />
      {v.priority === seat && !over && <span className="mt-pill priority">Priority</span>}
      <span className="mt-piles">
        <Piles v={v} seat={seat} exiled={exiled} h={h} />
      </span>
    </div>
  );
}

/** Redrawn only when their props change (not when the zoom moves). */
export const Scoreboard = memo(ScoreboardImpl);
export const SeatLine = memo(SeatLineImpl);
