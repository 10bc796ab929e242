/**
 * CSV collection exports, each recognised by its header row: Moxfield, Deckbox, ManaBox,
 * Delver Lens, TCGplayer, Archidekt and MTGO's collection CSV. Column names are matched without
 * regard to case; extra columns are ignored (Delver Lens and Archidekt let users pick columns).
 */
import type { Carries, ExportEntry } from './carries';
import { csvLine, readCsv, sniffDelimiter } from './csv';
import { FormatError, type Condition, type FormatId, type ParsedEntry, type ParseProblem } from './types';
import {
  cleanName,
  excerpt,
  languageName,
  parseCollectorNumber,
  parseCondition,
  parseFoil,
  parseLanguage,
  parseQuantity,
  parseSetCode,
} from './values';

type Field =
  | 'quantity'
  | 'name'
  | 'set'
  | 'setName'
  | 'edition'
  | 'number'
  | 'foil'
  | 'condition'
  | 'language'
  | 'scryfallId'
  | 'sideboard';

export interface CsvProfile {
  id: FormatId;
  label: string;
  /** Header columns that must all be present (lower case). */
  required: readonly string[];
  /** At least one of these must be present too, when given. */
  anyOf?: readonly string[];
  /** Column names (lower case) per field, in order of preference. */
  columns: Partial<Record<Field, readonly string[]>>;
  /** Other columns this tool writes (they count towards recognising it). */
  others?: readonly string[];
  /** The header this tool writes, and one row of it. */
  header: readonly string[];
  row(e: ExportEntry): string[];
  carries: Carries;
}

const US_CONDITION: Record<Condition, string> = {
  mint: 'Mint',
  near_mint: 'Near Mint',
  lightly_played: 'Lightly Played',
  moderately_played: 'Moderately Played',
  heavily_played: 'Heavily Played',
  damaged: 'Damaged',
};
const ALL_CONDITIONS: Condition[] = Object.keys(US_CONDITION) as Condition[];
/** What a collection tool's CSV keeps of an entry: everything but the sideboard and the Scryfall id. */
const COLLECTION: Carries = { boards: ['main'], set: true, collectorNumber: true, foil: true, conditions: ALL_CONDITIONS, language: true, scryfallId: false }; // prettier-ignore
const upper = (s: string | undefined) => (s ?? '').toUpperCase();
const cond = (map: Record<Condition, string>, c: Condition | undefined) => map[c ?? 'near_mint'];
const lang = (code: string | undefined) => languageName(code ?? 'en');

export const CSV_PROFILES: readonly CsvProfile[] = [
  {
    id: 'moxfield',
    label: 'Moxfield collection CSV',
    required: ['count', 'name', 'edition', 'collector number'],
    columns: {
      quantity: ['count'],
      name: ['name'],
      set: ['edition'],
      number: ['collector number'],
      foil: ['foil'],
      condition: ['condition'],
      language: ['language'],
    },
    others: ['tradelist count', 'tags', 'last modified', 'alter', 'proxy', 'purchase price'],
    header: ['Count', 'Tradelist Count', 'Name', 'Edition', 'Condition', 'Language', 'Foil', 'Tags', 'Last Modified', 'Collector Number', 'Alter', 'Proxy', 'Purchase Price'], // prettier-ignore
    row: (e) => [
      String(e.quantity), '0', e.name, e.set ?? '', cond(US_CONDITION, e.condition), lang(e.language),
      e.foil ? 'foil' : '', '', '', e.collectorNumber ?? '', 'False', 'False', '',
    ], // prettier-ignore
    carries: COLLECTION,
  },
  {
    id: 'deckbox',
    label: 'Deckbox CSV',
    required: ['count', 'name', 'edition'],
    columns: {
      quantity: ['count'],
      name: ['name'],
      edition: ['edition'],
      number: ['card number'],
      foil: ['foil'],
      condition: ['condition'],
      language: ['language'],
    },
    others: ['tradelist count', 'signed', 'artist proof', 'altered art', 'misprint', 'promo', 'textless', 'my price'],
    header: ['Count', 'Tradelist Count', 'Name', 'Edition', 'Card Number', 'Condition', 'Language', 'Foil', 'Signed', 'Artist Proof', 'Altered Art', 'Misprint', 'Promo', 'Textless', 'My Price'], // prettier-ignore
    row: (e) => [
      String(e.quantity), '0', e.name, e.setName ?? upper(e.set), e.collectorNumber ?? '',
      cond(DECKBOX_CONDITION, e.condition), lang(e.language), e.foil ? 'foil' : '', '', '', '', '', '', '', '',
    ], // prettier-ignore
    carries: { ...COLLECTION, conditions: ['mint', 'near_mint', 'lightly_played', 'moderately_played', 'heavily_played', 'damaged'] }, // prettier-ignore
  },
  {
    id: 'manabox',
    label: 'ManaBox CSV',
    required: ['name', 'set code', 'collector number', 'quantity'],
    columns: {
      quantity: ['quantity'],
      name: ['name'],
      set: ['set code'],
      setName: ['set name'],
      number: ['collector number'],
      foil: ['foil'],
      condition: ['condition'],
      language: ['language'],
      scryfallId: ['scryfall id'],
    },
    others: ['binder name', 'binder type', 'rarity', 'manabox id', 'purchase price', 'misprint', 'altered', 'purchase price currency'], // prettier-ignore
    header: ['Name', 'Set code', 'Set name', 'Collector number', 'Foil', 'Rarity', 'Quantity', 'ManaBox ID', 'Scryfall ID', 'Purchase price', 'Misprint', 'Altered', 'Condition', 'Language', 'Purchase price currency'], // prettier-ignore
    row: (e) => [
      e.name, upper(e.set), e.setName ?? '', e.collectorNumber ?? '', e.foil ? 'foil' : 'normal', '', String(e.quantity),
      '', e.scryfallId ?? '', '', 'false', 'false', cond(MANABOX_CONDITION, e.condition), e.language ?? 'en', '',
    ], // prettier-ignore
    // ManaBox grades on the European scale: heavily played has no exact match.
    carries: { ...COLLECTION, conditions: ['mint', 'near_mint', 'lightly_played', 'moderately_played', 'damaged'], scryfallId: true }, // prettier-ignore
  },
  {
    id: 'delver',
    label: 'Delver Lens CSV',
    required: ['quantity', 'name'],
    anyOf: ['edition code', "collector's number", 'tag'],
    columns: {
      quantity: ['quantity'],
      name: ['name'],
      set: ['edition code'],
      setName: ['edition'],
      number: ["collector's number"],
      foil: ['foil'],
      condition: ['condition'],
      language: ['language'],
      scryfallId: ['scryfall id'],
    },
    others: ['tag', 'color', 'rarity', 'price', 'type'],
    header: ['Quantity', 'Name', 'Language', 'Foil', 'Edition CODE', 'Edition', 'Condition', "Collector's number"],
    row: (e) => [
      String(e.quantity), e.name, lang(e.language), e.foil ? 'Foil' : '', upper(e.set), e.setName ?? '',
      cond(US_CONDITION, e.condition), e.collectorNumber ?? '',
    ], // prettier-ignore
    carries: COLLECTION,
  },
  {
    id: 'tcgplayer',
    label: 'TCGplayer collection CSV',
    required: ['quantity', 'name', 'simple name'],
    columns: {
      quantity: ['quantity'],
      name: ['name'],
      set: ['set code'],
      setName: ['set'],
      number: ['card number'],
      foil: ['printing'],
      condition: ['condition'],
      language: ['language'],
    },
    others: ['rarity', 'product id', 'sku', 'price', 'price each'],
    header: ['Quantity', 'Name', 'Simple Name', 'Set', 'Card Number', 'Set Code', 'Printing', 'Condition', 'Language', 'Rarity', 'Product ID', 'SKU', 'Price', 'Price Each'], // prettier-ignore
    row: (e) => [
      String(e.quantity), e.name, e.name, e.setName ?? '', e.collectorNumber ?? '', upper(e.set),
      e.foil ? 'Foil' : 'Normal', cond(US_CONDITION, e.condition), lang(e.language), '', '', '', '', '',
    ], // prettier-ignore
    carries: COLLECTION,
  },
  {
    id: 'archidekt',
    label: 'Archidekt CSV',
    required: ['quantity'],
    anyOf: ['finish', 'foil/variant', 'card name', 'edition code', 'set name', 'edition name'],
    columns: {
      quantity: ['quantity'],
      name: ['name', 'card name'],
      set: ['edition code', 'set code', 'set'],
      setName: ['edition name', 'set name', 'edition'],
      number: ['collector number'],
      foil: ['finish', 'foil/variant', 'foil'],
      condition: ['condition'],
      language: ['language'],
      scryfallId: ['scryfall id'],
    },
    others: ['date added', 'purchase price', 'tags', 'multiverse id', 'mtgo id'],
    header: ['Quantity', 'Name', 'Finish', 'Condition', 'Language', 'Edition Name', 'Edition Code', 'Collector Number', 'Scryfall ID'], // prettier-ignore
    row: (e) => [
      String(e.quantity), e.name, e.foil ? 'Foil' : 'Normal', cond(SHORT_CONDITION, e.condition), upper(e.language ?? 'en'),
      e.setName ?? '', e.set ?? '', e.collectorNumber ?? '', e.scryfallId ?? '',
    ], // prettier-ignore
    carries: { ...COLLECTION, scryfallId: true },
  },
  {
    id: 'mtgo-csv',
    label: 'MTGO collection CSV',
    required: ['card name', 'quantity'],
    anyOf: ['id #', 'premium', 'sideboarded'],
    columns: {
      quantity: ['quantity'],
      name: ['card name'],
      set: ['set'],
      number: ['collector #'],
      foil: ['premium'],
      sideboard: ['sideboarded'],
    },
    others: ['id #', 'rarity', 'annotation'],
    header: ['Card Name', 'Quantity', 'ID #', 'Rarity', 'Set', 'Collector #', 'Premium', 'Sideboarded', 'Annotation'],
    row: (e) => [
      e.name, String(e.quantity), '', '', upper(e.set), e.collectorNumber ?? '', e.foil ? 'Yes' : 'No',
      e.board === 'side' ? 'Yes' : 'No', '0',
    ], // prettier-ignore
    carries: { boards: ['main', 'side'], set: true, collectorNumber: true, foil: true, conditions: false, language: false, scryfallId: false }, // prettier-ignore
  },
];

const DECKBOX_CONDITION: Record<Condition, string> = {
  mint: 'Mint',
  near_mint: 'Near Mint',
  lightly_played: 'Good (Lightly Played)',
  moderately_played: 'Played',
  heavily_played: 'Heavily Played',
  damaged: 'Poor',
};
const MANABOX_CONDITION: Record<Condition, string> = {
  mint: 'mint',
  near_mint: 'near_mint',
  lightly_played: 'light_played',
  moderately_played: 'played',
  heavily_played: 'poor',
  damaged: 'poor',
};
const SHORT_CONDITION: Record<Condition, string> = {
  mint: 'M',
  near_mint: 'NM',
  lightly_played: 'LP',
  moderately_played: 'MP',
  heavily_played: 'HP',
  damaged: 'D',
};

const norm = (s: string) =>
  s
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase();

/** The profile whose header best matches `columns` (lower-cased), or undefined. */
export function matchProfile(columns: readonly string[]): CsvProfile | undefined {
  const have = new Set(columns.map(norm));
  let best: { p: CsvProfile; score: number } | undefined;
  for (const p of CSV_PROFILES) {
    if (!p.required.every((c) => have.has(c))) continue;
    if (p.anyOf && !p.anyOf.some((c) => have.has(c))) continue;
    const known = new Set([...Object.values(p.columns).flat(), ...(p.others ?? [])]);
    if (!p.columns.name?.some((c) => have.has(c))) continue;
    const score = [...have].filter((c) => known.has(c)).length;
    if (!best || score > best.score) best = { p, score };
  }
  return best?.p;
}

/** Does the first line look like a CSV header rather than a card line? */
export function looksLikeCsvHeader(firstLine: string): boolean {
  const delimiter = sniffDelimiter(firstLine);
  const fields = firstLine.split(delimiter).map((f) => f.replace(/"/g, '').trim());
  if (fields.length < 3) return false;
  return fields.every((f) => !/^\d+$/.test(f)) && fields.filter(Boolean).length >= 2;
}

export interface CsvParse {
  format: FormatId;
  entries: ParsedEntry[];
  problems: ParseProblem[];
  lines: number;
}

const SET_CODE = /^[A-Za-z0-9]{2,6}$/;

/**
 * Parses a CSV export. Yields the number of rows read every `step` rows (for progress on big
 * files); returns the result.
 */
export function* parseCsv(text: string, step = 2000): Generator<number, CsvParse> {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = sniffDelimiter(firstLine);
  const rows = readCsv(text, delimiter);
  const head = rows.next();
  if (head.done) throw new FormatError('the file is empty', 1);
  const columns = head.value.fields.map(norm);
  const profile = matchProfile(columns);
  if (!profile) {
    throw new FormatError(
      `the CSV header (${excerpt(head.value.fields.join(', '), 120)}) is not one Kitchen Table knows; ` +
        'it reads the collection exports of Moxfield, Deckbox, ManaBox, Delver Lens, TCGplayer, Archidekt and MTGO',
      head.value.line,
    );
  }
  const index = (field: Field): number => {
    for (const name of profile.columns[field] ?? []) {
      const i = columns.indexOf(name);
      if (i >= 0) return i;
    }
    return -1;
  };
  const col = Object.fromEntries(
    (['quantity', 'name', 'set', 'setName', 'edition', 'number', 'foil', 'condition', 'language', 'scryfallId', 'sideboard'] as Field[]).map((f) => [f, index(f)]), // prettier-ignore
  ) as Record<Field, number>;
  const entries: ParsedEntry[] = [];
  const problems: ParseProblem[] = [];
  let count = 0;
  let lastLine = head.value.line;
  for (const row of rows) {
    count++;
    lastLine = row.line;
    if (count % step === 0) yield count;
    const get = (f: Field): string | undefined => (col[f] >= 0 ? row.fields[col[f]] : undefined)?.trim();
    const raw = row.fields.join(delimiter);
    if (row.fields.length < 2) {
      problems.push({ line: row.line, message: `the row has ${row.fields.length} column, the header ${columns.length}`, text: excerpt(raw) }); // prettier-ignore
      continue;
    }
    const quantity = parseQuantity(get('quantity') ?? '');
    if (typeof quantity === 'string') {
      problems.push({ line: row.line, message: quantity, text: excerpt(raw) });
      continue;
    }
    const name = cleanName(get('name') ?? '');
    if (typeof name !== 'string') {
      problems.push({ line: row.line, message: name.problem, text: excerpt(raw) });
      continue;
    }
    const entry: ParsedEntry = { line: row.line, quantity, name, board: 'main' };
    const set = parseSetCode(get('set'));
    if (set) entry.set = set;
    const setName = get('setName');
    if (setName) entry.setName = setName;
    // Deckbox's Edition holds a set name (`Theros`) or, in some exports, a code (`THB`).
    const edition = get('edition');
    if (edition) {
      if (SET_CODE.test(edition) && edition === edition.toUpperCase()) entry.set = edition.toLowerCase();
      else entry.setName = edition;
    }
    const number = parseCollectorNumber(get('number'));
    if (number) entry.collectorNumber = number;
    if (col.foil >= 0) entry.foil = parseFoil(get('foil'));
    const condition = parseCondition(get('condition'));
    if (condition) entry.condition = condition;
    const language = parseLanguage(get('language'));
    if (language) entry.language = language;
    const scryfallId = get('scryfallId');
    if (scryfallId && /^[0-9a-f-]{36}$/i.test(scryfallId)) entry.scryfallId = scryfallId.toLowerCase();
    if (col.sideboard >= 0 && parseFoil(get('sideboard'))) entry.board = 'side';
    entries.push(entry);
  }
  return { format: profile.id, entries, problems, lines: lastLine };
}

/** Writes entries in a profile's CSV format (CRLF line ends, as spreadsheet tools expect). */
export function writeCsv(profile: CsvProfile, entries: readonly ExportEntry[]): string {
  return [csvLine(profile.header), ...entries.map((e) => csvLine(profile.row(e)))].join('\r\n') + '\r\n';
}
