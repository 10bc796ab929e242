import { useEffect, useRef, useState } from 'react';
import type { ProgressEvent } from '../../../../../contract/errors';
import { api, newJobId } from '../../../api/client';

/** Runs one long backend job at a time with progress and cancel. */
export function useJob() {
  const [progress, setProgress] = useState<ProgressEvent | null>(null);
  const [running, setRunning] = useState(false);
  const jobId = useRef<string | null>(null);
  useEffect(
    () =>
      api.onProgress((e) => {
        if (e.jobId === jobId.current && !e.finished) setProgress(e);
      }),
    [],
  );
  async function run<T>(prefix: string, fn: (jobId: string) => Promise<T>): Promise<T> {
    const id = newJobId(prefix);
    jobId.current = id;
    setRunning(true);
    setProgress(null);
    try {
      return await fn(id);
    } finally {
      jobId.current = null;
      setRunning(false);
      setProgress(null);
    }
  }
  const cancel = () => {
    if (jobId.current) void api.call('jobs.cancel', { jobId: jobId.current });
  };
  return { run, cancel, running, progress };
}

/** A progress bar with its phase and a Cancel button. */
export function JobProgress({
  progress,
  running,
  onCancel,
}: {
  progress: ProgressEvent | null;
  running: boolean;
  onCancel: () => void;
}) {
  if (!running) return null;
  const pct = progress?.total ? Math.min(100, Math.round((100 * progress.done) / progress.total)) : null;
  return (
    <div className="job-progress" data-testid="job-progress" aria-live="polite">
      <div className="job-progress-line">
        <span>
          {progress?.phase ?? 'Working…'}
          {pct !== null ? ` — ${pct}%` : ''}
        </span>
        <button type="button" className="btn secondary" onClick={onCancel} data-testid="job-cancel">
          Cancel
        </button>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
      >
        <div style={{ width: `${pct ?? 15}%` }} />
      </div>
    </div>
  );
}
