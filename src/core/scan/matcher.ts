import { splitFaceNames } from '../cards/names';
import { NameIndex, type IndexedName } from '../cards/nameIndex';
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

/**
 * Fuzzy card-name matcher for OCR output, on the shared {@link NameIndex} keyed by {@link scanKey}.
 * Issue 10 ("honest when unsure"): a read is `confident` only when it is close to one name AND
 * clearly closer to it than to any other name (so `Lightning Bo1t` is Bolt, but a read
 * half-way between two names goes to the "check these" list).
 */
export class NameMatcher {
  private readonly index: NameIndex;
  private readonly confidentAt: number;
  private readonly minMargin: number;

  constructor(cards: Iterable<MatchableName>, options: MatcherOptions = {}) {
    this.confidentAt = options.confidentAt ?? 0.8;
    this.minMargin = options.minMargin ?? 0.1;
    const entries: IndexedName[] = [];
    for (const card of cards) {
      const faces = card.faces ?? splitFaceNames(card.name);
      entries.push({ name: card.name, keys: [scanKey(card.name), ...(faces.length > 1 ? faces.map(scanKey) : [])] });
    }
    this.index = new NameIndex(entries, scanKey);
  }

  get size(): number {
    return this.index.size;
  }

  /** Matches one line of OCR text; `limit` suggestions at most. */
  match(text: string, limit = 5): MatchResult {
    const query = trimOcrNoise(scanKey(text));
    if (query.replace(/ /g, '').length < 3) return { query, suggestions: [], confidence: 0, confident: false };
    const suggestions = this.index
      .ranked(query, Infinity)
      .map((r) => ({ name: r.name, score: round(r.similarity) }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .slice(0, limit);
    const top = suggestions[0]?.score ?? 0;
    const second = suggestions[1]?.score ?? 0;
    const margin = top - second;
    // A close runner-up costs confidence steeply: "Lightning Blt" is not trusted as Bolt over Blast.
    const confidence = round(Math.max(0, margin >= this.minMargin ? top : top - 3 * (this.minMargin - margin)));
    return { query, suggestions, confidence, confident: confidence >= this.confidentAt && margin >= this.minMargin };
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
