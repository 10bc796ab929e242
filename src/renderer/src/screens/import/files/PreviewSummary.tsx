import type { Preview } from './types';

/** The preview's heading: the file, its format, how it was checked, and how many lines were found. */
export function PreviewSummary({ preview }: { preview: Preview }) {
  return (
    <header className="files-preview-head">
      <div>
        <h2 id="files-preview-title">{preview.fileName}</h2>
        <p className="muted">
          {preview.formatLabel} · {preview.lines.toLocaleString()} lines
          {preview.deckName ? ` · deck “${preview.deckName}”` : ''} · checked against{' '}
          {preview.databaseCards.toLocaleString()} cards in {preview.parseMs + preview.resolveMs} ms
          {preview.online &&
            ` · Scryfall found ${preview.online.found} of ${preview.online.asked} unknown lines (${preview.online.requests} requests)`}
        </p>
      </div>
      <ul className="files-counts" aria-label="Summary">
        <li className="resolved" data-testid="files-count-resolved">
          <strong>{preview.counts.resolved.toLocaleString()}</strong> found
        </li>
        <li className="ambiguous" data-testid="files-count-ambiguous">
          <strong>{preview.counts.ambiguous.toLocaleString()}</strong> ambiguous
        </li>
        <li className="unknown" data-testid="files-count-unknown">
          <strong>{preview.counts.unknown.toLocaleString()}</strong> unknown
        </li>
        {preview.counts.problems > 0 && (
          <li className="problems" data-testid="files-count-problems">
            <strong>{preview.counts.problems.toLocaleString()}</strong> unreadable
          </li>
        )}
      </ul>
    </header>
  );
}

/** The lines that cannot be read (the first 20): while there are any, nothing can be imported. */
export function PreviewProblems({ preview }: { preview: Preview }) {
  return (
    <div className="files-problems" role="alert" data-testid="files-problems">
      <p>
        <strong>{preview.fileName}</strong> has {preview.problems.length} line
        {preview.problems.length === 1 ? '' : 's'} Kitchen Table cannot read. Nothing can be imported until the file is
        fixed:
      </p>
      <ul>
        {preview.problems.slice(0, 20).map((p) => (
          <li key={p.line}>
            Line {p.line}: {p.message} — <code>{p.text}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
