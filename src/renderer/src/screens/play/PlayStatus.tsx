import { useEffect, useRef } from 'react';
import { ActionButtons, moveFocus, type ActionButtonsProps } from './ActionButtons';
import type { GameSnapshot } from './types';

/** How the end screen names the outcome: "You won — …" from the person's seat, else the winning seats by name. */
export function resultHeadline(snap: GameSnapshot, seatName: (seat: number) => string): string {
  const r = snap.result;
  if (!r) return '';
  if (r.winners.length === 0) return 'Draw';
  if (snap.seats[snap.seat]?.kind === 'human') return r.winners.includes(snap.seat) ? 'You won' : 'You lost';
  return `${r.winners.map(seatName).join(' and ')} won`;
}

/**
 * Keeps the keyboard on the choices: whenever the choices change (a move was played, a bot moved)
 * and focus has fallen to the page or is still in this list, it goes to the first choice (or to the
 * list itself while the others decide). Focus the person put elsewhere (a name field, the table) stays.
 */
function useFocusOnChoices(region: React.RefObject<HTMLDivElement | null>, snap: GameSnapshot, busy: boolean) {
  useEffect(() => {
    const el = region.current;
    if (!el || busy) return;
    const active = document.activeElement;
    const fallen = !active || active === document.body;
    if (!fallen && !el.contains(active)) return;
    if (active instanceof HTMLButtonElement && el.contains(active) && !active.disabled) return;
    const first = el.querySelector<HTMLButtonElement>('button.play-action:not([disabled])');
    (first ?? el).focus();
  }, [region, snap, busy]);
}

/** The right-hand status: whose decision it is, the bot's last move, the choices, or the end screen. */
export function PlayStatus({
  snap,
  botLine,
  seatName,
  onLeave,
  onRematch,
  onReplay,
  choices,
  matchLine,
}: {
  /** The best-of-three match this game is part of, in words ("You won the match 2–1"). */
  matchLine?: string | undefined;
  onRematch?: (() => Promise<void>) | undefined;
  onReplay?: (() => Promise<void>) | undefined;
  snap: GameSnapshot;
  botLine: string | null;
  seatName(seat: number): string;
  onLeave(): void;
  /** The choices' buttons, as ActionButtons takes them (their legal actions are the snapshot's). */
  choices: Omit<ActionButtonsProps, 'legal'>;
}) {
  const region = useRef<HTMLDivElement>(null);
  useFocusOnChoices(region, snap, choices.busy);
  if (snap.result) {
    return (
      <section className="play-result" data-testid="play-result" role="status">
        <h2>
          {resultHeadline(snap, seatName)} — <span className="play-result-reason">{snap.result.reason}</span>
        </h2>
        {matchLine && (
          <p className="play-match-result" data-testid="play-match-result">
            {matchLine}
          </p>
        )}
        <div className="play-result-actions">
          {onRematch && (
            <button type="button" className="btn" onClick={() => void onRematch()} data-testid="play-rematch">
              Rematch
            </button>
          )}
          {onReplay && (
            <button
              type="button"
              className="btn secondary"
              onClick={() => void onReplay()}
              data-testid="play-replay-game"
            >
              Replay
            </button>
          )}
          <button type="button" className="btn secondary" onClick={onLeave} data-testid="play-new">
            New game
          </button>
          <a className="btn secondary" href="#/decks" data-testid="play-to-decks">
            Back to decks
          </a>
        </div>
      </section>
    );
  }
  const mine = snap.legal.length > 0;
  // The seats still deciding other than you (a bot, or several at once in Pub Magic's discard).
  const others = snap.deciders.filter((d) => d !== snap.seat);
  const line = mine
    ? others.length > 0 && snap.botToMove
      ? `Your move (${others.map(seatName).join(', ')} ${others.length === 1 ? 'is' : 'are'} choosing too).`
      : 'Your move.'
    : snap.botToMove
      ? `${others.map(seatName).join(', ') || 'The bot'} ${others.length > 1 ? 'are' : 'is'} thinking…`
      : 'Waiting for the other player…';
  return (
    <section className="play-status" aria-live="polite">
      <div className="play-bot-line" data-testid="play-bot-line">
        <p>{line}</p>
        {/* The bot's last move stays in view, set apart from the choices that are now yours. */}
        {botLine && <p className="play-bot-last">Last bot move: {botLine}</p>}
      </div>
      {/* Arrow keys work from anywhere in the list, the list itself included (focus rests there while others decide). */}
      <div
        className="play-actions"
        data-testid="play-actions"
        ref={region}
        tabIndex={-1}
        aria-label="Your choices"
        onKeyDown={moveFocus}
      >
        <ActionButtons legal={snap.legal} {...choices} />
      </div>
    </section>
  );
}
