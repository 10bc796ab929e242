import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';
import { useCallError } from '../api/useBusyCall';
import { ErrorLine } from '../components/ErrorLine';
import { DeckEditor } from './decks/DeckEditor';
import { FixedTeams } from './decks/FixedTeams';
import { tables } from './play/tables';
import type { DeckSummary, VariantInfo } from './decks/types';

/** Saved decks by variant; create, and open one in the editor. */
export function DecksScreen() {
  const [variants, setVariants] = useState<VariantInfo[]>([]);
  const [variantId, setVariantId] = useState('dice-duel');
  const [decks, setDecks] = useState<DeckSummary[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const { error, setError, attempt } = useCallError();

  // Variants with deck rules and no game to play at a table yet (not among games.variants, or headless
  // only: no table): said where a user looks.
  const [playable, setPlayable] = useState<Set<string> | null>(null);
  useEffect(() => {
    api.call('decks.variants', {}).then(setVariants, setError);
    api
      .call('games.variants', {})
      .then((g) => setPlayable(new Set(g.variants.map((v) => v.id).filter((id) => tables[id]))), setError);
    // setError is a state setter (the same every render): this still runs once.
  }, [setError]);
  const noGameYet = (id: string) => playable !== null && !playable.has(id);
  const refresh = useCallback(() => {
    api.call('decks.list', { variant: variantId }).then(setDecks, setError);
  }, [variantId, setError]);
  useEffect(refresh, [refresh]);

  const variant = variants.find((v) => v.id === variantId);
  const create = async () => {
    try {
      const d = await api.call('decks.create', {
        name: newName.trim() || `${variant?.name ?? 'New'} deck`,
        variant: variantId,
      });
      setNewName('');
      refresh();
      setOpenId(d.id);
    } catch (err) {
      setError(err);
    }
  };

  /** An empty list's shortcut: build the strongest legal deck from the collection and save it at once. */
  const autoBuildNew = async () => {
    await attempt(async () => {
      const built = await api.call('decks.build', { variant: variantId });
      if (!built.ok) {
        setError(`No ${variant?.name ?? ''} deck could be built: ${built.reasons.join('; ')}`);
        return;
      }
      const d = await api.call('decks.create', {
        name: `${variant?.name ?? 'New'} auto-build`,
        variant: variantId,
        notes: built.explanation?.summary ?? '',
        main: built.main.map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity })),
        sideboard: built.sideboard.map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity })),
      });
      refresh();
      setOpenId(d.id);
    });
  };

  return (
    <section className="decks-screen">
      <h1>Decks</h1>
      <div className="toolbar">
        <label>
          Variant{' '}
          <select
            value={variantId}
            onChange={(e) => {
              setVariantId(e.target.value);
              setOpenId(null);
            }}
            data-testid="variant-select"
          >
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
                {noGameYet(v.id) ? ' (decks only, no table yet)' : ''}
              </option>
            ))}
          </select>
        </label>
        {variant && <span className="muted deck-rules-line">{variant.summary.join(' · ')}</span>}
      </div>
      <ErrorLine error={error} />
      {noGameYet(variantId) && (
        <p className="info-line" data-testid="no-game-yet">
          {variant?.name ?? 'This variant'} cannot be played yet: its decks can be built and checked here, and the Play
          screen will offer them once its table exists.
        </p>
      )}
      {variant?.kind === 'fixed' ? (
        <FixedTeams variant={variant} />
      ) : (
        <div className="decks-layout">
          <aside className="deck-list panel" aria-label="Saved decks">
            <h2>{variant?.name ?? ''} decks</h2>
            <ul data-testid="deck-list">
              {decks.map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    className={d.id === openId ? 'deck-list-item active' : 'deck-list-item'}
                    onClick={() => setOpenId(d.id)}
                    aria-current={d.id === openId ? 'true' : undefined}
                  >
                    <span className="deck-list-name">{d.name}</span>
                    <span className={d.legal ? 'deck-badge ok' : 'deck-badge bad'}>
                      {d.legal ? 'legal' : 'not legal'}
                    </span>
                    <span className="muted">{d.cards} cards</span>
                  </button>
                </li>
              ))}
              {decks.length === 0 && (
                <li className="muted">
                  No decks for this variant yet.{' '}
                  <button type="button" className="btn" onClick={autoBuildNew} data-testid="auto-build-new">
                    Auto-build one
                  </button>
                </li>
              )}
            </ul>
            <form
              className="deck-new"
              onSubmit={(e) => {
                e.preventDefault();
                void create();
              }}
            >
              <label>
                <span className="visually-hidden">New deck name</span>
                <input
                  value={newName}
                  onChange={(e) => setNewName(e.target.value)}
                  placeholder="New deck name"
                  data-testid="new-deck-name"
                />
              </label>
              <button type="submit" className="btn" data-testid="new-deck">
                New deck
              </button>
            </form>
          </aside>
          {variant && openId !== null ? (
            <DeckEditor
              key={openId}
              deckId={openId}
              variant={variant}
              onChanged={refresh}
              onOpen={setOpenId}
              onDeleted={() => {
                setOpenId(null);
                refresh();
              }}
            />
          ) : (
            <p className="muted">Open a deck or make a new one.</p>
          )}
        </div>
      )}
    </section>
  );
}
