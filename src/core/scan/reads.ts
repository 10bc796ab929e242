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
}

/** Below this best score a line is not a title at all (rules text, art, noise) and is dropped. */
export const TITLE_FLOOR = 0.6;
/** An unsure line found outside any card outline is offered for checking only when this close. */
export const ANYWHERE_CHECK_FLOOR = 0.75;

/**
 * Turns OCR lines into card reads: each line that resembles a card name is one read (a photo
 * can hold several cards, and two copies give two title lines). Lines far from every name
 * (rules text, type lines, flavour) are dropped rather than guessed.
 */
export function readsFromLines(
  lines: TextLine[],
  matcher: NameMatcher,
  where: 'title' | 'anywhere' = 'title',
): CardRead[] {
  const reads: CardRead[] = [];
  for (const line of lines) {
    const m: MatchResult = matcher.match(line.text);
    const top = m.suggestions[0];
    if (!top || top.score < TITLE_FLOOR) continue;
    const trusted = m.confident && (where === 'title' ? trustedInTitle(m) : trustedAnywhere(m));
    // Loose words found anywhere in a photo would flood "check these": keep only near misses.
    if (!trusted && where === 'anywhere' && top.score < ANYWHERE_CHECK_FLOOR) continue;
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
 * Issue 10, "never confidently wrong": a line found anywhere in a photo (not in a card's title
 * band) may be a word of rules text, a keyword or a title half hidden by the next card in a fan
 * ("Melee" of "Arcane Melee", "Reprisal" of "Furious Reprisal", "iketail Drake" of "Spiketail
 * Drakeling"). Such a line is trusted only with two or more words read almost exactly (≥ 0.9),
 * or as one long word (≥ 9 letters) read exactly that is not a keyword printed in rules text.
 * (Thresholds chosen on the fixture photos, where every confident mistake came from this pass.)
 */
function trustedAnywhere(m: MatchResult): boolean {
  const top = m.suggestions[0];
  if (!top) return false;
  if (m.query.includes(' ')) return top.score >= 0.9;
  return top.score === 1 && m.query.length >= 9 && !KEYWORD_NAMES.has(m.query);
}

/** In a title band a single word is still often a fragment ("Charm" of "Izzet Charm" read as "Char"). */
function trustedInTitle(m: MatchResult): boolean {
  const top = m.suggestions[0];
  // One misread letter is tolerated in a long word ("Preocdain"), not in a short one.
  const need = m.query.length >= 8 ? 0.85 : 0.9;
  return m.query.includes(' ') || (m.query.length >= 5 && (top?.score ?? 0) >= need);
}

/** Card names that are also words printed alone on rules-text lines. */
const KEYWORD_NAMES = new Set([
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
