import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/client';
import { EffectVerdictMark } from '../../components/EffectVerdict';
import { ErrorLine } from '../../components/ErrorLine';
import { CardSearch } from './CardSearch';
import { DeckStats } from './DeckStats';
import { LegalityPanel } from './LegalityPanel';
import { mainType, TYPE_ORDER, type DeckCard, type EditorEntry, type Legality, type VariantInfo } from './types';
import { ManaText } from '../../components/ManaText';

interface Props {
  deckId: number;
  variant: VariantInfo;
  onChanged: () => void;
  onDeleted: () => void;
  onOpen: (id: number) => void;
}

const toInput = (entries: EditorEntry[], board: 'main' | 'side') =>
  entries.filter((e) => e.board === board).map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity }));

/** One deck: its cards, stats, live legality, auto-build, save, rename, duplicate, delete, export. */
export function DeckEditor({ deckId, variant, onChanged, onDeleted, onOpen }: Props) {
  const [name, setName] = useState('');
  const [savedName, setSavedName] = useState('');
  const [players, setPlayers] = useState(variant.players.min);
  const [entries, setEntries] = useState<EditorEntry[]>([]);
  const [dirty, setDirty] = useState(false);
  const [legality, setLegality] = useState<Legality | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [info, setInfo] = useState('');
  const [explanation, setExplanation] = useState('');
  const [reasons, setReasons] = useState<string[]>([]);
  const [colors, setColors] = useState('');
  const [seed, setSeed] = useState('');
  const [onlyFree, setOnlyFree] = useState(false);
  const [byTheBook, setByTheBook] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stale = false;
    api.call('decks.get', { id: deckId }).then(
      (d) => {
        if (stale) return;
        setName(d.name);
        setSavedName(d.name);
        setPlayers(d.players);
        setEntries([
          ...d.main.map((e) => ({ ...e, board: 'main' as const })),
          ...d.sideboard.map((e) => ({ ...e, board: 'side' as const })),
        ]);
        setLegality(d.legality);
        setExplanation(d.notes);
        setDirty(false);
        setError(null);
      },
      (err: unknown) => !stale && setError(err),
    );
    return () => {
      stale = true;
    };
  }, [deckId]);

  // Live legality: re-check whenever the cards or the table size change.
  useEffect(() => {
    if (!dirty) return;
    let stale = false;
    const t = setTimeout(() => {
      api
        .call('decks.check', {
          variant: variant.id,
          players,
          main: toInput(entries, 'main'),
          sideboard: toInput(entries, 'side'),
        })
        .then((r) => !stale && setLegality(r.legality))
        .catch((err: unknown) => !stale && setError(err))
        .finally(() => !stale && setChecking(false));
    }, 150);
    return () => {
      stale = true;
      clearTimeout(t);
    };
  }, [entries, players, dirty, variant.id]);

  const change = (next: EditorEntry[]) => {
    setEntries(next);
    setDirty(true);
    setChecking(true);
    setInfo('');
  };
  const bump = (oracleId: string, board: 'main' | 'side', delta: number) =>
    change(
      entries
        .map((e) => (e.card.oracleId === oracleId && e.board === board ? { ...e, quantity: e.quantity + delta } : e))
        .filter((e) => e.quantity > 0),
    );
  const add = (card: DeckCard, owned: number) => {
    const hit = entries.find((e) => e.card.oracleId === card.oracleId && e.board === 'main');
    if (hit) bump(card.oracleId, 'main', 1);
    else change([...entries, { card, quantity: 1, owned, board: 'main' }]);
  };

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await what();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const autoBuild = () =>
    run(async () => {
      const r = await api.call('decks.build', {
        variant: variant.id,
        deckId,
        players,
        colors: colors ? (colors.split('') as ('W' | 'U' | 'B' | 'R' | 'G')[]) : 'auto',
        ...(seed.trim() ? { seed: Number(seed) } : {}),
        onlyFree,
        method: byTheBook ? 'by-the-book' : 'best',
      });
      if (!r.ok) {
        setReasons(r.reasons);
        setInfo('');
        return;
      }
      setReasons([]);
      setEntries([
        ...r.main.map((e) => ({ ...e, board: 'main' as const })),
        ...r.sideboard.map((e) => ({ ...e, board: 'side' as const })),
      ]);
      setLegality(r.legality);
      setExplanation(r.explanation?.summary ?? '');
      setDirty(true);
      setInfo('Built. Save to keep it.');
    });

  const save = () =>
    run(async () => {
      const d = await api.call('decks.save', {
        id: deckId,
        name: name.trim() || savedName,
        players,
        notes: explanation,
        main: toInput(entries, 'main'),
        sideboard: toInput(entries, 'side'),
      });
      setSavedName(d.name);
      setLegality(d.legality);
      setDirty(false);
      setInfo(`Saved ${d.cards} cards.`);
      onChanged();
    });

  const rename = () =>
    run(async () => {
      const d = await api.call('decks.rename', { id: deckId, name: name.trim() });
      setSavedName(d.name);
      setInfo('Renamed.');
      onChanged();
    });

  const duplicate = () =>
    run(async () => {
      const d = await api.call('decks.duplicate', { id: deckId });
      onChanged();
      onOpen(d.id);
    });

  const remove = () =>
    run(async () => {
      if (!window.confirm(`Delete the deck "${savedName}"?`)) return;
      await api.call('decks.delete', { id: deckId });
      onDeleted();
    });

  const exportText = () =>
    run(async () => {
      const r = await api.call('files.export', { what: { deckId }, format: 'text' });
      const url = URL.createObjectURL(new Blob([r.text], { type: 'text/plain' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = r.fileName;
      a.click();
      URL.revokeObjectURL(url);
      setInfo(`Exported ${r.lines} lines to ${r.fileName}.`);
    });

  const groups = useMemo(() => {
    const out = new Map<string, EditorEntry[]>();
    for (const e of entries) {
      const key = e.board === 'side' ? 'Sideboard' : mainType(e.card.typeLine);
      out.set(key, [...(out.get(key) ?? []), e]);
    }
    for (const list of out.values())
      list.sort((a, b) => a.card.manaValue - b.card.manaValue || a.card.name.localeCompare(b.card.name));
    return [...TYPE_ORDER, 'Other', 'Sideboard'].filter((k) => out.has(k)).map((k) => [k, out.get(k)!] as const);
  }, [entries]);
  const mainCount = entries.filter((e) => e.board === 'main').reduce((n, e) => n + e.quantity, 0);
  const flagged = new Set(legality?.violations.flatMap((v) => v.cards) ?? []);

  return (
    <div className="deck-editor" data-testid="deck-editor">
      <div className="deck-editor-head">
        <label className="deck-name">
          <span className="visually-hidden">Deck name</span>
          <input value={name} onChange={(e) => setName(e.target.value)} data-testid="deck-name" />
        </label>
        <button
          type="button"
          className="btn secondary"
          onClick={rename}
          disabled={busy || !name.trim() || name.trim() === savedName}
        >
          Rename
        </button>
        <button type="button" className="btn secondary" onClick={duplicate} disabled={busy}>
          Duplicate
        </button>
        <button
          type="button"
          className="btn secondary"
          onClick={exportText}
          disabled={busy || dirty}
          title={dirty ? 'Save first' : 'Export as a text deck list'}
        >
          Export
        </button>
        <button type="button" className="btn danger" onClick={remove} disabled={busy}>
          Delete
        </button>
        <span className="spacer" />
        <span className="deck-count" data-testid="deck-count">
          {mainCount} cards
        </span>
        <button type="button" className="btn" onClick={save} disabled={busy || !dirty} data-testid="save-deck">
          {dirty ? 'Save' : 'Saved'}
        </button>
      </div>

      <section className="deck-build panel" aria-label="Auto-build">
        <div className="toolbar">
          <button type="button" className="btn" onClick={autoBuild} disabled={busy} data-testid="auto-build">
            {busy ? 'Working…' : 'Auto-build from my collection'}
          </button>
          {variant.usesColors && (
            <label>
              Colours{' '}
              <input
                value={colors}
                onChange={(e) => setColors(e.target.value.toUpperCase().replace(/[^WUBRG]/g, ''))}
                placeholder="auto (e.g. RG)"
                size={10}
              />
            </label>
          )}
          <label>
            Seed{' '}
            <input
              value={seed}
              onChange={(e) => setSeed(e.target.value.replace(/\D/g, ''))}
              placeholder="best"
              size={6}
            />
          </label>
          {variant.kind === 'shared-pile' && (
            <label>
              Players{' '}
              <input
                type="number"
                min={variant.players.min}
                max={variant.players.max}
                value={players}
                onChange={(e) => {
                  setPlayers(Number(e.target.value));
                  setDirty(true);
                }}
              />
            </label>
          )}
          <label>
            <input type="checkbox" checked={onlyFree} onChange={(e) => setOnlyFree(e.target.checked)} /> Only cards not
            in another deck
          </label>
          {variant.id === 'dice-duel' && (
            <label>
              <input type="checkbox" checked={byTheBook} onChange={(e) => setByTheBook(e.target.checked)} /> By the book
              (000 Preparation)
            </label>
          )}
        </div>
        {reasons.length > 0 && (
          <div className="build-reasons" role="alert" data-testid="build-reasons">
            <strong>No legal deck can be built from your collection:</strong>
            <ul>
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        )}
        {explanation && (
          <p className="deck-explanation" data-testid="deck-explanation">
            {explanation}
          </p>
        )}
      </section>
      <ErrorLine error={error} />
      {info && <p className="info-line">{info}</p>}

      <div className="deck-editor-body">
        <section className="deck-cards panel" aria-label="Cards in the deck">
          {groups.length === 0 && <p className="muted">No cards yet: auto-build, or add cards from your collection.</p>}
          {groups.map(([group, list]) => (
            <div key={group} className="deck-group">
              <h3>
                {group} <span className="muted">({list.reduce((n, e) => n + e.quantity, 0)})</span>
              </h3>
              <ul>
                {list.map((e) => (
                  <li
                    key={`${e.board}-${e.card.oracleId}`}
                    className={flagged.has(e.card.name) ? 'flagged' : undefined}
                    data-testid={`deck-card-${e.card.name}`}
                  >
                    <button
                      type="button"
                      className="qty-btn"
                      onClick={() => bump(e.card.oracleId, e.board, -1)}
                      aria-label={`One fewer ${e.card.name}`}
                    >
                      −
                    </button>
                    <span className="qty">{e.quantity}</span>
                    <button
                      type="button"
                      className="qty-btn"
                      onClick={() => bump(e.card.oracleId, e.board, 1)}
                      aria-label={`One more ${e.card.name}`}
                      data-testid={`more-${e.card.name}`}
                    >
                      +
                    </button>
                    <span className="deck-card-name">
                      {e.card.name}
                      <EffectVerdictMark card={e.card} />
                    </span>
                    <ManaText text={e.card.manaCost} className="deck-card-cost" />
                    <span className="muted deck-card-own" title="Copies you own">
                      own {e.owned}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <div className="deck-side">
          <LegalityPanel legality={legality} checking={checking} />
          <div className="panel">
            <DeckStats entries={entries} />
          </div>
          <CardSearch onAdd={add} />
        </div>
      </div>
    </div>
  );
}
