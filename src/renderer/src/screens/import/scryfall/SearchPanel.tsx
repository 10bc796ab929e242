import { useState, type FormEvent } from 'react';
import type { CardDto } from '../../../../../contract/cards';
import { api } from '../../../api/client';
import { useBusyCall } from '../../../api/useBusyCall';
import { BusyButton } from '../../../components/BusyButton';
import { ErrorLine } from '../../../components/ErrorLine';
import { ManaText } from '../../../components/ManaText';

interface Result {
  cards: CardDto[];
  totalCards: number;
  hasMore: boolean;
  page: number;
  warnings: string[];
}

/** Scryfall search: any query, page through the results, add chosen cards with quantities. */
export function SearchPanel({ onAdded }: { onAdded: (text: string) => void }) {
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [qty, setQty] = useState<Record<string, number>>({});
  const { busy, error, run, attempt } = useBusyCall();

  const search = async (page: number) => {
    if (!query.trim()) return;
    await run(async () => {
      setResult(await api.call('cards.search', { query: query.trim(), page }));
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void search(1);
  };
  const add = async (card: CardDto) => {
    const printing = card.printing;
    if (!printing) return;
    const quantity = qty[printing.id] ?? 1;
    await attempt(async () => {
      await api.call('collection.add', { items: [{ printingId: printing.id, quantity }] });
      onAdded(`Added ${quantity} × ${card.name} (${printing.set.toUpperCase()}) to the collection.`);
    });
  };
  return (
    <section className="panel scryfall-panel" aria-labelledby="sf-search-title">
      <h2 id="sf-search-title">Search Scryfall</h2>
      <form className="toolbar" onSubmit={submit}>
        <label className="field grow">
          <span>Scryfall query</span>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="t:creature c:r cmc<=3"
            data-testid="sf-query"
          />
        </label>
        <BusyButton busy={busy} busyText="Searching…" submit disabled={!query.trim()} testId="sf-search">
          Search
        </BusyButton>
      </form>
      <ErrorLine error={error} />
      {result && (
        <>
          {result.warnings.map((w) => (
            <p key={w} className="muted">
              {w}
            </p>
          ))}
          {result.cards.length > 0 && (
            <p className="muted" data-testid="sf-count">
              {result.totalCards.toLocaleString()} cards match · page {result.page}
            </p>
          )}
          <ul className="sf-results" data-testid="sf-results">
            {result.cards.map((c) => {
              const id = c.printing?.id ?? c.oracleId;
              return (
                <li key={id} className="sf-result" data-testid="sf-result" data-name={c.name}>
                  <div className="sf-result-main">
                    <span className="sf-name">{c.name}</span>
                    {c.manaCost && <ManaText text={c.manaCost} />}
                    <span className="muted sf-type">{c.typeLine}</span>
                    {c.printing && (
                      <span className="muted">
                        {c.printing.set.toUpperCase()} #{c.printing.collectorNumber} · {c.printing.rarity}
                      </span>
                    )}
                  </div>
                  <label className="sf-qty">
                    <span className="sr-only">Copies of {c.name}</span>
                    <input
                      type="number"
                      min={1}
                      max={1000}
                      value={qty[id] ?? 1}
                      onChange={(e) => setQty({ ...qty, [id]: Math.max(1, Number(e.target.value) || 1) })}
                      data-testid="sf-qty"
                    />
                  </label>
                  <button type="button" className="btn secondary" onClick={() => void add(c)} data-testid="sf-add">
                    Add
                  </button>
                </li>
              );
            })}
          </ul>
          {(result.page > 1 || result.hasMore) && (
            <div className="toolbar">
              <button
                type="button"
                className="btn secondary"
                disabled={busy || result.page <= 1}
                onClick={() => void search(result.page - 1)}
              >
                Previous page
              </button>
              <button
                type="button"
                className="btn secondary"
                disabled={busy || !result.hasMore}
                onClick={() => void search(result.page + 1)}
                data-testid="sf-next"
              >
                Next page
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
