import { useCallback, useState } from 'react';
import type { StepId } from './types';

const KEY = 'kitchen-table.magic.skippedSteps';

function load(key: string): Set<StepId> {
  try {
    const raw = localStorage.getItem(key);
    return new Set(raw ? (JSON.parse(raw) as StepId[]) : []);
  } catch {
    return new Set();
  }
}

/**
 * The steps the person chose to pass through (kept between games on this computer); a variant
 * whose steps mean something else (Magic Combat) keeps its own list under its own `key`.
 */
export function useSkippedSteps(key = KEY): { skipped: ReadonlySet<StepId>; toggle(step: StepId): void } {
  const [skipped, setSkipped] = useState<Set<StepId>>(() => load(key));
  const toggle = useCallback(
    (step: StepId) => {
      setSkipped((prev) => {
        const next = new Set(prev);
        if (next.has(step)) next.delete(step);
        else next.add(step);
        try {
          localStorage.setItem(key, JSON.stringify([...next]));
        } catch {
          // No storage (a locked-down browser): the choice lasts for this page only.
        }
        return next;
      });
    },
    [key],
  );
  return { skipped, toggle };
}
