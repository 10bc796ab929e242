import { useState } from 'react';
import type { ScanEntryDto } from '../../../../contract/scan';
import { api } from '../../api/client';
import { ManaText } from '../../components/ManaText';

/**
 * One scanned card: a drawn face (name, mana cost, type line, set and number: no pictures, the
 * app works offline) and its controls: another name, quantity, foil, remove.
 */
export function EntryRow({
  entry,
  onChange,
  onRemove,
  onError,
}: {
  entry: ScanEntryDto;
  onChange: (entry: ScanEntryDto) => void;
  onRemove: (id: number) => void;
  onError: (err: unknown) => void;
}) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<string[]>([]);
  const check = entry.status === 'check';
  const others = entry.suggestions.filter((s) => s.name !== entry.name);

  const update = async (change: { name?: string; quantity?: number; foil?: boolean }) => {
    try {
      onChange(await api.call('scan.update', { entryId: entry.id, ...change }));
      setFound([]);
      setSearch('');
    } catch (err) {
      onError(err);
    }
  };

  const lookup = async (q: string) => {
    setSearch(q);
    if (q.trim().length < 2) return setFound([]);
    try {
      setFound(await api.call('scan.suggest', { query: q, limit: 8 }));
    } catch (err) {
      onError(err);
    }
  };

  return (
    <li className={`scan-entry${check ? ' check' : ''}`} data-testid={check ? 'scan-check-entry' : 'scan-entry'}>
      <div className="scan-face" aria-hidden={check}>
        {entry.card ? (
          <>
            <div className="scan-face-title">
              <span data-testid="scan-entry-name">{entry.card.name}</span>
              <ManaText text={entry.card.manaCost} className="scan-face-cost" />
            </div>
            <div className="scan-face-type">{entry.card.typeLine}</div>
            <div className="scan-face-set">
              {entry.card.set.toUpperCase()} #{entry.card.collectorNumber} · {entry.card.setName}
            </div>
          </>
        ) : (
          <div className="scan-face-title unsure">
            <span>Best guess: {entry.suggestions[0]?.name ?? 'nothing'}</span>
          </div>
        )}
      </div>
      <div className="scan-entry-meta">
        <span className={`scan-conf ${entry.confidence >= 0.8 ? 'hi' : 'lo'}`}>
          {Math.round(entry.confidence * 100)}% sure
        </span>
        <span className="scan-source" title={`Read "${entry.text}"`}>
          {entry.source === 'camera' ? 'camera' : entry.source}
        </span>
      </div>
      <div className="scan-entry-controls">
        {(check ? entry.suggestions : others).length > 0 && (
          <label>
            {check ? 'It is' : 'Not it? Pick'}{' '}
            <select
              value=""
              onChange={(e) => e.target.value && void update({ name: e.target.value })}
              data-testid="scan-entry-suggestions"
            >
              <option value="">{check ? 'choose a suggestion…' : 'another name…'}</option>
              {(check ? entry.suggestions : others).map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name} ({Math.round(s.score * 100)}%)
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="scan-search">
          Search{' '}
          <input
            type="search"
            value={search}
            list={`scan-found-${entry.id}`}
            placeholder="card name"
            onChange={(e) => void lookup(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && found[0]) void update({ name: found[0] });
            }}
          />
          <datalist id={`scan-found-${entry.id}`}>
            {found.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </label>
        {found.length > 0 && (
          <button type="button" className="btn secondary" onClick={() => void update({ name: found[0] })}>
            Use {found[0]}
          </button>
        )}
        {!check && (
          <>
            <label>
              Qty{' '}
              <input
                type="number"
                min={1}
                max={999}
                value={entry.quantity}
                className="scan-qty"
                onChange={(e) => {
                  const q = Number(e.target.value);
                  if (Number.isInteger(q) && q >= 1) void update({ quantity: q });
                }}
              />
            </label>
            <label>
              <input type="checkbox" checked={entry.foil} onChange={(e) => void update({ foil: e.target.checked })} />{' '}
              Foil
            </label>
          </>
        )}
        <button
          type="button"
          className="btn secondary"
          onClick={() => onRemove(entry.id)}
          aria-label={`Remove ${entry.name ?? 'this read'}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
