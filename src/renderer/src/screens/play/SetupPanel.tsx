import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { ErrorLine } from '../../components/ErrorLine';
import { TableOptionsForm } from './TableOptionsForm';
import { tables } from './tables';
import type { GameSnapshot } from './types';

type Variants = Awaited<ReturnType<typeof api.call<'games.variants'>>>;

/** Start a game: the variant, its options, the bot and its strength, the seed. */
export function SetupPanel({ onStarted }: { onStarted(s: GameSnapshot): void }) {
  const [variants, setVariants] = useState<Variants | null>(null);
  const [variant, setVariant] = useState('magic-54');
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [bot, setBot] = useState<'random' | 'greedy' | 'search'>('search');
  const [strength, setStrength] = useState<'easy' | 'normal' | 'hard'>('normal');
  const [seed, setSeed] = useState('');
  const [seatCount, setSeatCount] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.call('games.variants', {}).then(setVariants, setError);
  }, []);

  const ui = tables[variant];
  const info = variants?.variants.find((v) => v.id === variant);
  const minSeats = info?.minSeats ?? 2;
  const maxSeats = info?.maxSeats ?? 2;
  const seatTotal = Math.min(maxSeats, Math.max(minSeats, seatCount ?? minSeats));
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const seats = Array.from({ length: seatTotal }, (_, i) =>
        i === 0 ? ({ kind: 'human' } as const) : ({ kind: 'bot', bot, strength } as const),
      );
      // A variant may choose its own seats on its options form (Pub Magic: 2–8 seats, bots and you).
      const own = ui?.startSeats?.(options);
      const snap = await api.call('games.start', {
        variant,
        seats: own?.seats ?? seats,
        config: own?.config ?? options,
        ...(seed.trim() ? { seed: seed.trim() } : {}),
      });
      onStarted(snap);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel play-setup" aria-labelledby="play-setup-title" data-testid="play-setup">
      <h2 id="play-setup-title">New game</h2>
      <ErrorLine error={error} />
      <div className="play-form">
        <label className="play-field">
          Variant
          <select
            value={variant}
            onChange={(e) => {
              setVariant(e.target.value);
              setOptions({});
              setSeatCount(null);
            }}
            data-testid="play-variant"
          >
            {(variants?.variants ?? []).map((v) => (
              <option key={v.id} value={v.id} disabled={!tables[v.id]}>
                {v.name}
                {tables[v.id] ? '' : ' (no table yet)'}
              </option>
            ))}
          </select>
        </label>
        {maxSeats > minSeats && !ui?.startSeats && (
          <label className="play-field">
            Players (you and {seatTotal - 1} bot{seatTotal > 2 ? 's' : ''})
            <select value={seatTotal} onChange={(e) => setSeatCount(Number(e.target.value))} data-testid="play-seats">
              {Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => minSeats + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {ui?.Options && <ui.Options value={options} onChange={setOptions} tableOptions={info?.tableOptions ?? []} />}
        {!ui?.Options && <TableOptionsForm options={info?.tableOptions ?? []} value={options} onChange={setOptions} />}
        {!ui?.startSeats && (
          <>
            <label className="play-field">
              Opponent
              <select value={bot} onChange={(e) => setBot(e.target.value as typeof bot)} data-testid="play-bot">
                <option value="search">Search bot (plans ahead)</option>
                <option value="greedy">Greedy bot (best move now)</option>
                <option value="random">Random bot (any legal move)</option>
              </select>
            </label>
            <label className="play-field">
              Strength
              <select
                value={strength}
                onChange={(e) => setStrength(e.target.value as typeof strength)}
                disabled={bot !== 'search'}
                data-testid="play-strength"
              >
                <option value="easy">Easy (quick)</option>
                <option value="normal">Normal (about 1 s a move at most)</option>
                <option value="hard">Hard (slower)</option>
              </select>
            </label>
          </>
        )}
        <label className="play-field">
          Seed
          <input value={seed} onChange={(e) => setSeed(e.target.value)} placeholder="random" data-testid="play-seed" />
        </label>
      </div>
      <button
        type="button"
        className="btn"
        onClick={start}
        disabled={busy || !variants || !ui}
        data-testid="play-start"
      >
        Start the game
      </button>
    </section>
  );
}
