/**
 * `db check` (issue 23, finding 6): SQLite's own checks (integrity, foreign keys) and a read of
 * every row that holds JSON or a value the app relies on, with the same expectations the code
 * that reads them has. With `quarantine`, rows that cannot be read are set aside in the
 * `quarantine` table (migration 007) in one transaction, so they stop breaking the app.
 *
 * What "set aside" means depends on the row: a saved game, a deck or a setting is moved whole (the
 * rest of the app does not point at it; a deck takes its entries along in the raw JSON). A card,
 * printing or scan row is referenced by the collection and decks, so moving it would break them:
 * its copy goes to quarantine and only the unreadable column is reset to its empty default.
 */
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { seatSpec } from '../../contract/games';
import { deckRulesFor } from '../../core/decks';

export type Fix = 'move' | 'reset' | 'none';

export interface RowProblem {
  table: string;
  /** The row's key in its table (null for problems of the whole file). */
  id: string | null;
  reason: string;
  /** What `--quarantine` does about it. */
  fix: Fix;
}

export interface CheckReport {
  problems: RowProblem[];
  /** Rows read and found readable or not (the JSON checks). */
  rowsChecked: number;
  /** Rows written to the quarantine table by this run. */
  quarantined: number;
}

/** How a JSON column must look; `reset` is the empty value a damaged one is replaced by. */
interface JsonColumn {
  name: string;
  shape: z.ZodType;
  nullable?: boolean;
  reset?: string;
}

interface TableCheck {
  table: string;
  /** The column shown as the row's id. */
  key: string;
  fix: 'move' | 'reset';
  columns: JsonColumn[];
  /** Checks of plain columns; returns the reason the row cannot be used, if any. */
  row?: (row: Record<string, unknown>) => string | undefined;
}

const stringMap = z.record(z.string(), z.string());

const CHECKS: TableCheck[] = [
  {
    table: 'saved_games',
    key: 'id',
    fix: 'move',
    columns: [
      { name: 'config', shape: z.object({ config: z.unknown(), seats: z.array(seatSpec) }) },
      { name: 'actions', shape: z.array(z.object({ seat: z.number().int(), action: z.unknown() })) },
      { name: 'result', shape: z.unknown(), nullable: true },
    ],
  },
  {
    table: 'decks',
    key: 'id',
    fix: 'move',
    columns: [],
    row: (r) => (deckRulesFor(String(r['variant'])) ? undefined : `unknown variant "${String(r['variant'])}"`),
  },
  {
    // A best of three (migration 008): moving it leaves its games as single games (match_id is set
    // to null by the foreign key), which the app reads as it reads any game.
    table: 'matches',
    key: 'id',
    fix: 'move',
    columns: [{ name: 'decks', shape: z.array(z.object({ main: z.array(z.unknown()), side: z.array(z.unknown()) })) }],
    row: (r) => (deckRulesFor(String(r['variant'])) ? undefined : `unknown variant "${String(r['variant'])}"`),
  },
  {
    table: 'settings',
    key: 'key',
    fix: 'move',
    columns: [],
    // The Scryfall address is used as a URL by every Scryfall call: a broken one fails them all.
    row: (r) => (r['key'] === 'scryfall.base_url' && !isHttpUrl(r['value']) ? 'not a web address' : undefined),
  },
  {
    table: 'cards',
    key: 'oracle_id',
    fix: 'reset',
    columns: [
      { name: 'keywords', shape: z.array(z.string()), reset: '[]' },
      { name: 'faces', shape: z.array(z.object({ name: z.string() }).loose()), reset: '[]' },
      { name: 'legalities', shape: stringMap, reset: '{}' },
    ],
  },
  {
    table: 'printings',
    key: 'id',
    fix: 'reset',
    columns: [{ name: 'image_uris', shape: stringMap, reset: '{}' }],
  },
  {
    table: 'scan_sessions',
    key: 'id',
    fix: 'reset',
    columns: [
      {
        name: 'hold',
        shape: z.object({ current: z.string().nullable(), pending: z.string().nullable() }),
        reset: '{"current":null,"pending":null}',
      },
    ],
  },
  {
    table: 'scan_entries',
    key: 'id',
    fix: 'reset',
    columns: [{ name: 'suggestions', shape: z.array(z.unknown()), reset: '[]' }],
  },
];

/** Tables no other table points at: a row of theirs whose parent is gone can be moved safely. */
const LEAF_TABLES = new Set(['deck_entries', 'collection_entries', 'scan_entries']);

function isHttpUrl(v: unknown): boolean {
  try {
    return typeof v === 'string' && /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
}

/** Why a JSON column cannot be read, or undefined when it is fine. */
function columnProblem(value: unknown, col: JsonColumn): string | undefined {
  if (value === null || value === undefined) return col.nullable ? undefined : `${col.name} is empty`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch (err) {
    return `${col.name} is not valid JSON (${err instanceof Error ? err.message : String(err)})`;
  }
  const shape = col.shape.safeParse(parsed);
  if (shape.success) return undefined;
  const issue = shape.error.issues[0];
  const where = issue && issue.path.length ? `${col.name}.${issue.path.map(String).join('.')}` : col.name;
  return `${where} has the wrong shape (${issue?.message ?? 'unexpected value'})`;
}

/** A problem found, with what the quarantine needs to act on it. */
interface Found extends RowProblem {
  rowid?: number;
  reset?: { column: string; value: string }[];
}

function sqliteChecks(db: Database): Found[] {
  const found: Found[] = [];
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    for (const r of rows) {
      if (r.integrity_check !== 'ok') found.push({ table: '(file)', id: null, reason: r.integrity_check, fix: 'none' });
    }
  } catch (err) {
    found.push({ table: '(file)', id: null, reason: `integrity check failed: ${String(err)}`, fix: 'none' });
  }
  const fks = db.pragma('foreign_key_check') as { table: string; rowid: number | null; parent: string }[];
  for (const fk of fks) {
    const movable = LEAF_TABLES.has(fk.table) && fk.rowid !== null;
    found.push({
      table: fk.table,
      id: fk.rowid === null ? null : String(fk.rowid),
      reason: `points at a row of ${fk.parent} that does not exist`,
      fix: movable ? 'move' : 'none',
      ...(movable && fk.rowid !== null ? { rowid: fk.rowid } : {}),
    });
  }
  return found;
}

function rowChecks(db: Database): { found: Found[]; rows: number } {
  const found: Found[] = [];
  let rows = 0;
  for (const check of CHECKS) {
    for (const raw of db.prepare(`SELECT rowid AS _rowid, * FROM ${check.table}`).iterate()) {
      const row = raw as Record<string, unknown> & { _rowid: number };
      rows++;
      const reasons: string[] = [];
      const reset: { column: string; value: string }[] = [];
      for (const col of check.columns) {
        const why = columnProblem(row[col.name], col);
        if (!why) continue;
        reasons.push(why);
        if (col.reset !== undefined) reset.push({ column: col.name, value: col.reset });
      }
      const whyRow = check.row?.(row);
      if (whyRow) reasons.push(whyRow);
      if (reasons.length === 0) continue;
      found.push({
        table: check.table,
        id: String(row[check.key]),
        reason: reasons.join('; '),
        fix: check.fix,
        rowid: row._rowid,
        ...(check.fix === 'reset' ? { reset } : {}),
      });
    }
  }
  return { found, rows };
}

/** The row as JSON text for the quarantine table; a deck takes its entries along. */
function rawRow(db: Database, table: string, rowid: number): string | undefined {
  const row = db.prepare(`SELECT * FROM ${table} WHERE rowid = ?`).get(rowid) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  if (table === 'decks') row['deck_entries'] = db.prepare('SELECT * FROM deck_entries WHERE deck_id = ?').all(rowid);
  return JSON.stringify(row);
}

/** Sets the rows aside, all in one transaction; returns how many went to quarantine. */
function quarantine(db: Database, found: Found[]): number {
  const insert = db.prepare('INSERT INTO quarantine (table_name, row_id, reason, raw) VALUES (?, ?, ?, ?)');
  return db.transaction(() => {
    let n = 0;
    for (const f of found) {
      if (f.fix === 'none' || f.rowid === undefined) continue;
      const raw = rawRow(db, f.table, f.rowid);
      if (raw === undefined) continue; // gone already (a deck entry removed with its deck)
      insert.run(f.table, f.id, f.reason, raw);
      n++;
      if (f.fix === 'move') db.prepare(`DELETE FROM ${f.table} WHERE rowid = ?`).run(f.rowid);
      for (const r of f.reset ?? []) {
        db.prepare(`UPDATE ${f.table} SET ${r.column} = ? WHERE rowid = ?`).run(r.value, f.rowid);
      }
    }
    return n;
  })();
}

/** Checks the database; with `setAside`, moves or resets what cannot be read (see the file comment). */
export function checkDatabase(db: Database, setAside: boolean): CheckReport {
  const sqlite = sqliteChecks(db);
  const { found: rowFound, rows } = rowChecks(db);
  const found = [...sqlite, ...rowFound];
  const quarantined = setAside ? quarantine(db, found) : 0;
  return {
    problems: found.map(({ table, id, reason, fix }) => ({ table, id, reason, fix })),
    rowsChecked: rows,
    quarantined,
  };
}
