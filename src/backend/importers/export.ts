/** Writing the collection or a deck in one of the file formats. */
import { formatInfo, writeDeckFile, type ExportEntry, type FormatId, type Condition } from '../../core/formats';
import { CONDITIONS } from '../../core/formats';
import type { BackendContext } from '../context';
import { notFound } from '../errors';

interface Row {
  name: string;
  quantity: number;
  set_code: string | null;
  set_name: string | null;
  collector_number: string | null;
  printing_id: string | null;
  foil: number;
  condition: string;
  language: string;
  board: string;
}

const asCondition = (c: string): Condition | undefined =>
  (CONDITIONS as readonly string[]).includes(c) ? (c as Condition) : undefined;

function toEntry(r: Row): ExportEntry {
  const e: ExportEntry = { quantity: r.quantity, name: r.name, board: r.board === 'side' ? 'side' : 'main' };
  if (r.set_code) e.set = r.set_code;
  if (r.set_name) e.setName = r.set_name;
  if (r.collector_number) e.collectorNumber = r.collector_number;
  if (r.foil) e.foil = true;
  const condition = asCondition(r.condition);
  if (condition) e.condition = condition;
  if (r.language) e.language = r.language;
  // Printing ids are Scryfall ids for cards from Scryfall; MTGJSON-converted ids are not, so not written.
  if (r.printing_id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(r.printing_id)) {
    e.scryfallId = r.printing_id;
  }
  return e;
}

/** The collection as export entries, by name. */
export function collectionEntries(ctx: BackendContext): ExportEntry[] {
  const rows = ctx.db
    .prepare(
      `SELECT c.name, e.quantity, p.set_code, p.set_name, p.collector_number, p.id AS printing_id, e.foil, e.condition,
              e.language, 'main' AS board
       FROM collection_entries e JOIN cards c ON c.oracle_id = e.oracle_id JOIN printings p ON p.id = e.printing_id
       ORDER BY c.name, p.set_code, p.collector_number, e.foil, e.condition, e.language`,
    )
    .all() as Row[];
  return rows.map(toEntry);
}

/** A deck as export entries (main first), and its name. */
export function deckEntries(ctx: BackendContext, deckId: number): { name: string; entries: ExportEntry[] } {
  const deck = ctx.db.prepare('SELECT name FROM decks WHERE id = ?').get(deckId) as { name: string } | undefined;
  if (!deck) throw notFound(`There is no deck with id ${deckId}.`);
  const rows = ctx.db
    .prepare(
      `SELECT c.name, d.quantity, p.set_code, p.set_name, p.collector_number, p.id AS printing_id, 0 AS foil,
              '' AS condition, '' AS language, d.board
       FROM deck_entries d JOIN cards c ON c.oracle_id = d.oracle_id LEFT JOIN printings p ON p.id = d.printing_id
       WHERE d.deck_id = ? ORDER BY d.board = 'side', c.name`,
    )
    .all(deckId) as Row[];
  return { name: deck.name, entries: rows.map(toEntry) };
}

const slug = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'deck';

export function exportFile(
  ctx: BackendContext,
  what: { collection: true } | { deckId: number },
  format: FormatId,
): { fileName: string; format: FormatId; text: string; lines: number } {
  const { name, entries } = 'deckId' in what ? deckEntries(ctx, what.deckId) : { name: 'collection', entries: collectionEntries(ctx) }; // prettier-ignore
  const text = writeDeckFile(format, entries, name);
  const ext = formatInfo(format).extension;
  return { fileName: `${slug(name)}-${format}.${ext}`, format, text, lines: entries.length };
}
