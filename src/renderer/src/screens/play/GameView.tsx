import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import { ErrorLine } from '../../components/ErrorLine';
import { InfoLine } from '../../components/InfoLine';
import { DiceTray } from './DiceTray';
import { GameLog } from './GameLog';
import { MatchPanel } from './match/MatchPanel';
import { matchHeadline } from './match/matchWords';
import { PlayStatus } from './PlayStatus';
import { tables } from './tables';
import type { GameSnapshot } from './types';

export type BotSpeed = 'slow' | 'normal' | 'instant';
const DELAY: Record<BotSpeed, number> = { slow: 900, normal: 350, instant: 0 };

/** A game in play (or a replay): the variant's table, the action buttons, what the bot does, the log. */
export function GameView({
  initial,
  replay,
  onLeave,
  onRematch,
  onReplay,
  onOpenGame,
}: {
  initial: GameSnapshot & { totalSteps?: number };
  replay: boolean;
  onLeave(): void;
  /** Starts the same table again with a new seed (offered on the end screen when the game was started here). */
  onRematch?: (() => Promise<void>) | undefined;
  /** Opens this game's replay from its first step (the game-over panel's "Replay"). */
  onReplay?: ((gameId: number, seat: number) => Promise<void>) | undefined;
  /** Opens another game at this table (a match's next game). */
  onOpenGame?: ((snap: GameSnapshot) => void) | undefined;
}) {
  const [snap, setSnap] = useState<GameSnapshot & { totalSteps?: number }>(initial);
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [botLine, setBotLine] = useState<string | null>(null);
  const [speed, setSpeed] = useState<BotSpeed>('normal');
  const [saveName, setSaveName] = useState(initial.name);
  const [saved, setSaved] = useState<string | null>(null);
  const ui = tables[snap.variant];

  // Bots think in the backend, one decision per call, so the window stays responsive and we can show each move.
  useEffect(() => {
    if (replay || !snap.botToMove || snap.status === 'finished') return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      setBusy(true);
      try {
        const r = await api.call('games.bot', { gameId: snap.gameId, seat: snap.seat });
        if (cancelled) return;
        setBotLine(r.botAction);
        setSnap(r);
      } catch (err) {
        if (!cancelled) setError(err);
      } finally {
        if (!cancelled) setBusy(false);
      }
    }, DELAY[speed]);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [snap, replay, speed]);

  const act = useCallback(
    async (index: number) => {
      setBusy(true);
      setError(null);
      setSelected(null);
      try {
        setSnap(await api.call('games.act', { gameId: snap.gameId, seat: snap.seat, index, step: snap.step }));
      } catch (err) {
        setError(err);
      } finally {
        setBusy(false);
      }
    },
    [snap],
  );

  const goTo = async (step: number) => {
    setBusy(true);
    try {
      setSnap(await api.call('games.replay', { gameId: snap.gameId, step, seat: snap.seat }));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    try {
      const r = await api.call('games.save', { gameId: snap.gameId, name: saveName.trim() || snap.name });
      setSaved(`Saved as “${r.name}” after ${r.steps} moves. Resume it from Play → Saved games.`);
    } catch (err) {
      setError(err);
    }
  };

  if (!ui) return <ErrorLine error={`This app has no table for the variant "${snap.variant}".`} />;
  const Table = ui.Table;
  const labelOf = ui.labelOf;
  const seatName = (seat: number) =>
    ui.seatLabel?.(snap, seat) ?? (snap.seats[seat]?.kind === 'human' ? 'You' : `Seat ${seat + 1}`);
  const total = snap.totalSteps ?? snap.step;
  const human = snap.seats[snap.seat]?.kind === 'human';
  const matchLine = snap.match ? matchHeadline(snap.match, snap.seat, human, seatName) : undefined;
  return (
    <div className="play-game" data-testid="play-game" data-status={snap.status} data-step={snap.step}>
      <div className="play-top toolbar">
        <strong className="play-title" data-testid="play-title" title={snap.name}>
          {snap.name}
        </strong>
        <span className="play-seed" title="The seed: the same seed and moves give the same game">
          seed <code>{snap.seed}</code>
        </span>
        {!replay && (
          <>
            <label>
              Bot speed{' '}
              <select value={speed} onChange={(e) => setSpeed(e.target.value as BotSpeed)} data-testid="play-bot-speed">
                <option value="slow">Slow</option>
                <option value="normal">Normal</option>
                <option value="instant">Instant</option>
              </select>
            </label>
            <input
              aria-label="Name for this game"
              value={saveName}
              onChange={(e) => setSaveName(e.target.value)}
              data-testid="play-save-name"
            />
            <button type="button" className="btn secondary" onClick={save} data-testid="play-save">
              Save
            </button>
          </>
        )}
        <button type="button" className="btn secondary" onClick={onLeave} data-testid="play-leave">
          {replay ? 'Close replay' : 'Leave table'}
        </button>
      </div>
      {snap.tableOptions.length > 0 && (
        <p
          className="play-options"
          data-testid="play-options"
          title={snap.tableOptions.map((o) => `${o.label}: ${o.value}`).join('\n')}
        >
          House rules:{' '}
          {snap.tableOptions.some((o) => !o.isDefault)
            ? snap.tableOptions
                .filter((o) => !o.isDefault)
                .map((o) => `${o.label}: ${o.value}`)
                .join(' · ')
            : 'all as written (the defaults)'}
        </p>
      )}
      {matchLine && !snap.result && (
        <p className="play-match" data-testid="play-match">
          {matchLine}
        </p>
      )}
      <InfoLine text={saved} testId="play-saved" />
      <ErrorLine error={error} />
      {replay && (
        <div className="play-replay toolbar" data-testid="play-replay">
          <button type="button" className="btn secondary" disabled={busy || snap.step <= 0} onClick={() => goTo(0)}>
            « Start
          </button>
          <button
            type="button"
            className="btn secondary"
            disabled={busy || snap.step <= 0}
            onClick={() => goTo(snap.step - 1)}
            data-testid="replay-prev"
          >
            ◀ Back
          </button>
          <input
            type="range"
            min={0}
            max={total}
            value={snap.step}
            onChange={(e) => goTo(Number(e.target.value))}
            aria-label="Replay position"
            data-testid="replay-slider"
          />
          <button
            type="button"
            className="btn secondary"
            disabled={busy || snap.step >= total}
            onClick={() => goTo(snap.step + 1)}
            data-testid="replay-next"
          >
            Next ▶
          </button>
          <button
            type="button"
            className="btn secondary"
            disabled={busy || snap.step >= total}
            onClick={() => goTo(total)}
          >
            End »
          </button>
          <span data-testid="replay-step">
            Move {snap.step} of {total}
          </span>
        </div>
      )}
      <div className="play-layout">
        <div className="play-board">
          {!replay && snap.match && snap.result && onOpenGame && (
            <MatchPanel
              snap={{ ...snap, match: snap.match }}
              seatName={seatName}
              onMatch={(match) => setSnap((s) => ({ ...s, match }))}
              onOpenGame={onOpenGame}
            />
          )}
          <Table snapshot={snap} selected={selected} onSelect={setSelected} onAct={act} busy={busy || replay} />
        </div>
        <aside className="play-side">
          {!(replay && !snap.result) && (
            <PlayStatus
              snap={snap}
              botLine={botLine}
              seatName={seatName}
              onLeave={onLeave}
              onRematch={onRematch ? () => onRematch().catch(setError) : undefined}
              onReplay={onReplay ? () => onReplay(snap.gameId, snap.seat).catch(setError) : undefined}
              matchLine={matchLine}
              choices={{
                onAct: act,
                busy,
                subjectOf: ui.subjectOf,
                selected,
                onClearSelection: () => setSelected(null),
                labelOf: labelOf ? (a) => labelOf(snap, a) : undefined,
              }}
            />
          )}
          <DiceTray log={snap.log} />
          <GameLog
            log={snap.log}
            you={ui.secondPersonLog && snap.seats[snap.seat]?.kind === 'human' ? `Seat ${snap.seat + 1}` : undefined}
          />
        </aside>
      </div>
    </div>
  );
}
