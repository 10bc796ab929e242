/** Field values shared by the formats: quantities, conditions, languages, foil flags, names. */
import { MAX_NAME_LENGTH, MAX_QUANTITY, type Condition } from './types';

/** A whole number from 1 to {@link MAX_QUANTITY}, or a message saying what is wrong. */
export function parseQuantity(raw: string): number | string {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return `the quantity "${text}" is not a whole number`;
  const n = Number(text);
  if (n < 1) return 'the quantity is 0; a line needs at least one card';
  if (n > MAX_QUANTITY) return `the quantity ${text} is more than ${MAX_QUANTITY.toLocaleString('en')}`;
  return n;
}

/** Collapses whitespace; returns a message when the text cannot be a card name. */
export function cleanName(raw: string): string | { problem: string } {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) return { problem: 'there is no card name' };
  if (name.length > MAX_NAME_LENGTH) return { problem: `the card name is ${name.length} characters long` };
  // eslint-disable-next-line no-control-regex -- control characters are what we are looking for
  if (/[\u0000-\u001f\u007f\ufffd]/.test(name)) return { problem: 'the card name contains unreadable characters' };
  // `_____` is a real card (Unhinged), so underscores count.
  if (!/[\p{L}\p{N}_]/u.test(name)) return { problem: `"${name}" has no letters` };
  return name;
}

const CONDITION_WORDS: [RegExp, Condition][] = [
  [/^(m|mint)$/, 'mint'],
  [/^(nm|near[ _-]?mint|nm\/m|nm-m)$/, 'near_mint'],
  [
    /^(lp|sp|ex|excellent|lightly[ _-]?played|light[ _-]?played|slightly[ _-]?played|good \(lightly played\))$/,
    'lightly_played',
  ],
  [/^(mp|pl|played|moderately[ _-]?played|good|gd)$/, 'moderately_played'],
  [/^(hp|heavily[ _-]?played)$/, 'heavily_played'],
  [/^(d|dmg|damaged|poor|po)$/, 'damaged'],
];

/** `Near Mint`, `NM`, `near_mint`, `Good (Lightly Played)`, … → a {@link Condition}; undefined when blank or unknown. */
export function parseCondition(raw: string | undefined): Condition | undefined {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text) return undefined;
  for (const [re, c] of CONDITION_WORDS) if (re.test(text)) return c;
  return undefined;
}

const LANGUAGES: [string, string[]][] = [
  ['en', ['english']],
  ['de', ['german', 'deutsch']],
  ['fr', ['french', 'français', 'francais']],
  ['it', ['italian', 'italiano']],
  ['es', ['spanish', 'español', 'espanol', 'sp']],
  ['pt', ['portuguese', 'português', 'portugues', 'portuguese (brazil)']],
  ['ja', ['japanese', 'jp']],
  ['ko', ['korean', 'kr']],
  ['ru', ['russian']],
  ['zhs', ['chinese (s)', 'simplified chinese', 'chinese simplified', 'chinese', 'cs', 'zh', 'zh-hans']],
  ['zht', ['chinese (t)', 'traditional chinese', 'chinese traditional', 'ct', 'zh-hant']],
  ['he', ['hebrew']],
  ['la', ['latin']],
  ['grc', ['ancient greek']],
  ['ar', ['arabic']],
  ['sa', ['sanskrit']],
  ['ph', ['phyrexian']],
];
const LANGUAGE_BY_WORD = new Map<string, string>();
for (const [code, words] of LANGUAGES) {
  LANGUAGE_BY_WORD.set(code, code);
  for (const w of words) LANGUAGE_BY_WORD.set(w, code);
}
const LANGUAGE_NAME = new Map<string, string>(
  LANGUAGES.map(([code, words]) => [code, (words[0] ?? code).replace(/^\w/, (c) => c.toUpperCase())]),
);
LANGUAGE_NAME.set('zhs', 'Chinese (S)');
LANGUAGE_NAME.set('zht', 'Chinese (T)');

/** Language name or code → Scryfall code (`English` → `en`, `Chinese (S)` → `zhs`); unknown words kept lower-cased. */
export function parseLanguage(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text) return undefined;
  return LANGUAGE_BY_WORD.get(text) ?? text;
}

/** `de` → `German`, for formats that write language names. */
export function languageName(code: string): string {
  return LANGUAGE_NAME.get(code) ?? code;
}

/** Language codes every format can carry (round trips are exact for these). */
export const KNOWN_LANGUAGES: readonly string[] = LANGUAGES.map(([c]) => c);

/** `foil`, `Foil`, `etched`, `Yes`, `true` → true; blank, `normal`, `No` → false. */
export function parseFoil(raw: string | undefined): boolean {
  return /^(foil|etched|yes|y|true|1|premium|foil etched)$/i.test((raw ?? '').trim());
}

/** Lower-cased set code, or undefined for blanks and placeholders such as TappedOut's `000`. */
export function parseSetCode(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text || /^0+$/.test(text)) return undefined;
  return text;
}

/** `31/41` (MTGO) → `31`; blanks → undefined. */
export function parseCollectorNumber(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim();
  if (!text) return undefined;
  return text.replace(/\/\d+$/, '');
}

/** Shortens a line for messages. */
export function excerpt(text: string, max = 80): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? t.slice(0, max - 1) + '…' : t;
}
