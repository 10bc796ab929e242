import type { CollectorHint } from './collector';
import type { MatchResult, NameMatcher, Suggestion } from './matcher';

/** A line of OCR text with its box, as the backend's OCR engine gives it. */
export interface TextLine {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** One card the pipeline believes it saw. */
export interface CardRead {
  /** The card name when the read is confident; null sends it to the "check these" list. */
  name: string | null;
  confidence: number;
  suggestions: Suggestion[];
  /** The OCR text the read came from. */
  text: string;
  bbox: TextLine['bbox'];
  /** The card's collector lines, when the image holds this one card and they were read. */
  collector?: CollectorHint;
}

/** Below this best score a line is not a title at all (rules text, art, noise) and is dropped. */
export const TITLE_FLOOR = 0.6;
/** An unsure line found by the text detector (not in a card's title band) is offered for checking only when this close. */
export const LINE_CHECK_FLOOR = 0.75;

/**
 * Turns OCR lines into card reads: each line that resembles a card name is one read (a photo
 * can hold several cards, and two copies give two title lines). Lines far from every name
 * (rules text, type lines, flavour) are dropped rather than guessed.
 */
export function readsFromLines(lines: TextLine[], matcher: NameMatcher, where: 'title' | 'line' = 'title'): CardRead[] {
  const reads: CardRead[] = [];
  for (const line of lines) {
    const m: MatchResult = matcher.match(line.text);
    const top = m.suggestions[0];
    if (!top || top.score < TITLE_FLOOR) continue;
    const trusted = m.confident && TRUST[where](m, line.text);
    // Every line of a photo is read: loose words would flood "check these", keep near misses only.
    if (!trusted && where === 'line' && top.score < LINE_CHECK_FLOOR) continue;
    reads.push({
      name: trusted ? top.name : null,
      confidence: m.confidence,
      suggestions: m.suggestions,
      text: line.text,
      bbox: line.bbox,
    });
  }
  return reads;
}

/**
 * Issue 10, "never confidently wrong": a whole text line the detector found may be rules text,
 * flavour text or a label, not a title. It is trusted as a title band's line is, unless it looks
 * like prose or is a lone rules keyword that is also a card name. (Rules chosen on the fixture
 * photos, where every confident mistake was such a line.)
 */
function trustedLine(m: MatchResult, text: string): boolean {
  return trustedInTitle(m) && !KEYWORD_NAMES.has(m.query) && !looksLikeProse(text, m.suggestions[0]!.name);
}

/**
 * Printed titles are in title case and never end a sentence; rules text, flavour text and its
 * attribution ("—Munda, ambush leader"), and labels (a graded slab's "COUNTERSPELL") are not.
 * Untrusted reads still reach "check these".
 */
export function looksLikeProse(text: string, name: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  const capitals = letters.replace(/[^A-Z]/g, '').length;
  if (letters.length >= 6 && capitals >= 0.8 * letters.length) return true;
  // The end of a sentence or clause ("an Island or a Mountain,"), an ability word before its dash
  // ("Landfall —"), or a word closing a parenthesis ("(Overload {4}{R})" read as "Overload)").
  if (/[.,:;—–-]\s*$/.test(text.trim()) || /[A-Za-z]\)/.test(text)) return true;
  // Mid-sentence: a title never follows a small word of rules text ("or a Mountain").
  if (/^\W*(a|an|the|or|and|of|to|your|each|target)\s+[A-Z]/.test(text.trim())) return true;
  // The legal line: "™ & © 2012 Wizards of the Coast".
  if (/[©™]|\b(19|20)\d\d\b/.test(text)) return true;
  const words = text.split(/[\s,]+/).filter((w) => /^[A-Za-z]/.test(w));
  // A lone word in lower case is a word of prose ("stand" is not the card Stand // Deliver).
  if (words.length === 1 && /^[a-z]/.test(words[0]!)) return true;
  // Most of the words the name capitalises read in lower case ("—Munda, ambush leader"); one
  // may be a misread capital ("lzzet Charm", "summoners Bond").
  const nameWords = name.split(/[\s,]+/);
  const small = new Set(nameWords.filter((w) => /^[a-z]/.test(w)));
  const capitalised = nameWords.filter((w) => /^[A-Z][a-z]{3,}/.test(w)).length;
  const lowered = words.filter((w) => /^[a-z]{4,}/.test(w) && !small.has(w)).length;
  return capitalised > 0 && lowered * 2 > capitalised;
}

const TRUST: Record<'title' | 'line', (m: MatchResult, text: string) => boolean> = {
  title: trustedInTitle,
  line: trustedLine,
};

/** In a title band a single word is still often a fragment ("Charm" of "Izzet Charm" read as "Char"). */
function trustedInTitle(m: MatchResult): boolean {
  const top = m.suggestions[0];
  // One misread letter is tolerated in a long word ("Preocdain"), not in a short one.
  const need = m.query.length >= 8 ? 0.85 : 0.9;
  return m.query.includes(' ') || (m.query.length >= 5 && (top?.score ?? 0) >= need);
}

/** Card names that are also words printed alone on rules-text lines. */
const KEYWORD_NAMES = new Set([
  'overload',
  'exile',
  'regenerate',
  'flash',
  'fear',
  'unearth',
  'explore',
  'proliferate',
  'investigate',
  'persist',
  'lifelink',
  'vigilance',
  'regeneration',
  'indestructible',
  'sacrifice',
  'landfall',
  'flashback',
]);

/** How many times each confident name was read. */
export function nameCounts(reads: CardRead[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of reads) if (r.name) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
  return counts;
}

/**
 * Merges the reads of several passes over one image (e.g. turned by 90 degrees): a name keeps
 * the largest count any single pass saw, so one card read in two passes is still one card.
 */
export function mergePasses(passes: CardRead[][]): CardRead[] {
  const best = new Map<string, CardRead[]>();
  const unsure: CardRead[] = [];
  for (const pass of passes) {
    const byName = new Map<string, CardRead[]>();
    for (const r of pass) {
      if (r.name === null) continue;
      byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
    }
    for (const [name, list] of byName) if ((best.get(name)?.length ?? 0) < list.length) best.set(name, list);
  }
  const confidentNames = new Set(best.keys());
  const unsureSeen = new Set<string>();
  for (const pass of passes) {
    for (const r of pass) {
      const top = r.suggestions[0]?.name ?? '';
      if (r.name !== null || confidentNames.has(top) || unsureSeen.has(top)) continue;
      unsureSeen.add(top);
      unsure.push(r);
    }
  }
  return [...[...best.values()].flat(), ...unsure];
}
