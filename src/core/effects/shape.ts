/**
 * The shape of a sentence, so that the report can count which templates are missing:
 * numbers become N, mana becomes {M}, the card's name ~, power/toughness +N/+N.
 */
export function sentenceShape(name: string, sentence: string): string {
  let s = sentence;
  if (name) s = s.split(name).join('~');
  return s
    .replace(/(\{[^}]+\})+/g, '{M}')
    .replace(/[+-]?\b(?:\d+|X)\/[+-]?(?:\d+|X)\b/g, 'N/N')
    .replace(/\b\d+\b/g, 'N')
    .replace(/\b(?:one|two|three|four|five|six|seven)\b/gi, 'N')
    .replace(/\b(white|blue|black|red|green)\b/gi, 'COLOR')
    .replace(/\s+/g, ' ')
    .trim();
}
