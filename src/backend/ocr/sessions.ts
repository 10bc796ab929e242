import type { Database } from 'better-sqlite3';
import type { ScanEntryDto, ScanSessionDto } from '../../contract/scan';
import { pickPrinting } from '../../core/scan/collector';
import type { CardRead } from '../../core/scan/reads';
import { EMPTY_HOLD, type HoldState } from '../../core/scan/session';
import type { CardRepository } from '../cards';
import { ApiFailure, notFound } from '../errors';

interface EntryRow {
  id: number;
  session_id: number;
  status: 'added' | 'check';
  name: string | null;
  oracle_id: string | null;
  printing_id: string | null;
  confidence: number;
  suggestions: string;
  quantity: number;
  foil: number;
  source: string;
  ocr_text: string;
}

/** Scan sessions in the database (migration 006): every write is one transaction. */
export class ScanSessions {
  constructor(
    private readonly db: Database,
    private readonly repo: CardRepository,
  ) {}

  /** The open session, created when there is none. */
  open(): number {
    const row = this.db.prepare("SELECT id FROM scan_sessions WHERE status = 'open' ORDER BY id DESC LIMIT 1").get() as
      { id: number } | undefined;
    if (row) return row.id;
    return Number(this.db.prepare('INSERT INTO scan_sessions DEFAULT VALUES').run().lastInsertRowid);
  }

  private requireOpen(sessionId: number): void {
    const row = this.db.prepare('SELECT status FROM scan_sessions WHERE id = ?').get(sessionId) as
      { status: string } | undefined;
    if (!row) throw notFound(`Scan session ${sessionId} does not exist.`);
    if (row.status !== 'open')
      throw new ApiFailure('conflict', `Scan session ${sessionId} was already added to the collection.`);
  }

  get(sessionId: number): ScanSessionDto {
    const s = this.db.prepare('SELECT id, created_at FROM scan_sessions WHERE id = ?').get(sessionId) as
      { id: number; created_at: string } | undefined;
    if (!s) throw notFound(`Scan session ${sessionId} does not exist.`);
    const rows = this.db
      .prepare('SELECT * FROM scan_entries WHERE session_id = ? ORDER BY id')
      .all(sessionId) as EntryRow[];
    return { id: s.id, createdAt: s.created_at, entries: rows.map((r) => this.dto(r)) };
  }

  hold(sessionId: number): HoldState {
    const row = this.db.prepare('SELECT hold FROM scan_sessions WHERE id = ?').get(sessionId) as
      { hold: string } | undefined;
    return row ? (JSON.parse(row.hold) as HoldState) : EMPTY_HOLD;
  }

  /** Lists a read (and stores the hold state with it) in one transaction. */
  add(sessionId: number, read: CardRead, source: string, hold?: HoldState): ScanEntryDto {
    return this.db.transaction(() => {
      this.requireOpen(sessionId);
      if (hold) this.saveHold(sessionId, hold);
      const card = read.name ? this.repo.lookup(read.name)?.card : undefined;
      // The collector lines, when read, pin the printing among the card's own (issue 10).
      const pinned =
        card && read.collector ? pickPrinting(this.repo.printingsOf(card.oracleId), read.collector) : undefined;
      const printing = pinned ?? card?.printing;
      const sure = Boolean(read.name && card && printing);
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO scan_entries (session_id, status, name, oracle_id, printing_id, confidence, suggestions, source, ocr_text)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            sessionId,
            sure ? 'added' : 'check',
            sure ? card!.name : null,
            sure ? card!.oracleId : null,
            sure ? printing!.id : null,
            read.confidence,
            JSON.stringify(read.suggestions),
            source,
            read.text,
          ).lastInsertRowid,
      );
      return this.entry(id);
    })();
  }

  saveHold(sessionId: number, hold: HoldState): void {
    this.db.prepare('UPDATE scan_sessions SET hold = ? WHERE id = ?').run(JSON.stringify(hold), sessionId);
  }

  entry(id: number): ScanEntryDto {
    const row = this.db.prepare('SELECT * FROM scan_entries WHERE id = ?').get(id) as EntryRow | undefined;
    if (!row) throw notFound(`Scan entry ${id} does not exist (it may have been removed).`);
    return this.dto(row);
  }

  update(id: number, change: { name?: string; quantity?: number; foil?: boolean }): ScanEntryDto {
    return this.db.transaction(() => {
      const row = this.db.prepare('SELECT * FROM scan_entries WHERE id = ?').get(id) as EntryRow | undefined;
      if (!row) throw notFound(`Scan entry ${id} does not exist (it may have been removed).`);
      this.requireOpen(row.session_id);
      if (change.name !== undefined) {
        const card = this.repo.lookup(change.name)?.card;
        if (!card?.printing) throw notFound(`No card named "${change.name}" in the local card database.`);
        this.db
          .prepare("UPDATE scan_entries SET status = 'added', name = ?, oracle_id = ?, printing_id = ? WHERE id = ?")
          .run(card.name, card.oracleId, card.printing.id, id);
      }
      if (change.quantity !== undefined)
        this.db.prepare('UPDATE scan_entries SET quantity = ? WHERE id = ?').run(change.quantity, id);
      if (change.foil !== undefined)
        this.db.prepare('UPDATE scan_entries SET foil = ? WHERE id = ?').run(change.foil ? 1 : 0, id);
      return this.entry(id);
    })();
  }

  remove(id: number): boolean {
    return this.db.transaction(() => {
      const row = this.db.prepare('SELECT session_id FROM scan_entries WHERE id = ?').get(id) as
        { session_id: number } | undefined;
      if (!row) return false;
      this.requireOpen(row.session_id);
      this.db.prepare('DELETE FROM scan_entries WHERE id = ?').run(id);
      return true;
    })();
  }

  /**
   * "Add to collection": the confirmed entries go into the collection, the session is closed and
   * unconfirmed "check these" reads move to a fresh session, all in one transaction.
   */
  commit(sessionId: number): { added: number; entries: number; nextSessionId: number; carried: number } {
    return this.db.transaction(() => {
      this.requireOpen(sessionId);
      const rows = this.db
        .prepare("SELECT * FROM scan_entries WHERE session_id = ? AND status = 'added' ORDER BY id")
        .all(sessionId) as EntryRow[];
      const result = rows.length
        ? this.repo.addToCollection(
            rows.map((r) => ({ printingId: r.printing_id!, quantity: r.quantity, foil: r.foil === 1 })),
          )
        : { added: 0, entries: 0 };
      this.db
        .prepare(
          "UPDATE scan_sessions SET status = 'committed', committed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
        )
        .run(sessionId);
      const next = Number(this.db.prepare('INSERT INTO scan_sessions DEFAULT VALUES').run().lastInsertRowid);
      const carried = this.db
        .prepare("UPDATE scan_entries SET session_id = ? WHERE session_id = ? AND status = 'check'")
        .run(next, sessionId).changes;
      return { ...result, nextSessionId: next, carried };
    })();
  }

  private dto(r: EntryRow): ScanEntryDto {
    const card = r.printing_id ? this.repo.getCardByPrinting(r.printing_id) : undefined;
    return {
      id: r.id,
      status: r.status,
      name: r.name,
      card:
        card && card.printing
          ? {
              oracleId: card.oracleId,
              name: card.name,
              manaCost: card.manaCost,
              typeLine: card.typeLine,
              printingId: card.printing.id,
              set: card.printing.set,
              setName: card.printing.setName,
              collectorNumber: card.printing.collectorNumber,
            }
          : null,
      confidence: r.confidence,
      suggestions: JSON.parse(r.suggestions) as ScanEntryDto['suggestions'],
      quantity: r.quantity,
      foil: r.foil === 1,
      source: r.source,
      text: r.ocr_text,
    };
  }
}
