/**
 * The local card database: cards (oracle level), their names, printings, and the collection.
 * Every write is one transaction (all or nothing). Lookups are local only: no network here.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { Card, CardFace, Color, OracleCard, Printing } from '../../core/cards';
import { COLORS, normalizeName, splitFaceNames } from '../../core/cards';

/** One converted card object, as {@link fromScryfall} returns it. */
export interface CardWithPrinting {
  card: OracleCard;
  printing: Printing;
}

/** How a name was matched by {@link CardRepository.lookup}. */
/** `fuzzy`: the one card whose name is closest to what was typed (as Scryfall's fuzzy lookup answers). */
export type MatchKind = 'exact' | 'normalized' | 'face' | 'fuzzy';

export interface LookupResult {
  card: Card;
  matchedBy: MatchKind;
}

/** A collection row as the UI, the deck builder and the exporters read it. */
export interface CollectionEntry {
  /** The row id (for editing quantities). */
  id: number;
  card: Card;
  printing: Printing;
  quantity: number;
  foil: boolean;
  condition: string;
  language: string;
}

/** Filters for {@link CardRepository.listCollection}; every given filter must hold. */
export interface CollectionFilter {
  /** Part of the name (case- and diacritics-insensitive). */
  name?: string;
  /** Part of the type line, e.g. `Creature`, `Goblin`. */
  type?: string;
  /** Cards having every one of these colours; `['C']` means colourless. */
  colors?: (Color | 'C')[];
  manaValueMin?: number;
  manaValueMax?: number;
  /** Set code, e.g. `m10` (case-insensitive). */
  set?: string;
  limit?: number;
  offset?: number;
}

export interface CollectionPage {
  entries: CollectionEntry[];
  /** Rows matching the filter (before limit/offset). */
  matching: number;
  /** Card copies matching the filter (sum of quantities). */
  matchingCopies: number;
  /** The whole collection: rows, copies, distinct cards. */
  totals: { entries: number; copies: number; distinctCards: number };
}

/** What to add to the collection; quantities add to an existing identical row. */
export interface CollectionAdd {
  printingId: string;
  quantity: number;
  foil?: boolean;
  condition?: string;
  language?: string;
}

/** A name the card answers to (full name or a face), for OCR and autocomplete. */
export interface NameEntry {
  name: string;
  oracleId: string;
  isFace: boolean;
}

interface CardRow {
  oracle_id: string;
  name: string;
  mana_cost: string;
  mana_value: number;
  type_line: string;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  colors: string;
  color_identity: string;
  keywords: string;
  layout: string;
  faces: string;
  legalities: string;
}

interface PrintingRow {
  id: string;
  oracle_id: string;
  set_code: string;
  set_name: string;
  collector_number: string;
  rarity: string;
  lang: string;
  released_at: string;
  image_uris: string;
}

const CARD_COLS =
  'c.oracle_id, c.name, c.mana_cost, c.mana_value, c.type_line, c.oracle_text, c.power, c.toughness, c.loyalty, c.colors, c.color_identity, c.keywords, c.layout, c.faces, c.legalities';
const PRINTING_COLS =
  'p.id, p.oracle_id, p.set_code, p.set_name, p.collector_number, p.rarity, p.lang, p.released_at, p.image_uris';

const colorString = (cs: Color[]) => COLORS.filter((c) => cs.includes(c)).join('');
const colorList = (s: string): Color[] => COLORS.filter((c) => s.includes(c));

function cardFromRow(r: CardRow): OracleCard {
  const card: OracleCard = {
    oracleId: r.oracle_id,
    name: r.name,
    manaCost: r.mana_cost,
    manaValue: r.mana_value,
    typeLine: r.type_line,
    oracleText: r.oracle_text,
    colors: colorList(r.colors),
    colorIdentity: colorList(r.color_identity),
    keywords: JSON.parse(r.keywords) as string[],
    layout: r.layout,
    faces: JSON.parse(r.faces) as CardFace[],
    legalities: JSON.parse(r.legalities) as Record<string, string>,
  };
  if (r.power !== null) card.power = r.power;
  if (r.toughness !== null) card.toughness = r.toughness;
  if (r.loyalty !== null) card.loyalty = r.loyalty;
  return card;
}

function printingFromRow(r: PrintingRow): Printing {
  return {
    id: r.id,
    oracleId: r.oracle_id,
    set: r.set_code,
    setName: r.set_name,
    collectorNumber: r.collector_number,
    rarity: r.rarity,
    lang: r.lang,
    releasedAt: r.released_at,
    imageUris: JSON.parse(r.image_uris) as Record<string, string>,
  };
}

/** Every normalised name a card answers to: the full name, `A // B` and each face. */
export function namesOf(card: OracleCard): { norm: string; isFace: boolean }[] {
  const out = new Map<string, boolean>();
  out.set(normalizeName(card.name), false);
  const faces = card.faces.length > 1 ? card.faces.map((f) => f.name) : splitFaceNames(card.name);
  if (faces.length > 1) {
    out.set(normalizeName(faces.join(' // ')), false);
    for (const f of faces) if (!out.has(normalizeName(f))) out.set(normalizeName(f), true);
  }
  return [...out].map(([norm, isFace]) => ({ norm, isFace }));
}

/** Parameters of one `cards` row, shared with the bulk importer's staging tables. */
export function cardParams(c: OracleCard): unknown[] {
  return [
    c.oracleId,
    c.name,
    normalizeName(c.name),
    c.manaCost,
    c.manaValue,
    c.typeLine,
    c.oracleText,
    c.power ?? null,
    c.toughness ?? null,
    c.loyalty ?? null,
    colorString(c.colors),
    colorString(c.colorIdentity),
    JSON.stringify(c.keywords),
    c.layout,
    JSON.stringify(c.faces),
    JSON.stringify(c.legalities),
  ];
}

/** Parameters of one `printings` row. */
export function printingParams(p: Printing): unknown[] {
  return [
    p.id,
    p.oracleId,
    p.set.toLowerCase(),
    p.setName,
    p.collectorNumber,
    p.rarity,
    p.lang,
    p.releasedAt,
    JSON.stringify(p.imageUris),
  ];
}

export const UPSERT_CARD_SQL = `INSERT INTO cards (oracle_id, name, name_norm, mana_cost, mana_value, type_line, oracle_text,
  power, toughness, loyalty, colors, color_identity, keywords, layout, faces, legalities)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(oracle_id) DO UPDATE SET name = excluded.name, name_norm = excluded.name_norm,
  mana_cost = excluded.mana_cost, mana_value = excluded.mana_value, type_line = excluded.type_line,
  oracle_text = excluded.oracle_text, power = excluded.power, toughness = excluded.toughness,
  loyalty = excluded.loyalty, colors = excluded.colors, color_identity = excluded.color_identity,
  keywords = excluded.keywords, layout = excluded.layout, faces = excluded.faces,
  legalities = CASE WHEN excluded.legalities = '{}' THEN cards.legalities ELSE excluded.legalities END`;

export const UPSERT_PRINTING_SQL = `INSERT INTO printings (id, oracle_id, set_code, set_name, collector_number, rarity, lang,
  released_at, image_uris) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(id) DO UPDATE SET oracle_id = excluded.oracle_id, set_code = excluded.set_code,
  set_name = excluded.set_name, collector_number = excluded.collector_number, rarity = excluded.rarity,
  lang = excluded.lang, released_at = excluded.released_at,
  image_uris = CASE WHEN excluded.image_uris = '{}' THEN printings.image_uris ELSE excluded.image_uris END`;

/** Levenshtein distance with an early exit once every path exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * The card database over one better-sqlite3 connection. Cheap to create; statements are
 * prepared once per instance. Use one per backend (`ctx.service('cards.repository', …)`).
 */
export class CardRepository {
  private readonly st: Record<string, Statement>;
  private nameIndex: { norm: string; name: string; oracleId: string; isFace: boolean }[] | undefined;

  constructor(readonly db: Database) {
    this.st = {
      upsertCard: db.prepare(UPSERT_CARD_SQL),
      upsertPrinting: db.prepare(UPSERT_PRINTING_SQL),
      deleteNames: db.prepare('DELETE FROM card_names WHERE oracle_id = ?'),
      insertName: db.prepare('INSERT OR IGNORE INTO card_names (name_norm, oracle_id, is_face) VALUES (?, ?, ?)'),
      byExactName: db.prepare(`SELECT ${CARD_COLS} FROM cards c WHERE c.name = ? LIMIT 1`),
      byNorm: db.prepare(
        `SELECT ${CARD_COLS}, n.is_face FROM card_names n JOIN cards c ON c.oracle_id = n.oracle_id
         WHERE n.name_norm = ? ORDER BY n.is_face, c.layout = 'token', c.name LIMIT 1`,
      ),
      byOracle: db.prepare(`SELECT ${CARD_COLS} FROM cards c WHERE c.oracle_id = ?`),
      defaultPrinting: db.prepare(
        `SELECT ${PRINTING_COLS} FROM printings p WHERE p.oracle_id = ?
         ORDER BY p.lang = 'en' DESC, p.released_at DESC, p.id LIMIT 1`,
      ),
      printingById: db.prepare(`SELECT ${PRINTING_COLS} FROM printings p WHERE p.id = ?`),
      printingsOf: db.prepare(
        `SELECT ${PRINTING_COLS} FROM printings p WHERE p.oracle_id = ? ORDER BY p.released_at DESC, p.set_code, p.collector_number`,
      ),
      printingBySetNumber: db.prepare(
        `SELECT ${PRINTING_COLS} FROM printings p WHERE p.set_code = ? AND p.collector_number = ? ORDER BY p.lang = 'en' DESC LIMIT 1`,
      ),
      printingsOfSet: db.prepare(
        `SELECT ${PRINTING_COLS} FROM printings p WHERE p.set_code = ? ORDER BY CAST(p.collector_number AS INTEGER), p.collector_number`,
      ),
      addEntry: db.prepare(
        `INSERT INTO collection_entries (printing_id, oracle_id, quantity, foil, condition, language)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(printing_id, foil, condition, language) DO UPDATE SET quantity = quantity + excluded.quantity`,
      ),
      entryId: db.prepare(
        'SELECT id, quantity FROM collection_entries WHERE printing_id = ? AND foil = ? AND condition = ? AND language = ?',
      ),
      setQuantity: db.prepare('UPDATE collection_entries SET quantity = ? WHERE id = ?'),
      deleteEntry: db.prepare('DELETE FROM collection_entries WHERE id = ?'),
      totals: db.prepare(
        'SELECT COUNT(*) AS entries, COALESCE(SUM(quantity), 0) AS copies, COUNT(DISTINCT oracle_id) AS distinctCards FROM collection_entries',
      ),
      countCards: db.prepare(
        'SELECT (SELECT COUNT(*) FROM cards) AS cards, (SELECT COUNT(*) FROM printings) AS printings',
      ),
      sets: db.prepare(
        `SELECT set_code AS code, MAX(set_name) AS name, MIN(released_at) AS releasedAt, COUNT(*) AS printings
         FROM printings GROUP BY set_code ORDER BY releasedAt DESC, code`,
      ),
      allNames: db.prepare(
        'SELECT n.name_norm, n.oracle_id, n.is_face, c.name FROM card_names n JOIN cards c ON c.oracle_id = n.oracle_id',
      ),
    } as Record<string, Statement>;
  }

  private s(key: string): Statement {
    const st = this.st[key];
    if (!st) throw new Error(`no statement ${key}`);
    return st;
  }

  /** Writes cards, their names and printings in the caller's transaction (no transaction of its own). */
  upsertInTransaction(items: readonly CardWithPrinting[]): void {
    const seen = new Set<string>();
    for (const { card, printing } of items) {
      if (!seen.has(card.oracleId)) {
        seen.add(card.oracleId);
        this.s('upsertCard').run(...cardParams(card));
        this.s('deleteNames').run(card.oracleId);
        for (const n of namesOf(card)) this.s('insertName').run(n.norm, card.oracleId, n.isFace ? 1 : 0);
      }
      this.s('upsertPrinting').run(...printingParams(printing));
    }
    this.nameIndex = undefined;
  }

  /** Inserts or updates cards and printings: one transaction, all or nothing. */
  upsert(items: readonly CardWithPrinting[]): { cards: number; printings: number } {
    this.db.transaction(() => this.upsertInTransaction(items))();
    return { cards: new Set(items.map((i) => i.card.oracleId)).size, printings: items.length };
  }

  /** Forget cached name lists (after a bulk import wrote through its own statements). */
  invalidate(): void {
    this.nameIndex = undefined;
  }

  private withPrinting(card: OracleCard, printingId?: string): Card {
    const row = (printingId ? this.s('printingById').get(printingId) : this.s('defaultPrinting').get(card.oracleId)) as
      PrintingRow | undefined;
    return row ? { ...card, printing: printingFromRow(row) } : { ...card };
  }

  /**
   * Finds one card by name, locally: the exact name first, then case/diacritics-insensitive
   * (`aether vial`), then `A // B` / `A/B` / `A // B` forms of split and double-faced cards, then
   * one face (`Fire`, `Delver of Secrets`). Real cards win over tokens of the same name.
   * The card comes with its default printing (English, newest).
   */
  lookup(name: string): LookupResult | undefined {
    const trimmed = name.trim();
    if (!trimmed) return undefined;
    const exact = this.s('byExactName').get(trimmed) as CardRow | undefined;
    if (exact) return { card: this.withPrinting(cardFromRow(exact)), matchedBy: 'exact' };
    const tries = [normalizeName(trimmed)];
    const faces = splitFaceNames(trimmed);
    if (faces.length > 1) tries.push(normalizeName(faces.join(' // ')));
    for (const norm of tries) {
      const row = this.s('byNorm').get(norm) as (CardRow & { is_face: number }) | undefined;
      if (row) return { card: this.withPrinting(cardFromRow(row)), matchedBy: row.is_face ? 'face' : 'normalized' };
    }
    // `Fire // Something wrong`: fall back to the first face alone when it names a card.
    if (faces.length > 1 && faces[0]) {
      const row = this.s('byNorm').get(normalizeName(faces[0])) as (CardRow & { is_face: number }) | undefined;
      if (row) return { card: this.withPrinting(cardFromRow(row)), matchedBy: 'face' };
    }
    return undefined;
  }

  /** {@link lookup} for many names at once (one read transaction; duplicates looked up once). */
  lookupMany(names: readonly string[]): Map<string, LookupResult | undefined> {
    const out = new Map<string, LookupResult | undefined>();
    this.db.transaction(() => {
      for (const n of names) if (!out.has(n)) out.set(n, this.lookup(n));
    })();
    return out;
  }

  private names(): { norm: string; name: string; oracleId: string; isFace: boolean }[] {
    if (!this.nameIndex) {
      const rows = this.s('allNames').all() as {
        name_norm: string;
        oracle_id: string;
        is_face: number;
        name: string;
      }[];
      this.nameIndex = rows.map((r) => ({
        norm: r.name_norm,
        name: r.name,
        oracleId: r.oracle_id,
        isFace: !!r.is_face,
      }));
    }
    return this.nameIndex;
  }

  /** Every name the local cards answer to (full names and faces), for OCR matching and autocomplete. */
  allNames(): NameEntry[] {
    const seen = new Set<string>();
    const out: NameEntry[] = [];
    for (const n of this.names()) {
      const key = `${n.oracleId}|${n.norm}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const face = n.isFace
        ? (this.nameOfFace(n.name, n.norm) ?? n.name)
        : n.norm === normalizeName(n.name)
          ? n.name
          : undefined;
      if (face !== undefined) out.push({ name: face, oracleId: n.oracleId, isFace: n.isFace });
    }
    return out;
  }

  private nameOfFace(full: string, norm: string): string | undefined {
    return splitFaceNames(full).find((f) => normalizeName(f) === norm);
  }

  /**
   * Card names close to `query` (for "did you mean"): names starting with it, containing it,
   * then within a small edit distance, best first. Distinct card names, at most `limit`.
   */
  suggest(query: string, limit = 5): string[] {
    const q = normalizeName(query);
    if (!q) return [];
    const scored: { name: string; score: number }[] = [];
    const maxEdits = Math.max(1, Math.min(4, Math.floor(q.length / 3)));
    for (const n of this.names()) {
      let score: number;
      if (n.norm === q) score = 0;
      else if (n.norm.startsWith(q)) score = 1 + (n.norm.length - q.length) / 100;
      else if (n.norm.includes(q)) score = 2 + (n.norm.length - q.length) / 100;
      else {
        const d = editDistance(q, n.norm, maxEdits);
        if (d > maxEdits) continue;
        score = 3 + d;
      }
      scored.push({ name: n.name, score });
    }
    scored.sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
    const out: string[] = [];
    for (const s of scored) {
      if (!out.includes(s.name)) out.push(s.name);
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * The one card name closest to `query` by edit distance (a typo: "Lightnig Bolt"), or undefined
   * when none is close or several are equally close (then it is a question: see {@link suggest}).
   */
  closest(query: string): string | undefined {
    const q = normalizeName(query);
    if (!q) return undefined;
    const maxEdits = Math.max(1, Math.min(4, Math.floor(q.length / 3)));
    let best = maxEdits + 1;
    let names = new Set<string>();
    for (const n of this.names()) {
      const d = editDistance(q, n.norm, Math.min(maxEdits, best));
      if (d < best) {
        best = d;
        names = new Set([n.name]);
      } else if (d === best) names.add(n.name);
    }
    return best <= maxEdits && names.size === 1 ? [...names][0] : undefined;
  }

  /** Cards by oracle id, in the order asked, each with its default printing; unknown ids are left out. */
  getCards(oracleIds: readonly string[]): Card[] {
    const out: Card[] = [];
    for (const id of oracleIds) {
      const row = this.s('byOracle').get(id) as CardRow | undefined;
      if (row) out.push(this.withPrinting(cardFromRow(row)));
    }
    return out;
  }

  getPrinting(id: string): Printing | undefined {
    const row = this.s('printingById').get(id) as PrintingRow | undefined;
    return row ? printingFromRow(row) : undefined;
  }

  /** A card shown as one particular printing. */
  getCardByPrinting(printingId: string): Card | undefined {
    const p = this.getPrinting(printingId);
    if (!p) return undefined;
    const row = this.s('byOracle').get(p.oracleId) as CardRow | undefined;
    return row ? { ...cardFromRow(row), printing: p } : undefined;
  }

  printingsOf(oracleId: string): Printing[] {
    return (this.s('printingsOf').all(oracleId) as PrintingRow[]).map(printingFromRow);
  }

  /** The printing `SET number` (e.g. `m10 146`), English preferred. */
  findPrinting(set: string, collectorNumber: string): Printing | undefined {
    const row = this.s('printingBySetNumber').get(set.toLowerCase(), collectorNumber) as PrintingRow | undefined;
    return row ? printingFromRow(row) : undefined;
  }

  /** Every local printing of a set, in collector-number order. */
  printingsOfSet(set: string): Printing[] {
    return (this.s('printingsOfSet').all(set.toLowerCase()) as PrintingRow[]).map(printingFromRow);
  }

  /** The sets present locally. */
  sets(): { code: string; name: string; releasedAt: string; printings: number }[] {
    return this.s('sets').all() as { code: string; name: string; releasedAt: string; printings: number }[];
  }

  counts(): { cards: number; printings: number } {
    return this.s('countCards').get() as { cards: number; printings: number };
  }

  /**
   * Adds to the collection in one transaction; a row with the same printing, foil, condition
   * and language gets its quantity increased. Throws (and adds nothing) when a printing is unknown.
   */
  addToCollection(items: readonly CollectionAdd[]): { added: number; entries: number } {
    let added = 0;
    const ids = new Set<number>();
    this.db.transaction(() => {
      for (const it of items) {
        if (!Number.isInteger(it.quantity) || it.quantity <= 0) {
          throw new RangeError(`quantity must be a positive whole number, got ${it.quantity}`);
        }
        const p = this.getPrinting(it.printingId);
        if (!p) throw new RangeError(`unknown printing ${it.printingId}: import the card first`);
        const foil = it.foil ? 1 : 0;
        const condition = it.condition ?? 'near_mint';
        const language = it.language ?? p.lang;
        this.s('addEntry').run(p.id, p.oracleId, it.quantity, foil, condition, language);
        const row = this.s('entryId').get(p.id, foil, condition, language) as { id: number };
        ids.add(row.id);
        added += it.quantity;
      }
    })();
    return { added, entries: ids.size };
  }

  /** Sets a row's quantity; 0 removes the row. */
  setQuantity(entryId: number, quantity: number): void {
    if (quantity <= 0) this.s('deleteEntry').run(entryId);
    else this.s('setQuantity').run(quantity, entryId);
  }

  /** The collection, filtered, newest cards by name, with totals. */
  listCollection(filter: CollectionFilter = {}): CollectionPage {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.name) {
      where.push('c.name_norm LIKE ?');
      params.push(`%${normalizeName(filter.name).replace(/[%_]/g, '')}%`);
    }
    if (filter.type) {
      where.push('c.type_line LIKE ?');
      params.push(`%${filter.type.replace(/[%_]/g, '')}%`);
    }
    for (const col of filter.colors ?? []) {
      if (col === 'C') where.push("c.colors = ''");
      else {
        where.push('instr(c.colors, ?) > 0');
        params.push(col);
      }
    }
    if (filter.manaValueMin !== undefined) {
      where.push('c.mana_value >= ?');
      params.push(filter.manaValueMin);
    }
    if (filter.manaValueMax !== undefined) {
      where.push('c.mana_value <= ?');
      params.push(filter.manaValueMax);
    }
    if (filter.set) {
      where.push('p.set_code = ?');
      params.push(filter.set.toLowerCase());
    }
    const from = `FROM collection_entries e JOIN cards c ON c.oracle_id = e.oracle_id JOIN printings p ON p.id = e.printing_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const agg = this.db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(e.quantity), 0) AS q ${from}`).get(...params) as {
      n: number;
      q: number;
    };
    const limit = filter.limit ?? 100_000;
    const offset = filter.offset ?? 0;
    const rows = this.db
      .prepare(
        `SELECT ${CARD_COLS}, ${PRINTING_COLS}, e.id AS entry_id, e.quantity, e.foil, e.condition, e.language ${from}
         ORDER BY c.name, p.set_code, p.collector_number, e.foil LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset) as (CardRow &
      PrintingRow & { entry_id: number; quantity: number; foil: number; condition: string; language: string })[];
    const entries = rows.map((r) => {
      const printing = printingFromRow(r);
      return {
        id: r.entry_id,
        card: { ...cardFromRow(r), printing },
        printing,
        quantity: r.quantity,
        foil: r.foil === 1,
        condition: r.condition,
        language: r.language,
      };
    });
    const totals = this.s('totals').get() as { entries: number; copies: number; distinctCards: number };
    return { entries, matching: agg.n, matchingCopies: agg.q, totals };
  }
}
