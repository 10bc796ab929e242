import { useCallback, useState } from 'react';

/**
 * A backend call whose failure the screen shows (its ErrorLine): `attempt` clears the last error,
 * runs the call and keeps the error it fails with.
 */
export function useCallError(): {
  error: unknown;
  setError(error: unknown): void;
  attempt(work: () => Promise<void>): Promise<void>;
} {
  const [error, setError] = useState<unknown>(null);
  const attempt = useCallback(async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(err);
    }
  }, []);
  return { error, setError, attempt };
}

/**
 * A button's call to the backend: `busy` while it runs (the button is disabled and says so), and
 * the error it failed with, cleared when the next call starts.
 */
export function useBusyCall(): ReturnType<typeof useCallError> & {
  busy: boolean;
  run(work: () => Promise<void>): Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const calls = useCallError();
  const { attempt } = calls;
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      try {
        await attempt(work);
      } finally {
        setBusy(false);
      }
    },
    [attempt],
  );
  return { ...calls, busy, run };
}
