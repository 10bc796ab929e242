import { useCallback, useState } from 'react';

/**
 * A button's call to the backend: `busy` while it runs (the button is disabled and says so), and
 * the error it failed with, cleared when the next call starts.
 */
export function useBusyCall(): {
  busy: boolean;
  error: unknown;
  setError(error: unknown): void;
  run(work: () => Promise<void>): Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
