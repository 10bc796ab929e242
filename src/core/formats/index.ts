/**
 * Deck and collection file formats: detection, parsing and writing. Pure: strings in, entries
 * (with line numbers) out. Name resolution against the card database happens in the backend.
 */
import type { Carries, ExportEntry } from './carries';
import { CSV_PROFILES, looksLikeCsvHeader, parseCsv, writeCsv } from './csvFormats';
import { assertText, splitLines, stripBom } from './lines';
import { parseMtgjsonDeck } from './mtgjson';
import { parseTextLines } from './text';
import { writeArena, writeMtgoText, writePlainText } from './textWriters';
import { FormatError, type FormatId, type ParseResult } from './types';
import { parseXml, writeCockatrice, writeMtgoDek, xmlRoot } from './xml';

export * from './types';
export type { Carries, ExportEntry } from './carries';
export { CSV_PROFILES } from './csvFormats';

export interface FormatInfo {
  id: FormatId;
  label: string;
  /** File extension for exports. */
  extension: string;
  /** Can Kitchen Table write this format? (OCTGN and MTGJSON decks are read only.) */
  writable: boolean;
  carries: Carries;
}

const TEXT_CARRIES: Carries = { boards: ['main', 'side', 'commander', 'companion', 'maybe'], set: false, collectorNumber: false, foil: false, conditions: false, language: false, scryfallId: false }; // prettier-ignore

export const FORMATS: readonly FormatInfo[] = [
  { id: 'text', label: 'Plain text list', extension: 'txt', writable: true, carries: TEXT_CARRIES },
  {
    id: 'arena',
    label: 'MTG Arena',
    extension: 'txt',
    writable: true,
    carries: { ...TEXT_CARRIES, boards: ['main', 'side', 'commander', 'companion'], set: true, collectorNumber: true },
  },
  { id: 'mtgo-txt', label: 'MTGO .txt', extension: 'txt', writable: true, carries: { ...TEXT_CARRIES, boards: ['main', 'side'] } }, // prettier-ignore
  { id: 'mtgo-dek', label: 'MTGO .dek', extension: 'dek', writable: true, carries: { ...TEXT_CARRIES, boards: ['main', 'side'] } }, // prettier-ignore
  {
    id: 'cockatrice',
    label: 'Cockatrice .cod',
    extension: 'cod',
    writable: true,
    carries: { ...TEXT_CARRIES, boards: ['main', 'side', 'maybe'], set: true, collectorNumber: true },
  },
  ...CSV_PROFILES.map((p) => ({ id: p.id, label: p.label, extension: 'csv', writable: true, carries: p.carries })),
  { id: 'octgn', label: 'OCTGN .o8d', extension: 'o8d', writable: false, carries: { ...TEXT_CARRIES, boards: ['main', 'side'] } }, // prettier-ignore
  { id: 'mtgjson', label: 'MTGJSON deck', extension: 'json', writable: false, carries: TEXT_CARRIES },
];

export function formatInfo(id: FormatId): FormatInfo {
  const info = FORMATS.find((f) => f.id === id);
  if (!info) throw new Error(`unknown format ${id}`);
  return info;
}

/** Runs a parsing generator to its end (no progress). */
export function runToEnd<T>(gen: Generator<number, T>): T {
  for (;;) {
    const step = gen.next();
    if (step.done) return step.value;
  }
}

/**
 * Parses a deck or collection file, detecting its format from its content. Yields the number of
 * lines read now and then (for progress); returns every entry and every line it could not read.
 * Throws {@link FormatError} when the file as a whole cannot be read (binary data, an unknown CSV
 * header, malformed XML or JSON, an empty file).
 */
export function* parseDeckFile(input: string): Generator<number, ParseResult> {
  assertText(input);
  const text = stripBom(input);
  if (!text.trim()) throw new FormatError('the file is empty', 1);
  const first = text.trimStart();
  if (first.startsWith('<')) {
    if (!xmlRoot(text)) throw new FormatError('the file starts like XML but has no root element', 1);
    return parseXml(text);
  }
  if (first.startsWith('{')) return { format: 'mtgjson', ...parseMtgjsonDeck(text) };
  const lines = splitLines(text);
  const firstLine = lines.find((l) => l.trim()) ?? '';
  if (looksLikeCsvHeader(firstLine)) {
    const lead = lines.findIndex((l) => l.trim());
    const csv = yield* parseCsv(
      lead > 0
        ? text
            .split(/\r\n|\n|\r/)
            .slice(lead)
            .join('\n')
        : text,
    );
    // Rows are counted from the first non-blank line; shift them back to file lines.
    if (lead > 0) for (const x of [...csv.entries, ...csv.problems]) x.line += lead;
    return csv;
  }
  const parsed = yield* parseTextLines(lines);
  const { seen } = parsed;
  const format: FormatId =
    seen.arenaPrintings > 0 || (seen.arenaHeaders > 0 && seen.headers === seen.arenaHeaders && seen.setTags === 0)
      ? 'arena'
      : seen.headers === 0 && seen.sbPrefixes === 0 && seen.setTags === 0 && seen.bareNames === 0
        ? 'mtgo-txt'
        : 'text';
  return {
    format,
    entries: parsed.entries,
    problems: parsed.problems,
    lines: lines.length,
    ...(parsed.deckName ? { deckName: parsed.deckName } : {}),
  };
}

/** Parses without progress; see {@link parseDeckFile}. */
export function parseDeckText(input: string): ParseResult {
  return runToEnd(parseDeckFile(input));
}

/** Writes entries in a format. Throws for the read-only formats. */
export function writeDeckFile(format: FormatId, entries: readonly ExportEntry[], deckName = ''): string {
  switch (format) {
    case 'text':
      return writePlainText(entries);
    case 'arena':
      return writeArena(entries);
    case 'mtgo-txt':
      return writeMtgoText(entries);
    case 'mtgo-dek':
      return writeMtgoDek(entries, deckName);
    case 'cockatrice':
      return writeCockatrice(entries, deckName);
    case 'octgn':
    case 'mtgjson':
      throw new Error(`Kitchen Table reads ${formatInfo(format).label} files but does not write them`);
    default: {
      const profile = CSV_PROFILES.find((p) => p.id === format);
      if (!profile) throw new Error(`unknown format ${String(format)}`);
      return writeCsv(profile, entries);
    }
  }
}
