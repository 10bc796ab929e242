import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { useCallError } from '../../../api/useBusyCall';
import { ErrorLine } from '../../../components/ErrorLine';
import type { FileFormat } from './types';

interface DeckItem {
  id: number;
  name: string;
  variant: string;
}

/** Export the collection or a deck in any writable format: shows the text and offers it as a download. */
export function ExportPanel({ formats, refreshKey }: { formats: FileFormat[]; refreshKey: number }) {
  const [decks, setDecks] = useState<DeckItem[]>([]);
  const [what, setWhat] = useState('collection');
  const [format, setFormat] = useState('moxfield');
  const [result, setResult] = useState<{ fileName: string; text: string; lines: number } | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const { error, attempt } = useCallError();

  useEffect(() => {
    api
      .call('decks.list', {})
      .then((list) => setDecks(list.map((d) => ({ id: d.id, name: d.name, variant: d.variant }))))
      .catch(() => setDecks([]));
  }, [refreshKey]);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const run = async () => {
    await attempt(async () => {
      const target = what === 'collection' ? { collection: true as const } : { deckId: Number(what) };
      const out = await api.call('files.export', { what: target, format: format as never });
      setResult(out);
      setUrl(URL.createObjectURL(new Blob([out.text], { type: 'text/plain;charset=utf-8' })));
    });
  };

  return (
    <section className="panel files-export" aria-labelledby="files-export-title">
      <h2 id="files-export-title">Export</h2>
      <div className="toolbar">
        <label className="field">
          What
          <select value={what} onChange={(e) => setWhat(e.target.value)} data-testid="files-export-what">
            <option value="collection">The whole collection</option>
            {decks.map((d) => (
              <option key={d.id} value={String(d.id)}>
                Deck: {d.name} ({d.variant})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Format
          <select value={format} onChange={(e) => setFormat(e.target.value)} data-testid="files-export-format">
            {formats
              .filter((f) => f.writable)
              .map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label} (.{f.extension})
                </option>
              ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={() => void run()} data-testid="files-export">
          Export
        </button>
        {result && url && (
          <a className="btn secondary" href={url} download={result.fileName} data-testid="files-export-download">
            Download {result.fileName}
          </a>
        )}
      </div>
      <ErrorLine error={error} />
      {result && (
        <label className="field">
          {result.lines.toLocaleString()} lines
          <textarea
            className="files-export-text"
            readOnly
            value={result.text}
            rows={8}
            data-testid="files-export-text"
          />
        </label>
      )}
    </section>
  );
}
