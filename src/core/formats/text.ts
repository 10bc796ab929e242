/**
 * The text family: plain lists, MTG Arena exports, MTGO .txt, and the lists other tools write
 * (Apprentice .dec, Magic Workstation .mwDeck, XMage .dck, TappedOut, Cockatrice's clipboard).
 * One tolerant reader handles all of them, line by line.
 */
import type { Board, ParsedEntry, ParseProblem } from './types';
import { cleanName, excerpt, parseQuantity, parseSetCode } from './values';

export interface TextParse {
  entries: ParsedEntry[];
  problems: ParseProblem[];
  deckName?: string;
  /** What the lines looked like, for format detection. */
  seen: {
    headers: number;
    /** `Deck`, `Sideboard`, `Commander`, `Companion` alone on a line, as Arena writes them. */
    arenaHeaders: number;
    arenaPrintings: number;
    sbPrefixes: number;
    /** `[M14]`, `*F*`, `(SET)` without a number: other tools' marks. */
    setTags: number;
    /** Lines with a name and no quantity. */
    bareNames: number;
    blankSplitSideboard: boolean;
  };
}

const HEADERS: [RegExp, Board | 'about'][] = [
  [/^(deck|main|mainboard|main deck|maindeck)$/, 'main'],
  [/^(sideboard|side|side board)$/, 'side'],
  [/^(commander|commanders)$/, 'commander'],
  [/^companion$/, 'companion'],
  [/^(maybeboard|maybe|considering)$/, 'maybe'],
  [/^about$/, 'about'],
];

/** `Deck`, `Sideboard`, `MainBoard: 3 cards`, `// Sideboard (11 cards)` → the section it starts. */
function headerOf(text: string): Board | 'about' | undefined {
  const word = text
    .replace(/:.*$/, '')
    .replace(/\(\d+( cards?)?\)$/i, '')
    .trim()
    .toLowerCase();
  for (const [re, board] of HEADERS) if (re.test(word)) return board;
  return undefined;
}

// `4 Lightning Bolt`, `4x Lightning Bolt`, `4X`, `4<TAB>Name`; the quantity must be followed by a gap or an x.
const QUANTITY = /^([+-]?\d[\d,.]*)(?:\s*[xX](?=\s)|\s+|[xX](?=\S))(.*)$/;
// XMage .dck `[WAR:2*]`, MWS `[M14]`, Cockatrice `[B]` before the name.
const BRACKET_SET = /^\[([A-Za-z0-9_]{1,8})(?::([A-Za-z0-9★*+-]+))?\]\s*(.*)$/;
// Arena / Moxfield text: `Name (M10) 146`, TappedOut `Name (ODY)`, lower-case codes too.
const PAREN_SET = /^(.*?)\s+\(([A-Za-z0-9_]{2,8})\)(?:\s+([A-Za-z0-9★-]+))?$/;

/**
 * Parses one text list. Line numbers are 1-based; `lines` is the file split into lines. Yields the
 * number of lines read every `step` lines (progress for big files) and returns the result.
 */
export function* parseTextLines(lines: readonly string[], step = 5000): Generator<number, TextParse> {
  const entries: ParsedEntry[] = [];
  const problems: ParseProblem[] = [];
  let board: Board = 'main';
  let inAbout = false;
  let deckName: string | undefined;
  const seen = { headers: 0, arenaHeaders: 0, arenaPrintings: 0, sbPrefixes: 0, setTags: 0, bareNames: 0, blankSplitSideboard: false }; // prettier-ignore
  // Groups of card lines separated by blank lines: MTGO/Arena put the sideboard after one blank line.
  const groups: number[][] = [[]];

  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    if (lineNo % step === 0) yield lineNo;
    const raw = lines[i] ?? '';
    let text = raw.replace(/\s+/g, ' ').trim();
    if (!text) {
      if ((groups[groups.length - 1] ?? []).length > 0) groups.push([]);
      continue;
    }
    // Comments: `//` and `#`. A comment that names a section starts it (`// Sideboard (11 cards)`).
    const comment = /^(\/\/|#)\s*(.*)$/.exec(text);
    if (comment) {
      const body = comment[2] ?? '';
      const name = /^name\s*:\s*(.+)$/i.exec(body);
      if (name?.[1] && !deckName) deckName = name[1].trim();
      const h = headerOf(body);
      if (h && h !== 'about') {
        board = h;
        seen.headers++;
      }
      continue;
    }
    // XMage layout lines describe how cards are drawn, not cards.
    if (/^LAYOUT (MAIN|SIDEBOARD)\b/i.test(text)) continue;
    const header = /^\d/.test(text) ? undefined : headerOf(text);
    if (header) {
      seen.headers++;
      if (/^(deck|sideboard|commander|companion)$/i.test(text)) seen.arenaHeaders++;
      inAbout = header === 'about';
      if (header !== 'about') board = header;
      continue;
    }
    if (inAbout) {
      const name = /^name\s+(.+)$/i.exec(text);
      if (name?.[1]) deckName = name[1].trim();
      continue;
    }
    let lineBoard = board;
    const sb = /^sb:\s*(.*)$/i.exec(text);
    if (sb) {
      lineBoard = 'side';
      seen.sbPrefixes++;
      text = sb[1] ?? '';
    }
    let quantity = 1;
    const q = QUANTITY.exec(text);
    if (q) {
      const parsed = parseQuantity(q[1] ?? '');
      if (typeof parsed === 'string') {
        problems.push({ line: lineNo, message: parsed, text: excerpt(raw) });
        continue;
      }
      quantity = parsed;
      text = (q[2] ?? '').trim();
    } else if (/^[+-]?\d+$/.test(text)) {
      problems.push({ line: lineNo, message: 'there is a number but no card name', text: excerpt(raw) });
      continue;
    } else {
      seen.bareNames++;
    }
    const entry: Omit<ParsedEntry, 'name'> = { line: lineNo, quantity, board: lineBoard };
    if (/\*[FE]\*/.test(text)) {
      entry.foil = true;
      seen.setTags++;
      text = text.replace(/\s*\*[FE]\*\s*/g, ' ').trim();
    }
    const bracket = BRACKET_SET.exec(text);
    if (bracket) {
      const set = parseSetCode(bracket[1]);
      if (set) entry.set = set;
      if (bracket[2]) entry.collectorNumber = bracket[2];
      seen.setTags++;
      text = (bracket[3] ?? '').trim();
    }
    const paren = PAREN_SET.exec(text);
    // Without a collector number only an upper-case code counts as a set (TappedOut's `(ODY)`), so
    // names such as `Hazmat Suit (Used)` keep their brackets.
    const code = paren?.[2] ?? '';
    const isSet = /[A-Za-z]/.test(code) && (!!paren?.[3] || code === code.toUpperCase());
    if (paren && isSet && (paren[1] ?? '').trim()) {
      const set = parseSetCode(paren[2]);
      if (set) entry.set = set;
      if (paren[3]) {
        entry.collectorNumber = paren[3];
        seen.arenaPrintings++;
      } else seen.setTags++;
      text = (paren[1] ?? '').trim();
    } else {
      // Cockatrice drops a trailing `(3)`: a number in brackets is never part of a card name.
      text = text.replace(/\s+\(\d+\)$/, '');
    }
    const name = cleanName(text);
    if (typeof name !== 'string') {
      problems.push({ line: lineNo, message: name.problem, text: excerpt(raw) });
      continue;
    }
    entries.push({ ...entry, name });
    groups[groups.length - 1]?.push(entries.length - 1);
  }

  // MTGO .txt and older Arena exports: no headers, the sideboard follows the one blank line.
  const cardGroups = groups.filter((g) => g.length > 0);
  if (seen.headers === 0 && seen.sbPrefixes === 0 && cardGroups.length === 2) {
    for (const idx of cardGroups[1] ?? []) {
      const e = entries[idx];
      if (e) e.board = 'side';
    }
    seen.blankSplitSideboard = true;
  }
  return { entries, problems, ...(deckName ? { deckName } : {}), seen };
}
