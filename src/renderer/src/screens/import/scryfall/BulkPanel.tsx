import { useState, type FormEvent } from 'react';
import { api, filePicker } from '../../../api/client';
import { useCallError } from '../../../api/useBusyCall';
import { ErrorLine } from '../../../components/ErrorLine';
import { JobProgress, useJob } from './useJob';

/** Scryfall bulk data: download oracle_cards/default_cards, or import a bulk file already on disk. */
export function BulkPanel({ onDone }: { onDone: (text: string) => void }) {
  const [type, setType] = useState<'oracle_cards' | 'default_cards'>('oracle_cards');
  const [file, setFile] = useState('');
  const { error, attempt } = useCallError();
  const job = useJob();
  // The desktop window picks the file in a dialog (the backend reads only picked files); a browser
  // cannot hand over a path, so there the field names a file in the app's data folder or in a
  // folder allowed with `npm run serve -- --allow-folder`.
  const pick = filePicker();
  const choose = async () => {
    const picked = await pick?.('bulk');
    if (picked) setFile(picked);
  };
  const report = (r: { printings: number; cards: number; ms: number }) =>
    onDone(
      `Imported ${r.printings.toLocaleString()} printings of ${r.cards.toLocaleString()} cards in ${(r.ms / 1000).toFixed(1)} s. Every lookup of them is now offline.`,
    );
  const download = async () => {
    await attempt(async () => {
      report(await job.run('bulk', (jobId) => api.call('cards.downloadBulk', { type }, { jobId })));
    });
  };
  const importFile = async (e: FormEvent) => {
    e.preventDefault();
    await attempt(async () => {
      report(await job.run('bulk', (jobId) => api.call('cards.importBulk', { path: file.trim() }, { jobId })));
    });
  };
  return (
    <section className="panel scryfall-panel" aria-labelledby="sf-bulk-title">
      <h2 id="sf-bulk-title">Bulk data: the whole card database, offline</h2>
      <div className="toolbar">
        <label className="field">
          <span>Bulk file</span>
          <select value={type} onChange={(e) => setType(e.target.value as typeof type)} data-testid="bulk-type">
            <option value="oracle_cards">Oracle cards (one per card, ~160 MB)</option>
            <option value="default_cards">Default cards (every English printing, ~500 MB)</option>
          </select>
        </label>
        <button
          type="button"
          className="btn"
          onClick={() => void download()}
          disabled={job.running}
          data-testid="bulk-download"
        >
          Download and import
        </button>
      </div>
      <form className="toolbar" onSubmit={(e) => void importFile(e)}>
        <label className="field grow">
          <span>
            …or a bulk file on this computer (.json, or gzipped JSON lines)
            {pick ? '' : ': in the data folder or a folder allowed with npm run serve -- --allow-folder'}
          </span>
          {/* A path: no spelling marks, no autofill from other forms. */}
          <input
            value={file}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setFile(e.target.value)}
            placeholder="/home/me/Downloads/oracle-cards.json"
            data-testid="bulk-path"
          />
        </label>
        {pick && (
          <button type="button" className="btn secondary" onClick={() => void choose()} disabled={job.running}>
            Choose file…
          </button>
        )}
        <button
          type="submit"
          className="btn secondary"
          disabled={job.running || !file.trim()}
          data-testid="bulk-import"
        >
          Import file
        </button>
      </form>
      <JobProgress progress={job.progress} running={job.running} onCancel={job.cancel} />
      <ErrorLine error={error} />
    </section>
  );
}
