import { plainLetters } from '../cards/names';

/**
 * The key OCR text and card names are compared on: lower case ASCII letters and digits, single
 * spaces. Punctuation is dropped because the title font's commas, apostrophes and hyphens are
 * what OCR reads least reliably (`Saheeli's` comes back as `Saheelis`, `Saheeli’s`, `Saheeli s`).
 */
export function scanKey(text: string): string {
  return plainLetters(text)
    .toLowerCase()
    .replace(/['’‘`´"]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Drops what OCR adds around a title: mana symbols read as `{`, `®`, `J]`, short fragments and
 * tokens with no letters at either end of the line. Inner words are kept (a name may be long).
 */
export function trimOcrNoise(key: string): string {
  const words = key.split(' ').filter(Boolean);
  const noise = (w: string): boolean => !/[a-z]/.test(w) || (w.length <= 2 && !COMMON_SHORT.has(w));
  while (words.length > 0 && noise(words[0]!)) words.shift();
  while (words.length > 0 && noise(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

// Two-letter words that really end or start card names ("Fire // Ice", "Go for the Throat", "Ox of Agonas").
const COMMON_SHORT = new Set([
  'of',
  'to',
  'in',
  'on',
  'ox',
  'go',
  'up',
  'at',
  'an',
  'my',
  'no',
  'or',
  'by',
  'we',
  'it',
  'be',
  'is',
]);
