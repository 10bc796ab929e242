import { useState } from 'react';
import { printingLabel, type CardChoice, type Line, type Preview } from './types';

const PAGE = 250;

type Filter = 'all' | 'attention';

/** Every line of the file as understood: resolved (with the printing), ambiguous (choose), unknown (suggestions). */
export function PreviewTable({
  preview,
  choices,
  onChoose,
}: {
  preview: Preview;
  choices: Map<number, string>;
  onChoose: (line: number, printingId: string | undefined) => void;
}) {
  const needsAttention = preview.counts.ambiguous + preview.counts.unknown;
  const [filter, setFilter] = useState<Filter>('all');
  const [limit, setLimit] = useState(PAGE);
  const rows = filter === 'all' ? preview.entries : preview.entries.filter((e) => e.status !== 'resolved');
  const shown = rows.slice(0, limit);
  return (
    <div className="files-preview-table">
      <div className="files-filter" role="group" aria-label="Which lines to show">
        <button
          type="button"
          className={filter === 'all' ? 'chip active' : 'chip'}
          aria-pressed={filter === 'all'}
          onClick={() => setFilter('all')}
        >
          All lines ({preview.entries.length.toLocaleString()})
        </button>
        <button
          type="button"
          className={filter === 'attention' ? 'chip active' : 'chip'}
          aria-pressed={filter === 'attention'}
          onClick={() => setFilter('attention')}
          data-testid="files-filter-attention"
        >
          Needs a choice ({needsAttention.toLocaleString()})
        </button>
      </div>
      <table className="grid files-lines" data-testid="files-preview-table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Qty</th>
            <th scope="col">In the file</th>
            <th scope="col">Status</th>
            <th scope="col">Card to import</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((l) => (
            <Row key={l.line} line={l} chosen={choices.get(l.line)} onChoose={onChoose} />
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="muted">Every line resolved: nothing to choose.</p>}
      {rows.length > shown.length && (
        <button type="button" className="btn secondary more" onClick={() => setLimit(limit + PAGE)}>
          Show {Math.min(PAGE, rows.length - shown.length)} more of {(rows.length - shown.length).toLocaleString()}
        </button>
      )}
    </div>
  );
}

function Row({
  line: l,
  chosen,
  onChoose,
}: {
  line: Line;
  chosen: string | undefined;
  onChoose: (line: number, printingId: string | undefined) => void;
}) {
  const written = [
    l.set ? `${l.set.toUpperCase()}${l.collectorNumber ? ' #' + l.collectorNumber : ''}` : '',
    l.foil ? 'foil' : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const options: CardChoice[] = l.status === 'ambiguous' ? l.candidates : l.status === 'unknown' ? l.suggestions : [];
  const picked = options.find((o) => o.printingId === chosen);
  const status = l.status === 'resolved' ? 'resolved' : picked ? 'chosen' : l.status;
  return (
    <tr className={`files-line status-${status}`} data-testid="files-line" data-status={status} data-line={l.line}>
      <td className="num">{l.line}</td>
      <td className="num">{l.quantity}</td>
      <td>
        <span className="files-written">{l.name}</span>
        {l.board !== 'main' && <span className="tag">{l.board}</span>}
        {written && <div className="muted small">{written}</div>}
      </td>
      <td>
        <span className={`files-status ${status}`}>{STATUS_LABEL[status]}</span>
      </td>
      <td>
        {l.status === 'resolved' && l.card && (
          <>
            <strong>{l.card.name}</strong> <span className="muted">{printingLabel(l.card)}</span>
            {l.note && <div className="muted small">{l.note}</div>}
          </>
        )}
        {l.status !== 'resolved' && (
          <label className="files-choose">
            <span className="visually-hidden">
              {l.status === 'ambiguous'
                ? `Which card is line ${l.line}, ${l.name}?`
                : `Closest cards to line ${l.line}, ${l.name}`}
            </span>
            <select
              value={chosen ?? ''}
              onChange={(e) => onChoose(l.line, e.target.value || undefined)}
              data-testid="files-choose"
            >
              <option value="">
                {l.status === 'ambiguous'
                  ? `Choose one of ${l.candidates.length} cards…`
                  : options.length
                    ? 'Not found: leave out, or pick a close name…'
                    : 'Not found: left out'}
              </option>
              {options.map((o) => (
                <option key={o.printingId} value={o.printingId}>
                  {o.name} — {o.setName || o.set.toUpperCase()} #{o.collectorNumber}
                </option>
              ))}
            </select>
          </label>
        )}
      </td>
    </tr>
  );
}

const STATUS_LABEL: Record<string, string> = {
  resolved: 'Found',
  chosen: 'Chosen',
  ambiguous: 'Ambiguous',
  unknown: 'Unknown',
};
