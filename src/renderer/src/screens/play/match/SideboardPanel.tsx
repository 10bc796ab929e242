import { useState } from 'react';
import { api } from '../../../api/client';
import { ErrorLine } from '../../../components/ErrorLine';
import type { MatchInfo } from './matchWords';
import { namesLine, NO_SWAP, pick, picked, sizesAfter, unpick, type PendingSwap } from './sideboardState';

type MatchDeck = NonNullable<MatchInfo['deck']>;

/** The two boards: picks on your deck go out of it, picks on the sideboard come in. */
const BOARDS: Record<
  keyof PendingSwap,
  { pile: 'main' | 'side'; title: string; verb: string; mark: string; testId: string }
> = {
  out: { pile: 'main', title: 'Your deck', verb: 'Take out', mark: 'out', testId: 'match-deck' },
  into: { pile: 'side', title: 'Sideboard', verb: 'Bring in', mark: 'in', testId: 'match-side' },
};

/** One board's cards, each with a button to pick a copy to move and one to put it back. */
function Board({
  board,
  deck,
  swap,
  change,
}: {
  board: keyof PendingSwap;
  deck: MatchDeck;
  swap: PendingSwap;
  change(f: (s: PendingSwap) => PendingSwap): void;
}) {
  const { pile, verb, mark, testId } = BOARDS[board];
  const title = `${BOARDS[board].title} (${deck[`${pile}Count`]})`;
  const cards = deck[pile];
  const chosen = swap[board];
  const onPick = (name: string, copies: number) => change((s) => pick(s, board, name, copies));
  const onUnpick = (name: string) => change((s) => unpick(s, board, name));
  return (
    <section className="match-board" aria-label={title} data-testid={testId}>
      <h4>{title}</h4>
      {cards.length === 0 ? (
        <p className="muted">Empty.</p>
      ) : (
        <ul>
          {cards.map(({ name, count }) => {
            const n = picked(chosen, name);
            return (
              <li key={name} className={n > 0 ? 'match-card picked' : 'match-card'}>
                <span className="match-card-name">
                  {count}× {name}
                  {n > 0 && (
                    <strong className="match-card-picked">
                      {' '}
                      ({n} {mark})
                    </strong>
                  )}
                </span>
                <button
                  type="button"
                  className="btn secondary"
                  disabled={n >= count}
                  onClick={() => onPick(name, count)}
                  aria-label={`${verb} one ${name}`}
                >
                  {verb}
                </button>
                {n > 0 && (
                  <button
                    type="button"
                    className="btn secondary"
                    onClick={() => onUnpick(name)}
                    aria-label={`Undo: ${verb.toLowerCase()} one ${name} fewer`}
                  >
                    Undo
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Sideboarding between the games of a match: pick cards to take out of your deck and cards to bring
 * in from your sideboard, then swap. The backend checks the swap (deck 60 or more, sideboard 15 or
 * fewer) and says what is wrong; nothing changes until it accepts.
 */
export function SideboardPanel({
  gameId,
  seat,
  game,
  deck,
  onChanged,
}: {
  gameId: number;
  seat: number;
  /** The number of the game the swap is for. */
  game: number;
  deck: MatchDeck;
  onChanged(match: MatchInfo): void;
}) {
  const [swap, setSwap] = useState<PendingSwap>(NO_SWAP);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const after = sizesAfter(deck.mainCount, deck.sideCount, swap);
  // A new pick makes the last refusal stale: it is cleared with the change.
  const change = (f: (s: PendingSwap) => PendingSwap) => {
    setError(null);
    setDone('');
    setSwap(f);
  };
  const empty = swap.out.length === 0 && swap.into.length === 0;

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const match = await api.call('matches.sideboard', { gameId, seat, out: swap.out, into: swap.into });
      setDone(
        [
          swap.out.length ? `took out ${namesLine(swap.out)}` : '',
          swap.into.length ? `brought in ${namesLine(swap.into)}` : '',
        ]
          .filter(Boolean)
          .join(' and '),
      );
      setSwap(NO_SWAP);
      onChanged(match);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="match-sideboard" data-testid="match-sideboard" aria-labelledby="match-sideboard-title">
      <h3 id="match-sideboard-title">Sideboarding for game {game}</h3>
      <p className="muted">
        Pick cards to take out of your deck and cards to bring in from your sideboard, then swap. Your deck keeps 60
        cards or more, your sideboard 15 or fewer. The bot keeps its deck.
      </p>
      <div className="match-boards">
        {(['out', 'into'] as const).map((board) => (
          <Board key={board} board={board} deck={deck} swap={swap} change={change} />
        ))}
      </div>
      <div className="match-swap" aria-live="polite" data-testid="match-swap">
        {empty ? (
          <p>{done ? `Done: you ${done}.` : 'No cards picked.'}</p>
        ) : (
          <p>
            {swap.out.length > 0 && <>Out: {namesLine(swap.out)}. </>}
            {swap.into.length > 0 && <>In: {namesLine(swap.into)}. </>}
            After the swap: deck {after.main}, sideboard {after.side}.
          </p>
        )}
        <div className="toolbar">
          <button type="button" className="btn" onClick={apply} disabled={busy || empty} data-testid="match-swap-apply">
            Swap
          </button>
          <button
            type="button"
            className="btn secondary"
            onClick={() => change(() => NO_SWAP)}
            disabled={busy || empty}
          >
            Clear
          </button>
        </div>
      </div>
      <ErrorLine error={error} />
    </section>
  );
}
