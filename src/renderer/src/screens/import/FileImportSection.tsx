import { useEffect, useRef, useState } from 'react';
import { api, newJobId } from '../../api/client';
import { ErrorLine } from '../../components/ErrorLine';
import { ExportPanel } from './files/ExportPanel';
import { PreviewTable } from './files/PreviewTable';
import { MAX_FILE_BYTES, mb, type CommitResult, type FileFormat, type Preview } from './files/types';

interface Source {
  fileName: string;
  text: string;
}
interface Progress {
  phase: string;
  done: number;
  total: number | null;
}
interface VariantItem {
  id: string;
  name: string;
}

/**
 * Deck and collection files: pick a file (or paste a list), see every line as Kitchen Table
 * understood it, settle the ambiguous ones, then confirm — only then is anything written, in one
 * transaction. Export writes the collection or a deck back in any format.
 */
export function FileImportSection() {
  const [source, setSource] = useState<Source | null>(null);
  const [pasted, setPasted] = useState('');
  const [online, setOnline] = useState(false);
  const [into, setInto] = useState<'collection' | 'deck'>('collection');
  const [variants, setVariants] = useState<VariantItem[]>([]);
  const [variant, setVariant] = useState('');
  const [deckName, setDeckName] = useState('');
  const [formats, setFormats] = useState<FileFormat[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [choices, setChoices] = useState<Map<number, string>>(new Map());
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<CommitResult | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const jobRef = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    api.call('files.formats', {}).then(setFormats, setError);
    api
      .call('decks.variants', {})
      .then((list) => {
        setVariants(list.map((v) => ({ id: v.id, name: v.name })));
        setVariant((v) => v || list[0]?.id || '');
      })
      .catch(() => setVariants([]));
    return api.onProgress((e) => {
      if (e.jobId !== jobRef.current) return;
      setProgress(e.finished ? null : { phase: e.phase, done: e.done, total: e.total });
    });
  }, []);

  const runPreview = async (src: Source) => {
    setSource(src);
    setPreview(null);
    setChoices(new Map());
    setDone(null);
    setError(null);
    setBusy('preview');
    const jobId = newJobId('files-preview');
    jobRef.current = jobId;
    try {
      const p = await api.call('files.preview', { source: src, online }, { jobId });
      setPreview(p);
      if (p.deckName) setDeckName(p.deckName);
      else setDeckName(src.fileName.replace(/\.[^.]+$/, ''));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setPreview(null);
      setError(
        new Error(
          `${file.name} is ${mb(file.size)}; Kitchen Table reads deck and collection files up to ${mb(MAX_FILE_BYTES)}. Nothing was imported.`,
        ),
      );
      return;
    }
    await runPreview({ fileName: file.name, text: await file.text() });
  };

  const commit = async () => {
    if (!source || !preview) return;
    setBusy('commit');
    setError(null);
    const jobId = newJobId('files-commit');
    jobRef.current = jobId;
    try {
      const target =
        into === 'deck' ? { into: 'deck' as const, variant, ...(deckName.trim() ? { name: deckName.trim() } : {}) } : { into: 'collection' as const }; // prettier-ignore
      const result = await api.call(
        'files.commit',
        {
          source,
          target,
          choices: [...choices].map(([line, printingId]) => ({ line, printingId })),
          digest: preview.digest,
          online,
        },
        { jobId },
      );
      setDone(result);
      setPreview(null);
      setSource(null);
      setRefreshKey((k) => k + 1);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const cancel = () => {
    if (jobRef.current) void api.call('jobs.cancel', { jobId: jobRef.current });
  };

  const choose = (line: number, printingId: string | undefined) => {
    setChoices((prev) => {
      const next = new Map(prev);
      if (printingId) next.set(line, printingId);
      else next.delete(line);
      return next;
    });
  };

  const unsettled = preview ? preview.entries.filter((e) => e.status !== 'resolved' && !choices.has(e.line)) : [];
  const importCopies = preview
    ? preview.entries.reduce((n, e) => n + (e.status === 'resolved' || choices.has(e.line) ? e.quantity : 0), 0)
    : 0;
  const canCommit =
    !!preview && preview.problems.length === 0 && importCopies > 0 && (into === 'collection' || !!variant);

  return (
    <div className="files-import">
      <section className="panel files-source" aria-labelledby="files-source-title">
        <h2 id="files-source-title">Import a deck or collection file</h2>
        <p className="muted">
          Arena and MTGO lists, MTGO .dek, Cockatrice .cod, and the CSV exports of Moxfield, ManaBox, Deckbox, Delver
          Lens, TCGplayer and Archidekt — the format is recognised from the file. Nothing is saved until you confirm.
        </p>
        <div className="files-pickers">
          <label className="files-drop">
            <span className="files-drop-title">Choose a file…</span>
            <span className="muted small">
              .txt .dek .cod .csv .dec .dck .mwDeck .o8d .json — up to {mb(MAX_FILE_BYTES)}
            </span>
            <input
              ref={fileInput}
              type="file"
              accept=".txt,.dek,.cod,.csv,.dec,.dck,.mwdeck,.o8d,.json,.mtga,text/plain,text/csv"
              onChange={(e) => void onFile(e.target.files?.[0])}
              disabled={busy !== null}
              data-testid="files-input"
            />
          </label>
          <div className="files-paste">
            <label className="field" htmlFor="files-paste-text">
              …or paste a list
            </label>
            <textarea
              id="files-paste-text"
              rows={4}
              placeholder={'4 Lightning Bolt (M10) 146\n2 Fire // Ice\nSideboard\n3 Pyroblast'}
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
              data-testid="files-paste"
            />
            <button
              type="button"
              className="btn secondary"
              disabled={!pasted.trim() || busy !== null}
              onClick={() => void runPreview({ fileName: 'Pasted list', text: pasted })}
              data-testid="files-paste-preview"
            >
              Read the pasted list
            </button>
          </div>
        </div>
        <label className="files-online">
          <input
            type="checkbox"
            checked={online}
            onChange={(e) => setOnline(e.target.checked)}
            disabled={busy !== null}
            data-testid="files-online"
          />{' '}
          Ask Scryfall about names the local card database does not know (needs the internet; cards found are saved with
          the import)
        </label>
        {busy && (
          <div className="files-progress" aria-live="polite" data-testid="files-progress">
            <span>
              {progress?.phase ?? (busy === 'preview' ? 'Reading the file' : 'Saving')}
              {progress?.total ? ` — ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()}` : '…'}
            </span>
            <div
              className="progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={progress?.total ?? 1}
              aria-valuenow={progress?.done ?? 0}
            >
              <div style={{ width: `${progress?.total ? Math.round((100 * progress.done) / progress.total) : 15}%` }} />
            </div>
            <button type="button" className="btn secondary small" onClick={cancel}>
              Cancel
            </button>
          </div>
        )}
        <ErrorLine error={error} />
        {done && (
          <p className="info-line" role="status" data-testid="files-done">
            {done.into === 'deck' ? (
              <>
                Saved the deck with {done.copies.toLocaleString()} cards ({done.lines} lines)
                {done.legality &&
                  (done.legality.legal
                    ? ' — legal for its variant.'
                    : ` — not legal yet: ${done.legality.violations.join('; ')}.`)}{' '}
                <a href="#/decks">Open Decks</a>
              </>
            ) : (
              <>
                Added {done.copies.toLocaleString()} cards ({done.lines.toLocaleString()} lines) to your collection.{' '}
                <a href="#/collection" data-testid="files-open-collection">
                  Open the Collection
                </a>
              </>
            )}
            {done.skipped.length > 0 && ` ${done.skipped.length} lines were left out (not found or not chosen).`}
          </p>
        )}
      </section>

      {preview && (
        <section className="panel files-preview" aria-labelledby="files-preview-title" data-testid="files-preview">
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

          {preview.problems.length > 0 && (
            <div className="files-problems" role="alert" data-testid="files-problems">
              <p>
                <strong>{preview.fileName}</strong> has {preview.problems.length} line
                {preview.problems.length === 1 ? '' : 's'} Kitchen Table cannot read. Nothing can be imported until the
                file is fixed:
              </p>
              <ul>
                {preview.problems.slice(0, 20).map((p) => (
                  <li key={p.line}>
                    Line {p.line}: {p.message} — <code>{p.text}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <div className="files-confirm">
            <fieldset className="field files-target">
              <legend>Import into</legend>
              <label>
                <input
                  type="radio"
                  name="files-into"
                  checked={into === 'collection'}
                  onChange={() => setInto('collection')}
                  data-testid="files-into-collection"
                />{' '}
                My collection (adds to the quantities)
              </label>
              <label>
                <input
                  type="radio"
                  name="files-into"
                  checked={into === 'deck'}
                  onChange={() => setInto('deck')}
                  data-testid="files-into-deck"
                />{' '}
                A new deck
              </label>
            </fieldset>
            {into === 'deck' && (
              <>
                <label className="field">
                  Variant
                  <select value={variant} onChange={(e) => setVariant(e.target.value)} data-testid="files-variant">
                    {variants.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field">
                  Deck name
                  <input
                    value={deckName}
                    onChange={(e) => setDeckName(e.target.value)}
                    maxLength={200}
                    data-testid="files-deck-name"
                  />
                </label>
              </>
            )}
            <div className="files-confirm-actions">
              <button
                type="button"
                className="btn"
                disabled={!canCommit || busy !== null}
                onClick={() => void commit()}
                data-testid="files-confirm"
              >
                {into === 'deck' ? 'Save deck' : 'Add to collection'} ({importCopies.toLocaleString()} cards)
              </button>
              <button
                type="button"
                className="btn secondary"
                disabled={busy !== null}
                onClick={() => (setPreview(null), setSource(null))}
              >
                Discard
              </button>
              {unsettled.length > 0 && (
                <span className="muted small" data-testid="files-unsettled">
                  {unsettled.length.toLocaleString()} line{unsettled.length === 1 ? '' : 's'} not found or not chosen
                  will be left out.
                </span>
              )}
            </div>
          </div>

          <PreviewTable preview={preview} choices={choices} onChoose={choose} />
        </section>
      )}

      <ExportPanel formats={formats} refreshKey={refreshKey} />
    </div>
  );
}
