/**
 * The one place a card name is found from what someone typed or a camera read: the CLI's
 * `cards lookup`, a deck file's unknown line and the scan screen all ask a NameIndex, so a typo
 * gets the same answer everywhere. Candidates come from shared trigrams (cheap on 30,000 names),
 * then edit distance ranks them.
 */
import { normalizeName, splitFaceNames } from './names';

/** Edit distance (insert, delete, substitute each 1); stops early once every path exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

/** 1 for equal strings, 0 for nothing in common; normalised by the longer length. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - editDistance(a, b) / longer;
}

/** The trigrams of a key, padded so that the first and last letters weigh as much as inner ones. */
export function trigrams(key: string): string[] {
  const padded = `  ${key} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/** A card as the index sees it: the name it is added under, and the spellings it answers to. */
export interface IndexedName {
  /** The card's full name (`Fire // Ice`): what an answer names. */
  name: string;
  /** Keys it answers to, already keyed; default: its name and, for split/DFC cards, each face. */
  keys?: readonly string[];
}

export interface RankedName {
  name: string;
  /** Edit distance from the query to the closest of the card's keys. */
  distance: number;
  /** 0..1: 1 - distance / longer length, on that key. */
  similarity: number;
}

/** How many trigram-ranked keys edit distance looks at. */
const CANDIDATES = 80;

/** A typo budget that grows with the name: 1 edit up to 5 letters, at most 4. */
export const maxEditsFor = (key: string): number => Math.max(1, Math.min(4, Math.floor(key.length / 3)));

export class NameIndex {
  private readonly keys: string[] = [];
  private readonly owner: number[] = [];
  private readonly names: string[] = [];
  private readonly postings = new Map<string, number[]>();
  private counts: Uint16Array = new Uint16Array(0);

  /** `keyOf` turns any spelling into the form keys are compared in (default: {@link normalizeName}). */
  constructor(
    cards: Iterable<IndexedName>,
    readonly keyOf: (text: string) => string = normalizeName,
  ) {
    const ownerOf = new Map<string, number>();
    const seen = new Set<string>();
    for (const card of cards) {
      let owner = ownerOf.get(card.name);
      if (owner === undefined) {
        owner = this.names.length;
        ownerOf.set(card.name, owner);
        this.names.push(card.name);
      }
      const faces = splitFaceNames(card.name);
      const keys = card.keys ?? [keyOf(card.name), ...(faces.length > 1 ? faces.map(keyOf) : [])];
      for (const key of keys) {
        if (key.length === 0 || seen.has(`${owner}|${key}`)) continue;
        seen.add(`${owner}|${key}`);
        this.add(key, owner);
      }
    }
    this.counts = new Uint16Array(this.keys.length);
  }

  /** How many distinct card names. */
  get size(): number {
    return this.names.length;
  }

  private add(key: string, owner: number): void {
    const index = this.keys.length;
    this.keys.push(key);
    this.owner.push(owner);
    for (const gram of trigrams(key)) {
      const list = this.postings.get(gram);
      if (list) list.push(index);
      else this.postings.set(gram, [index]);
    }
  }

  /** Key indexes sharing the most trigrams with `key`, most first, at most `limit`. */
  private candidates(key: string, limit: number): number[] {
    const counts = this.counts;
    const touched: number[] = [];
    for (const gram of trigrams(key)) {
      for (const i of this.postings.get(gram) ?? []) {
        if (counts[i] === 0) touched.push(i);
        counts[i]!++;
      }
    }
    // Counting buckets instead of a full sort: most shared trigrams first.
    let maxCount = 0;
    for (const i of touched) if (counts[i]! > maxCount) maxCount = counts[i]!;
    const buckets: number[][] = Array.from({ length: maxCount + 1 }, () => []);
    for (const i of touched) buckets[counts[i]!]!.push(i);
    for (const i of touched) counts[i] = 0;
    const out: number[] = [];
    for (let c = maxCount; c > 0 && out.length < limit; c--) out.push(...buckets[c]!);
    return out;
  }

  /** Cards nearest to an already-keyed query by edit distance, best first, one row a card. */
  ranked(key: string, limit = 5): RankedName[] {
    const best = new Map<number, RankedName>();
    for (const i of this.candidates(key, CANDIDATES)) {
      const k = this.keys[i]!;
      const distance = editDistance(key, k);
      const sim = 1 - distance / Math.max(key.length, k.length, 1);
      const owner = this.owner[i]!;
      const seen = best.get(owner);
      if (!seen || sim > seen.similarity) best.set(owner, { name: this.names[owner]!, distance, similarity: sim });
    }
    return [...best.values()]
      .sort((a, b) => b.similarity - a.similarity || a.name.localeCompare(b.name))
      .slice(0, limit);
  }

  /**
   * "Did you mean": names equal to what was typed, then starting with it, containing it, then
   * within a typo budget by edit distance, then the nearest others; distinct names, best first.
   */
  suggest(query: string, limit = 5): string[] {
    const q = this.keyOf(query);
    if (!q) return [];
    const score = new Map<number, number>();
    const note = (owner: number, s: number): void => {
      if (s < (score.get(owner) ?? Infinity)) score.set(owner, s);
    };
    // Prefix and substring matches are a plain scan: trigrams cannot promise to find them all.
    for (let i = 0; i < this.keys.length; i++) {
      const k = this.keys[i]!;
      if (k === q) note(this.owner[i]!, 0);
      else if (k.startsWith(q)) note(this.owner[i]!, 1 + (k.length - q.length) / 100);
      else if (k.includes(q)) note(this.owner[i]!, 2 + (k.length - q.length) / 100);
    }
    const maxEdits = maxEditsFor(q);
    // Within the typo budget a name is a likely meaning; beyond it, still the nearest there are
    // (a card the database lacks is best answered with its neighbours), ranked after.
    for (const i of this.candidates(q, CANDIDATES)) {
      const d = editDistance(q, this.keys[i]!);
      note(this.owner[i]!, d <= maxEdits ? 3 + d : 10 + d / Math.max(q.length, 1));
    }
    return [...score.entries()]
      .map(([owner, s]) => ({ name: this.names[owner]!, s }))
      .sort((a, b) => a.s - b.s || a.name.localeCompare(b.name))
      .slice(0, limit)
      .map((x) => x.name);
  }

  /** The one name closest to `query` within the typo budget; undefined when none is, or several tie. */
  closest(query: string): string | undefined {
    const q = this.keyOf(query);
    if (!q) return undefined;
    const maxEdits = maxEditsFor(q);
    let best = maxEdits + 1;
    let found = new Set<number>();
    for (const i of this.candidates(q, CANDIDATES)) {
      const d = editDistance(q, this.keys[i]!, Math.min(maxEdits, best));
      if (d < best) {
        best = d;
        found = new Set([this.owner[i]!]);
      } else if (d === best) found.add(this.owner[i]!);
    }
    return best <= maxEdits && found.size === 1 ? this.names[[...found][0]!] : undefined;
  }
}
