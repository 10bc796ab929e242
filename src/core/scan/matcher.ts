import { splitFaceNames } from '../cards/names';
import { similarity } from './levenshtein';
import { scanKey, trimOcrNoise } from './normalize';

/** A card name the matcher can answer with; faces of split/DFC cards are matched too. */
export interface MatchableName {
  /** The card's full name, e.g. `Fire // Ice` (what is added to the collection). */
  name: string;
  /** Face names when the card has several (defaults to the parts of `A // B`). */
  faces?: string[];
}

export interface Suggestion {
  name: string;
  /** 0..1: 1 - edit distance / longer length, on the best of the card's keys. */
  score: number;
}

export interface MatchResult {
  /** The OCR line after noise trimming and normalising (what was compared). */
  query: string;
  /** Best card first, distinct names, at most `limit`. */
  suggestions: Suggestion[];
  /** 0..1; the best score, lowered when the runner-up is close (an ambiguous read). */
  confidence: number;
  /** True when the best suggestion may be added without asking the user. */
  confident: boolean;
}

export interface MatcherOptions {
  /** Confidence at or above which a read is trusted (default 0.8). */
  confidentAt?: number;
  /** The runner-up must trail the best by at least this much (default 0.1). */
  minMargin?: number;
}

const CANDIDATES = 80;

/**
 * Fuzzy card-name matcher for OCR output: trigram candidates, then edit-distance similarity.
 * Issue 10 ("honest when unsure"): a read is `confident` only when it is close to one name AND
 * clearly closer to it than to any other name (so `Lightning Bo1t` is Bolt, but a read
 * half-way between two names goes to the "check these" list).
 */
export class NameMatcher {
  private readonly keys: string[] = [];
  private readonly owner: number[] = [];
  private readonly names: string[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly counts: Uint16Array;
  private readonly confidentAt: number;
  private readonly minMargin: number;

  constructor(cards: Iterable<MatchableName>, options: MatcherOptions = {}) {
    this.confidentAt = options.confidentAt ?? 0.8;
    this.minMargin = options.minMargin ?? 0.1;
    const seen = new Map<string, Set<number>>();
    for (const card of cards) {
      const owner = this.names.length;
      this.names.push(card.name);
      const faces = card.faces ?? splitFaceNames(card.name);
      const keys = new Set([scanKey(card.name), ...(faces.length > 1 ? faces.map(scanKey) : [])]);
      for (const key of keys) {
        if (key.length === 0) continue;
        const owners = seen.get(key) ?? new Set<number>();
        if (owners.has(owner)) continue;
        owners.add(owner);
        seen.set(key, owners);
        this.add(key, owner);
      }
    }
    this.counts = new Uint16Array(this.keys.length);
  }

  get size(): number {
    return this.names.length;
  }

  private add(key: string, owner: number): void {
    const index = this.keys.length;
    this.keys.push(key);
    this.owner.push(owner);
    for (const gram of new Set(trigrams(key))) {
      const list = this.postings.get(gram);
      if (list) list.push(index);
      else this.postings.set(gram, [index]);
    }
  }

  /** Matches one line of OCR text; `limit` suggestions at most. */
  match(text: string, limit = 5): MatchResult {
    const query = trimOcrNoise(scanKey(text));
    if (query.replace(/ /g, '').length < 3) return { query, suggestions: [], confidence: 0, confident: false };
    const counts = this.counts;
    const touched: number[] = [];
    for (const gram of new Set(trigrams(query))) {
      for (const i of this.postings.get(gram) ?? []) {
        if (counts[i] === 0) touched.push(i);
        counts[i]!++;
      }
    }
    // The CANDIDATES keys sharing the most trigrams, by counting buckets (no full sort).
    let maxCount = 0;
    for (const i of touched) if (counts[i]! > maxCount) maxCount = counts[i]!;
    const buckets: number[][] = Array.from({ length: maxCount + 1 }, () => []);
    for (const i of touched) buckets[counts[i]!]!.push(i);
    const candidates: number[] = [];
    for (let c = maxCount; c > 0 && candidates.length < CANDIDATES; c--) candidates.push(...buckets[c]!);
    const best = new Map<number, number>();
    for (const i of candidates) {
      const score = similarity(query, this.keys[i]!);
      const owner = this.owner[i]!;
      if (score > (best.get(owner) ?? -1)) best.set(owner, score);
    }
    for (const i of touched) counts[i] = 0;
    const ranked = [...best.entries()]
      .map(([owner, score]) => ({ name: this.names[owner]!, score: round(score) }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    const suggestions = dedupeByName(ranked).slice(0, limit);
    const top = suggestions[0]?.score ?? 0;
    const second = suggestions[1]?.score ?? 0;
    const margin = top - second;
    // A close runner-up costs confidence steeply: "Lightning Blt" is not trusted as Bolt over Blast.
    const confidence = round(Math.max(0, margin >= this.minMargin ? top : top - 3 * (this.minMargin - margin)));
    return { query, suggestions, confidence, confident: confidence >= this.confidentAt && margin >= this.minMargin };
  }
}

function trigrams(key: string): string[] {
  const padded = `  ${key} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

function dedupeByName(list: Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return list.filter((s) => (seen.has(s.name) ? false : (seen.add(s.name), true)));
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
