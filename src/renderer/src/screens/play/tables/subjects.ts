import type { LegalAction } from '../types';

/**
 * The legal actions by the table object each is about (its subject key), for the tables whose
 * cards and seats are clicked to act. `twins(key)`: other keys that answer to the same choice (a
 * variant that offers one choice per group of identical cards in the hand).
 */
export function actionsBySubject(
  legal: readonly LegalAction[],
  subjectOf: (action: unknown) => string | null,
  twins: (key: string) => string[] = () => [],
): Map<string, number[]> {
  const subjects = new Map<string, number[]>();
  for (const a of legal) {
    const key = subjectOf(a.action);
    if (!key) continue;
    for (const k of [key, ...twins(key)]) subjects.set(k, [...(subjects.get(k) ?? []), a.index]);
  }
  return subjects;
}
