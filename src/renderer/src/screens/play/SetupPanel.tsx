import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { useBusyCall } from '../../api/useBusyCall';
import { ErrorLine } from '../../components/ErrorLine';
import { DeckChoices, deckInput, useDeckOffer, AUTO_PICK } from './DeckChoices';
import { TableOptionsForm } from './TableOptionsForm';
import { tables } from './tables';
import type { GameSnapshot, StartInput } from './types';
import { seatsOf, useSetupForm, type BotKind, type Strength } from './useSetupForm';

type Variants = Awaited<ReturnType<typeof api.call<'games.variants'>>>;

/** Start a game: the variant, its options, the decks, the bot and its strength, the seed. */
export function SetupPanel({ onStarted }: { onStarted(s: GameSnapshot, input: StartInput): void }) {
  const [variants, setVariants] = useState<Variants | null>(null);
  const [form, dispatch] = useSetupForm();
  const { busy, error, setError, run } = useBusyCall();

  // Variants with deck rules but no table to play them on yet (some play headless only), named on the form (issue 22).
  const [deckOnly, setDeckOnly] = useState<string[]>([]);
  useEffect(() => {
    api.call('games.variants', {}).then((g) => {
      setVariants(g);
      api
        .call('decks.variants', {})
        .then((d) => setDeckOnly(d.filter((v) => !tables[v.id]).map((v) => v.name)), setError);
    }, setError);
    // setError is a state setter: the same function every render, so this still runs once.
  }, [setError]);

  const { variant, options, bot, strength, seed } = form;
  const ui = tables[variant];
  const info = variants?.variants.find((v) => v.id === variant);
  const minSeats = info?.minSeats ?? 2;
  const maxSeats = info?.maxSeats ?? 2;
  const plan = seatsOf(form, ui, { min: minSeats, max: maxSeats });
  const seatTotal = plan.seats.length;
  const decks = useDeckOffer(variant, seatTotal, plan.config);
  const deckRows = decks.offer?.mode === 'per-seat' ? seatTotal : decks.offer?.mode === 'shared' ? 1 : 0;
  const picks = Array.from({ length: deckRows }, (_, i) => form.decks[i] ?? AUTO_PICK);
  // A saved deck the backend does not call legal for this table cannot be started (it would refuse it too).
  const legalIds = new Set(decks.offer?.decks.filter((d) => d.legal).map((d) => d.id) ?? []);
  const blocked = picks.some((p) => p.kind === 'saved' && !legalIds.has(p.deckId));

  const start = () =>
    run(async () => {
      const input: StartInput = {
        variant,
        seats: plan.seats,
        config: plan.config,
        ...(picks.length > 0 ? { decks: deckInput(picks) } : {}),
      };
      const snap = await api.call('games.start', { ...input, ...(seed.trim() ? { seed: seed.trim() } : {}) });
      onStarted(snap, input);
    });

  return (
    <section className="panel play-setup" aria-labelledby="play-setup-title" data-testid="play-setup">
      <h2 id="play-setup-title">New game</h2>
      <ErrorLine error={error} />
      <div className="play-form">
        <label className="play-field">
          Variant
          <select
            value={variant}
            onChange={(e) => dispatch({ type: 'variant', variant: e.target.value })}
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
        {deckOnly.length > 0 && (
          <p className="play-note" data-testid="play-not-yet">
            {deckOnly.join(' and ')} cannot be played yet: {deckOnly.length > 1 ? 'their' : 'its'} decks can be built
            and checked on the Decks screen.
          </p>
        )}
        {maxSeats > minSeats && !ui?.startSeats && (
          <label className="play-field">
            Players (you and {seatTotal - 1} bot{seatTotal > 2 ? 's' : ''})
            <select
              value={seatTotal}
              onChange={(e) => dispatch({ type: 'set', set: { seatCount: Number(e.target.value) } })}
              data-testid="play-seats"
            >
              {Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => minSeats + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {ui?.Options && (
          <ui.Options
            value={options}
            onChange={(o) => dispatch({ type: 'set', set: { options: o } })}
            tableOptions={info?.tableOptions ?? []}
          />
        )}
        {!ui?.Options && (
          <TableOptionsForm
            options={info?.tableOptions ?? []}
            value={options}
            onChange={(o) => dispatch({ type: 'set', set: { options: o } })}
          />
        )}
        <DeckChoices
          offer={decks.offer}
          error={decks.error}
          seatNames={plan.names}
          value={picks}
          onChange={(d) => dispatch({ type: 'set', set: { decks: d } })}
        />
        {!ui?.startSeats && (
          <>
            <label className="play-field">
              Opponent
              <select
                value={bot}
                onChange={(e) => dispatch({ type: 'set', set: { bot: e.target.value as BotKind } })}
                data-testid="play-bot"
              >
                <option value="search">Search bot (plans ahead)</option>
                <option value="greedy">Greedy bot (best move now)</option>
                <option value="random">Random bot (any legal move)</option>
              </select>
            </label>
            <label className="play-field">
              Strength
              <select
                value={strength}
                onChange={(e) => dispatch({ type: 'set', set: { strength: e.target.value as Strength } })}
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
          <input
            value={seed}
            onChange={(e) => dispatch({ type: 'set', set: { seed: e.target.value } })}
            placeholder="random"
            data-testid="play-seed"
          />
        </label>
      </div>
      <button
        type="button"
        className="btn"
        onClick={start}
        disabled={busy || !variants || !ui || blocked || (deckRows > 0 && !decks.offer)}
        data-testid="play-start"
      >
        Start the game
      </button>
    </section>
  );
}
