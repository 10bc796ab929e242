import { useState } from 'react';
import { api } from '../../../api/client';
import { ErrorLine } from '../../../components/ErrorLine';
import type { GameSnapshot } from '../types';
import { chooserLine, matchHeadline, type MatchInfo } from './matchWords';
import { SideboardPanel } from './SideboardPanel';
import { ChoiceButton } from '../../../components/ChoiceButton';

/**
 * After a game of a best-of-three match: the score game by game, who won the match when it is over,
 * else sideboarding and the next game's start (the loser of the last game chooses who plays first).
 */
export function MatchPanel({
  snap,
  seatName,
  onMatch,
  onOpenGame,
}: {
  snap: GameSnapshot & { match: MatchInfo };
  seatName(seat: number): string;
  /** The match changed (a swap was made). */
  onMatch(match: MatchInfo): void;
  /** Opens another game of the match (the next one, or the one being played). */
  onOpenGame(snap: GameSnapshot): void;
}) {
  const { match } = snap;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const human = snap.seats[snap.seat]?.kind === 'human';
  const run = async (what: () => Promise<GameSnapshot>) => {
    setBusy(true);
    setError(null);
    try {
      onOpenGame(await what());
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  const start = (playFirst?: boolean) =>
    run(() =>
      api.call('matches.next', {
        gameId: snap.gameId,
        seat: snap.seat,
        ...(playFirst === undefined ? {} : { playFirst }),
      }),
    );
  const latest = match.currentGameId === snap.gameId;
  const next = latest && human ? match.next : null;
  const other = seatName(1 - snap.seat);

  return (
    <section className="match-panel panel" data-testid="match-panel" aria-labelledby="match-headline">
      <h2 id="match-headline" data-testid="match-headline">
        {matchHeadline(match, snap.seat, human, seatName)}
      </h2>
      <ol className="match-games" data-testid="match-games">
        {match.games.map((g) => (
          <li key={g.gameId}>
            Game {g.number}:{' '}
            {g.status === 'in_progress' ? 'being played' : g.winner === null ? 'a draw' : `${seatName(g.winner)} won`}
            {g.gameId === snap.gameId && ' (this game)'}
          </li>
        ))}
      </ol>
      {!latest && (
        <p>
          Game {match.games.length} of this match has started.{' '}
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => run(() => api.call('games.get', { gameId: match.currentGameId, seat: snap.seat }))}
            data-testid="match-go-current"
          >
            Go to game {match.games.length}
          </button>
        </p>
      )}
      {next && match.deck && (
        <SideboardPanel gameId={snap.gameId} seat={snap.seat} game={next.game} deck={match.deck} onChanged={onMatch} />
      )}
      {next && (
        <div className="match-next" data-testid="match-next">
          <p>{chooserLine(match, snap.seat, seatName)}</p>
          <div className="toolbar">
            {startChoices(next.chooser === snap.seat, next.game, other).map((c) => (
              <ChoiceButton
                key={c.testId}
                primary={!c.secondary}
                busy={busy}
                onClick={() => start(c.playFirst)}
                testId={c.testId}
              >
                {c.label}
              </ChoiceButton>
            ))}
          </div>
        </div>
      )}
      <ErrorLine error={error} />
    </section>
  );
}

/**
 * The buttons that start the next game: the chooser plays or draws (Magic's rule: the loser of the
 * last game chooses); the other side only starts the game the bot chose.
 */
function startChoices(
  chooser: boolean,
  game: number,
  other: string,
): { testId: string; label: string; playFirst?: boolean; secondary?: boolean }[] {
  if (!chooser) return [{ testId: 'match-start-next', label: `Start game ${game}` }];
  return [
    { testId: 'match-play-first', label: `Play first in game ${game}`, playFirst: true },
    { testId: 'match-draw-first', label: `Draw first (${other} plays first)`, playFirst: false, secondary: true },
  ];
}
