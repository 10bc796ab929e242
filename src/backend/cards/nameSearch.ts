/**
 * Finding a card name from what someone typed: names starting with it, containing it, or within a
 * small edit distance ("did you mean"), and the one closest name when it is the only one (a typo).
 */
import { normalizeName } from '../../core/cards';

export interface IndexedName {
  norm: string;
  name: string;
}

/** Levenshtein distance with an early exit once every path exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

const maxEditsFor = (q: string) => Math.max(1, Math.min(4, Math.floor(q.length / 3)));

/** Names close to `query`, best first, distinct, at most `limit`. */
export function suggestNames(names: readonly IndexedName[], query: string, limit = 5): string[] {
  const q = normalizeName(query);
  if (!q) return [];
  const scored: { name: string; score: number }[] = [];
  const maxEdits = maxEditsFor(q);
  for (const n of names) {
    let score: number;
    if (n.norm === q) score = 0;
    else if (n.norm.startsWith(q)) score = 1 + (n.norm.length - q.length) / 100;
    else if (n.norm.includes(q)) score = 2 + (n.norm.length - q.length) / 100;
    else {
      const d = editDistance(q, n.norm, maxEdits);
      if (d > maxEdits) continue;
      score = 3 + d;
    }
    scored.push({ name: n.name, score });
  }
  scored.sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  const out: string[] = [];
  for (const s of scored) {
    if (!out.includes(s.name)) out.push(s.name);
    if (out.length >= limit) break;
  }
  return out;
}

/** The one name closest to `query` by edit distance, or undefined when none is close or several tie. */
export function closestName(names: readonly IndexedName[], query: string): string | undefined {
  const q = normalizeName(query);
  if (!q) return undefined;
  const maxEdits = maxEditsFor(q);
  let best = maxEdits + 1;
  let found = new Set<string>();
  for (const n of names) {
    const d = editDistance(q, n.norm, Math.min(maxEdits, best));
    if (d < best) {
      best = d;
      found = new Set([n.name]);
    } else if (d === best) found.add(n.name);
  }
  return best <= maxEdits && found.size === 1 ? [...found][0] : undefined;
}
