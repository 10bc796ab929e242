import { editDistance } from '../cards/nameIndex';

/** What the bottom-left collector lines of a card said, as far as OCR could read them. */
export interface CollectorHint {
  /** Collector numbers read, leading zeros dropped ("046/269 R" → "46"). */
  numbers: string[];
  /** Set codes read, upper case ("M15 • EN" → "M15"; OCR may garble them: "MIS"). */
  sets: string[];
}

/**
 * Reads the collector lines among a card's text lines. M15-style frames print
 * `046/269 R` over `M15 • EN`; frames since 2023 print `0194` (with the rarity letter) over
 * `DSK • EN`; 2008–2014 frames end the legal line with `247/274`. Anything else is ignored.
 */
export function readCollectorLines(lines: string[]): CollectorHint {
  const numbers = new Set<string>();
  const sets = new Set<string>();
  for (const text of lines) {
    for (const m of text.matchAll(/(?:^|[^\d])(\d{1,4})\s*\/\s*\d{2,4}(?!\d)/g)) numbers.add(strip(m[1]!));
    // "M0194", "0194 M", "C 0023": a 3-4 digit number beside a rarity letter, alone on its line.
    const alone = /^\s*(?:[CURMLST]\s*)?(\d{3,4})(?:\s*[CURMLST])?\s*$/.exec(text);
    if (alone) numbers.add(strip(alone[1]!));
    // "M15 • EN": the bullet is often read as another character ("MIS 2 ENB").
    const set = /(?:^|\s)([A-Z0-9]{3,5})\s*\S?\s*EN(?![a-z])/.exec(text);
    if (set && /[A-Z]/.test(set[1]!)) sets.add(set[1]!);
  }
  return { numbers: [...numbers], sets: [...sets] };
}

function strip(n: string): string {
  return n.replace(/^0+(?=\d)/, '');
}

/**
 * The printing the collector lines point at, among the card's own printings: the collector
 * number must match exactly (the card's printings make a misread number unlikely to match);
 * among several, the set code read most like the printing's wins. Undefined when nothing
 * matches: the default printing stays.
 */
export function pickPrinting<P extends { set: string; collectorNumber: string; lang?: string }>(
  printings: P[],
  hint: CollectorHint,
): P | undefined {
  // One printing per set and number: English when there is one (the lines read say "EN").
  const english = [...printings].sort((a, b) => Number(b.lang === 'en') - Number(a.lang === 'en'));
  const seen = new Set<string>();
  const byNumber = english.filter((p) => {
    const key = `${p.set}/${strip(p.collectorNumber)}`;
    if (seen.has(key) || !hint.numbers.includes(strip(p.collectorNumber))) return false;
    seen.add(key);
    return true;
  });
  if (byNumber.length <= 1) return byNumber[0];
  const distance = (p: P): number =>
    Math.min(99, ...hint.sets.map((s) => editDistance(s.toLowerCase(), p.set.toLowerCase())));
  // A tie (no set read, or two sets read alike) is not a pick.
  const ranked = [...byNumber].sort((a, b) => distance(a) - distance(b));
  return distance(ranked[0]!) < distance(ranked[1]!) ? ranked[0] : undefined;
}
