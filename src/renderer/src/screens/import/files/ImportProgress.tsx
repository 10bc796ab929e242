import type { Progress } from '../fileImportState';

/** The progress of the preview or commit under way, with Cancel. */
export function ImportProgress({
  busy,
  progress,
  onCancel,
}: {
  busy: 'preview' | 'commit';
  progress: Progress | null;
  onCancel: () => void;
}) {
  return (
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
      <button type="button" className="btn secondary small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
