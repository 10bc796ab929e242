/**
 * The local card database: cards (oracle level), their names, printings, and the collection.
 * Every write is one transaction (all or nothing). Lookups are local only: no network here.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { Card, OracleCard, Printing } from '../../core/cards';
import { NameIndex, normalizeName, splitFaceNames } from '../../core/cards';
import {
  CARD_COLS,
  cardFromRow,
  PRINTING_COLS,
  printingFromRow,
  cardParams,
  namesOf,
  printingParams,
  UPSERT_CARD_SQL,
  UPSERT_PRINTING_SQL,
  type CardRow,
  type NameEntry,
  type PrintingRow,
} from './rows';
export { cardParams, namesOf, printingParams, UPSERT_CARD_SQL, UPSERT_PRINTING_SQL, type NameEntry } from './rows';

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

export type { CollectionAdd, CollectionEntry, CollectionFilter, CollectionPage } from './collectionTypes';
import type { CollectionAdd, CollectionFilter, CollectionPage } from './collectionTypes';

/**
 * The card database over one better-sqlite3 connection. Cheap to create; statements are
 * prepared once per instance. Use one per backend (`ctx.service('cards.repository', …)`).
 */
export class CardRepository {
  private readonly st: Record<string, Statement>;
  private nameIndex: { norm: string; name: string; oracleId: string; isFace: boolean }[] | undefined;
  private typoIndex: NameIndex | undefined;

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
    this.typoIndex = undefined;
  }

  /** Inserts or updates cards and printings: one transaction, all or nothing. */
  upsert(items: readonly CardWithPrinting[]): { cards: number; printings: number } {
    this.db.transaction(() => this.upsertInTransaction(items))();
    return { cards: new Set(items.map((i) => i.card.oracleId)).size, printings: items.length };
  }

  /** Forget cached name lists (after a bulk import wrote through its own statements). */
  invalidate(): void {
    this.nameIndex = undefined;
    this.typoIndex = undefined;
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

  /** The shared typo index over every name and face (built on first use, dropped on writes). */
  private typos(): NameIndex {
    this.typoIndex ??= new NameIndex(this.names().map((n) => ({ name: n.name, keys: [n.norm] })));
    return this.typoIndex;
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
    return this.typos().suggest(query, limit);
  }

  /**
   * The one card name closest to `query` by edit distance (a typo: "Lightnig Bolt"), or undefined
   * when none is close or several are equally close (then it is a question: see {@link suggest}).
   */
  closest(query: string): string | undefined {
    return this.typos().closest(query);
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
