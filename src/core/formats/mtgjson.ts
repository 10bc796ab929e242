/** MTGJSON v5 deck files (`{ data: { mainBoard, sideBoard, commander, … } }`): read only. */
import { FormatError, type Board, type ParsedEntry, type ParseProblem } from './types';
import { cleanName, parseQuantity, parseSetCode } from './values';

interface JsonCard {
  name?: unknown;
  count?: unknown;
  setCode?: unknown;
  number?: unknown;
  isFoil?: unknown;
  uuid?: unknown;
  identifiers?: { scryfallId?: unknown };
}

const BOARDS: [string, Board][] = [
  ['commander', 'commander'],
  ['mainBoard', 'main'],
  ['sideBoard', 'side'],
];

export function parseMtgjsonDeck(text: string): {
  entries: ParsedEntry[];
  problems: ParseProblem[];
  lines: number;
  deckName?: string;
} {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    const pos = /position (\d+)/.exec(String(err))?.[1];
    const line = pos ? text.slice(0, Number(pos)).split('\n').length : 1;
    throw new FormatError(`the JSON is malformed (${String(err).replace(/^SyntaxError: /, '')})`, line);
  }
  const data = (doc as { data?: Record<string, unknown> } | null)?.data;
  if (!data || typeof data !== 'object' || !BOARDS.some(([k]) => Array.isArray(data[k]))) {
    throw new FormatError('this JSON file is not an MTGJSON deck (no data.mainBoard)', 1);
  }
  const entries: ParsedEntry[] = [];
  const problems: ParseProblem[] = [];
  let searchFrom = 0;
  const lineOf = (needle: string): number => {
    const at = needle ? text.indexOf(needle, searchFrom) : -1;
    if (at < 0) return 1;
    searchFrom = at + 1;
    return text.slice(0, at).split('\n').length;
  };
  for (const [key, board] of BOARDS) {
    const cards = data[key];
    if (!Array.isArray(cards)) continue;
    for (const c of cards as JsonCard[]) {
      const line = lineOf(typeof c.uuid === 'string' ? `"uuid": "${c.uuid}"` : '');
      const quantity = parseQuantity(String(c.count ?? '1'));
      const name = cleanName(typeof c.name === 'string' ? c.name : '');
      if (typeof quantity === 'string' || typeof name !== 'string') {
        const message = typeof quantity === 'string' ? quantity : typeof name !== 'string' ? name.problem : '';
        problems.push({ line, message, text: String(c.name ?? '') });
        continue;
      }
      const entry: ParsedEntry = { line, quantity, name, board };
      const set = parseSetCode(typeof c.setCode === 'string' ? c.setCode : undefined);
      if (set) entry.set = set;
      if (typeof c.number === 'string' && c.number) entry.collectorNumber = c.number;
      if (c.isFoil === true) entry.foil = true;
      const sid = c.identifiers?.scryfallId;
      if (typeof sid === 'string' && /^[0-9a-f-]{36}$/i.test(sid)) entry.scryfallId = sid.toLowerCase();
      entries.push(entry);
    }
  }
  const name = typeof data.name === 'string' ? data.name : undefined;
  return { entries, problems, lines: text.split('\n').length, ...(name ? { deckName: name } : {}) };
}
