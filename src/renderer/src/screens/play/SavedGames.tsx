import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import { ErrorLine } from '../../components/ErrorLine';
import type { GameSnapshot } from './types';

type Listed = Awaited<ReturnType<typeof api.call<'games.list'>>>;
type Saved = Listed['games'];

/** "You won — …", "You lost — …", "Draw — …", or "In progress", from the person's seat. */
function outcome(g: Saved[number]): string {
  if (g.status !== 'finished' || !g.result) return 'In progress';
  const human = g.seats.findIndex((x) => x.kind === 'human');
  const head =
    g.result.winners.length === 0
      ? 'Draw'
      : human < 0
        ? `Seat ${g.result.winners.map((w) => w + 1).join(' and ')} won`
        : g.result.winners.includes(human)
          ? 'You won'
          : 'You lost';
  return `${head} — ${g.result.reason}`;
}

/** What deleting a saved game loses, asked before it is gone: a match's game takes its result out of the score. */
function deleteQuestion(g: Pick<Saved[number], 'name' | 'match'>): string {
  const match = g.match
    ? ` It is game ${g.match.game} of a best-of-three match: its result will no longer count in the match's score.`
    : '';
  return `Delete the saved game "${g.name}"? It cannot be undone.${match}`;
}

/** Saved games: resume one in progress, replay a finished one step by step, or delete. */
export function SavedGames({ onOpen }: { onOpen(s: GameSnapshot & { totalSteps?: number }, replay: boolean): void }) {
  const [games, setGames] = useState<Saved | null>(null);
  const [unreadable, setUnreadable] = useState<Listed['unreadable']>([]);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    api.call('games.list', { withMoves: true }).then((r) => {
      setGames(r.games);
      setUnreadable(r.unreadable);
    }, setError);
  }, []);
  useEffect(load, [load]);

  const resume = async (id: number) => {
    try {
      onOpen(await api.call('games.get', { gameId: id }), false);
    } catch (err) {
      setError(err);
    }
  };
  const replay = async (id: number) => {
    try {
      onOpen(await api.call('games.replay', { gameId: id, step: 0 }), true);
    } catch (err) {
      setError(err);
    }
  };
  const remove = async (g: Saved[number]) => {
    if (!window.confirm(deleteQuestion(g))) return;
    try {
      await api.call('games.delete', { gameId: g.gameId });
      load();
    } catch (err) {
      setError(err);
    }
  };

  return (
    <section className="panel play-saved" aria-labelledby="play-saved-title" data-testid="play-saved-games">
      <h2 id="play-saved-title">Saved games</h2>
      <ErrorLine error={error} />
      {unreadable.length > 0 && (
        <p className="error-line" role="status">
          {unreadable.length === 1 ? 'One saved game' : `${unreadable.length} saved games`} could not be read (
          {unreadable.map((u) => `game ${u.gameId}`).join(', ')}): the others are listed.
        </p>
      )}
      {games && games.length === 0 && <p>No saved games yet: every game is saved from its first move.</p>}
      {games && games.length > 0 && (
        <table className="grid">
          <thead>
            <tr>
              <th>Name</th>
              <th>Outcome</th>
              <th>Moves</th>
              <th>Last played</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.gameId} data-testid="saved-game" data-status={g.status}>
                <td>{g.name}</td>
                <td data-testid="saved-outcome">{outcome(g)}</td>
                <td>{g.steps}</td>
                <td>{g.updatedAt.slice(0, 16).replace('T', ' ')}</td>
                <td className="play-saved-actions">
                  {g.match?.open && (
                    <button
                      type="button"
                      className="btn"
                      onClick={() => resume(g.gameId)}
                      data-testid="saved-continue-match"
                      title="Sideboard and start the match's next game"
                    >
                      Continue match
                    </button>
                  )}
                  {g.status === 'in_progress' ? (
                    <button type="button" className="btn" onClick={() => resume(g.gameId)} data-testid="saved-resume">
                      Resume
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn secondary"
                    onClick={() => replay(g.gameId)}
                    data-testid="saved-replay"
                  >
                    Replay
                  </button>
                  <button
                    type="button"
                    className="btn secondary"
                    onClick={() => remove(g)}
                    data-testid="saved-delete"
                    aria-label={`Delete ${g.name}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
