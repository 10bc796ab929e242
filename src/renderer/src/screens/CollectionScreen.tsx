import { useCallback, useEffect, useState } from 'react';
import type { CollectionEntryDto, CollectionFilterDto } from '../../../contract/cards';
import { api } from '../api/client';
import { ErrorLine } from '../components/ErrorLine';
import { ManaText } from '../components/ManaText';
import { CardDetail } from './collection/CardDetail';
import { EffectVerdictMark } from '../components/EffectVerdict';
import { EMPTY_FILTERS, Filters, type FilterState } from './collection/Filters';
import { QuantityInput } from './collection/QuantityInput';
import { StarterOffer } from './collection/StarterOffer';

const PAGE = 200;

interface Page {
  entries: CollectionEntryDto[];
  matching: number;
  matchingCopies: number;
  totals: { entries: number; copies: number; distinctCards: number };
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;
}

function toFilter(f: FilterState): CollectionFilterDto {
  const out: CollectionFilterDto = {};
  if (f.name.trim()) out.name = f.name.trim();
  if (f.type) out.type = f.type;
  if (f.colors.length) out.colors = f.colors as NonNullable<CollectionFilterDto['colors']>;
  if (f.mvMin !== '' && Number.isFinite(Number(f.mvMin))) out.manaValueMin = Number(f.mvMin);
  if (f.mvMax !== '' && Number.isFinite(Number(f.mvMax))) out.manaValueMax = Number(f.mvMax);
  if (f.set) out.set = f.set;
  return out;
}

/** The owned cards: filters, an editable list, totals, a card detail view; the starter pool on first run. */
export function CollectionScreen() {
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [page, setPage] = useState<Page | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [sets, setSets] = useState<{ code: string; name: string }[]>([]);
  const [poolSize, setPoolSize] = useState(0);
  const [selected, setSelected] = useState<CollectionEntryDto | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [reload, setReload] = useState(0);

  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    api
      .call('cards.status', {})
      .then((s) => setPoolSize(s.starter.cards))
      .catch(setError);
    api
      .call('collection.sets', {})
      .then((r) => setSets(r.sets))
      .catch(setError);
  }, [reload]);

  useEffect(() => {
    let live = true;
    // Typing in the name box waits a moment so every key press is not a query.
    const t = setTimeout(() => {
      api
        .call('collection.list', { ...toFilter(filters), limit })
        .then((p) => {
          if (!live) return;
          setPage(p);
          setError(null);
        })
        .catch((err: unknown) => live && setError(err));
    }, 150);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [filters, limit, reload]);

  const saveQuantity = async (entry: CollectionEntryDto, quantity: number) => {
    try {
      await api.call('collection.setQuantity', { entryId: entry.id, quantity });
      if (quantity === 0 && selected?.id === entry.id) setSelected(null);
      refresh();
    } catch (err) {
      setError(err);
    }
  };

  const totals = page?.totals;
  const empty = totals !== undefined && totals.entries === 0;
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);
  return (
    <section className="collection-screen">
      <header className="collection-head">
        <h1>Collection</h1>
        {totals && !empty && (
          <p className="collection-totals" data-testid="collection-totals">
            <strong>{totals.copies.toLocaleString()}</strong> cards ·{' '}
            <strong>{totals.distinctCards.toLocaleString()}</strong> different · <strong>{sets.length}</strong> sets
          </p>
        )}
      </header>
      <ErrorLine error={error} />
      {empty && <StarterOffer poolSize={poolSize} onAdded={refresh} />}
      {!empty && page && (
        <>
          <Filters value={filters} sets={sets} onChange={(f) => (setFilters(f), setLimit(PAGE))} />
          <p className="collection-matching" data-testid="collection-matching" aria-live="polite">
            {filtered
              ? `${plural(page.matching, 'row')} match (${plural(page.matchingCopies, 'card')})`
              : plural(page.matching, 'row')}
          </p>
          <div className={`collection-body${selected ? ' with-detail' : ''}`}>
            <div className="collection-list">
              <table className="grid collection-table" data-testid="collection-table">
                <thead>
                  <tr>
                    <th scope="col">Qty</th>
                    <th scope="col">Name</th>
                    <th scope="col">Cost</th>
                    <th scope="col">Type</th>
                    <th scope="col">Set</th>
                    <th scope="col">Rarity</th>
                  </tr>
                </thead>
                <tbody>
                  {page.entries.map((e) => (
                    <tr
                      key={e.id}
                      className={selected?.id === e.id ? 'selected' : undefined}
                      data-testid="collection-row"
                      data-name={e.card.name}
                    >
                      <td>
                        <QuantityInput
                          key={e.quantity}
                          value={e.quantity}
                          label={e.card.name}
                          onSave={(q) => saveQuantity(e, q)}
                        />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => setSelected(e)}
                          aria-label={`Show ${e.card.name}`}
                        >
                          {e.card.name}
                        </button>
                        {e.foil && <span className="tag">foil</span>}
                        <EffectVerdictMark card={e.card} />
                      </td>
                      <td className="cost-cell">{e.card.manaCost && <ManaText text={e.card.manaCost} />}</td>
                      <td className="type-cell">{e.card.typeLine}</td>
                      <td title={e.printing.setName}>
                        {e.printing.set.toUpperCase()} <span className="muted">#{e.printing.collectorNumber}</span>
                      </td>
                      <td>
                        <span className={`rarity rarity-${e.printing.rarity}`}>{e.printing.rarity}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {page.entries.length === 0 && <p className="muted">No owned card matches these filters.</p>}
              {page.matching > page.entries.length && (
                <button type="button" className="btn secondary more" onClick={() => setLimit(limit + PAGE)}>
                  Show {Math.min(PAGE, page.matching - page.entries.length)} more of{' '}
                  {(page.matching - page.entries.length).toLocaleString()}
                </button>
              )}
            </div>
            {selected && <CardDetail key={selected.printing.id} entry={selected} onClose={() => setSelected(null)} />}
          </div>
        </>
      )}
    </section>
  );
}
