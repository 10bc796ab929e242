/**
 * Saved decks in SQLite (decks + deck_entries from 001, players from 004) and the collection as
 * the auto-builder's pool. Every write is one transaction: a deck is saved whole or not at all.
 */
import type { Database } from 'better-sqlite3';
import type { Card } from '../../core/cards';
import {
  checkDeck,
  deckRulesFor,
  deckStats,
  type Deck,
  type DeckEntry,
  type DeckRules,
  type Legality,
  type PoolCard,
} from '../../core/decks';
import type { CardRepository } from '../cards';
import { ApiFailure, badInput, notFound } from '../errors';

export interface EntryIn {
  oracleId: string;
  quantity: number;
}

interface DeckRow {
  id: number;
  name: string;
  variant: string;
  players: number;
  notes: string;
  updated_at: string;
}

export function rulesOrThrow(variant: string): DeckRules {
  const rules = deckRulesFor(variant);
  if (!rules)
    throw badInput(
      `There is no variant "${variant}" (try dice-duel, magic-54, pub-magic, magic-combat or combat-with-dice).`,
    );
  return rules;
}

export class DeckStore {
  constructor(
    private readonly db: Database,
    private readonly cards: CardRepository,
  ) {}

  /** Copies owned per oracle id. */
  ownedByOracle(): Map<string, number> {
    const rows = this.db
      .prepare('SELECT oracle_id AS id, SUM(quantity) AS q FROM collection_entries GROUP BY oracle_id')
      .all() as { id: string; q: number }[];
    return new Map(rows.map((r) => [r.id, r.q]));
  }

  /** Copies per oracle id used by decks other than `exceptDeckId`. */
  usedByOtherDecks(exceptDeckId?: number): Map<string, number> {
    const rows = this.db
      .prepare('SELECT oracle_id AS id, SUM(quantity) AS q FROM deck_entries WHERE deck_id != ? GROUP BY oracle_id')
      .all(exceptDeckId ?? -1) as { id: string; q: number }[];
    return new Map(rows.map((r) => [r.id, r.q]));
  }

  /** The collection as the builder's pool: each distinct card with owned and free copies. */
  pool(exceptDeckId?: number): PoolCard[] {
    const owned = this.ownedByOracle();
    const used = this.usedByOtherDecks(exceptDeckId);
    return this.cards.getCards([...owned.keys()]).map((card) => {
      const o = owned.get(card.oracleId) ?? 0;
      return { card, owned: o, available: Math.max(0, o - (used.get(card.oracleId) ?? 0)) };
    });
  }

  /** The card database's basic lands (for unlimited basics even when the collection has none). */
  basicLands(): Card[] {
    const out: Card[] = [];
    for (const name of ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']) {
      const hit = this.cards.lookup(name);
      if (hit) out.push(hit.card);
    }
    return out;
  }

  /** Copies owned by card name (what the checker's ownership rule reads). */
  ownedByName(): Map<string, number> {
    const owned = this.ownedByOracle();
    const out = new Map<string, number>();
    for (const card of this.cards.getCards([...owned.keys()]))
      out.set(card.name, (out.get(card.name) ?? 0) + (owned.get(card.oracleId) ?? 0));
    return out;
  }

  private row(id: number): DeckRow {
    const row = this.db
      .prepare('SELECT id, name, variant, players, notes, updated_at FROM decks WHERE id = ?')
      .get(id) as DeckRow | undefined;
    if (!row) throw notFound(`There is no deck with id ${id}.`);
    return row;
  }

  private entries(id: number): { main: DeckEntry[]; sideboard: DeckEntry[] } {
    const rows = this.db
      .prepare('SELECT oracle_id AS oracleId, board, quantity FROM deck_entries WHERE deck_id = ? ORDER BY rowid')
      .all(id) as { oracleId: string; board: 'main' | 'side'; quantity: number }[];
    const cards = new Map(this.cards.getCards([...new Set(rows.map((r) => r.oracleId))]).map((c) => [c.oracleId, c]));
    const main: DeckEntry[] = [];
    const sideboard: DeckEntry[] = [];
    for (const r of rows) {
      const card = cards.get(r.oracleId);
      if (card) (r.board === 'main' ? main : sideboard).push({ card, quantity: r.quantity });
    }
    return { main, sideboard };
  }

  legalityOf(deck: Deck, row: { variant: string; players: number }): Legality {
    return checkDeck(deck, rulesOrThrow(row.variant), {
      players: row.players,
      owned: this.ownedByName(),
      basicsUnlimited: true,
    });
  }

  list(variant?: string) {
    const rows = (
      variant
        ? this.db
            .prepare(
              'SELECT id, name, variant, players, notes, updated_at FROM decks WHERE variant = ? ORDER BY name, id',
            )
            .all(variant)
        : this.db
            .prepare('SELECT id, name, variant, players, notes, updated_at FROM decks ORDER BY variant, name, id')
            .all()
    ) as DeckRow[];
    return rows.map((r) => this.summary(r));
  }

  private summary(r: DeckRow, deck = this.entries(r.id)) {
    const cards = deck.main.reduce((n, e) => n + e.quantity, 0);
    const legal = deckRulesFor(r.variant) ? this.legalityOf(deck, r).legal : false;
    return {
      id: r.id,
      name: r.name,
      variant: r.variant,
      players: r.players,
      notes: r.notes,
      cards,
      legal,
      updatedAt: r.updated_at,
    };
  }

  /** A saved deck as a game plays it: its boards (a match sideboards) and its legality for a table of `players`. */
  forPlay(
    id: number,
    players?: number,
  ): { id: number; name: string; variant: string; main: DeckEntry[]; sideboard: DeckEntry[]; legality: Legality } {
    const r = this.row(id);
    const deck = this.entries(id);
    const legality = deckRulesFor(r.variant)
      ? this.legalityOf(deck, { variant: r.variant, players: players ?? r.players })
      : { legal: false, violations: [] };
    return { id: r.id, name: r.name, variant: r.variant, main: deck.main, sideboard: deck.sideboard, legality };
  }

  get(id: number) {
    const r = this.row(id);
    const deck = this.entries(id);
    const owned = this.ownedByOracle();
    const out = (e: DeckEntry) => ({ card: e.card, quantity: e.quantity, owned: owned.get(e.card.oracleId) ?? 0 });
    const legality = this.legalityOf(deck, r);
    const stats = deckStats(deck.main);
    return {
      ...this.summary(r, deck),
      legal: legality.legal,
      main: deck.main.map(out),
      sideboard: deck.sideboard.map(out),
      legality,
      stats: {
        ...stats,
        types: stats.types as Record<string, number>,
        colorSymbols: stats.colorSymbols as Record<string, number>,
      },
    };
  }

  private writeEntries(id: number, main: readonly EntryIn[], sideboard: readonly EntryIn[]): void {
    const known = new Set(
      this.cards.getCards([...new Set([...main, ...sideboard].map((e) => e.oracleId))]).map((c) => c.oracleId),
    );
    for (const e of [...main, ...sideboard])
      if (!known.has(e.oracleId)) throw badInput(`The card ${e.oracleId} is not in the card database.`);
    this.db.prepare('DELETE FROM deck_entries WHERE deck_id = ?').run(id);
    const insert = this.db.prepare(
      `INSERT INTO deck_entries (deck_id, oracle_id, board, quantity) VALUES (?, ?, ?, ?)
       ON CONFLICT (deck_id, oracle_id, board) DO UPDATE SET quantity = quantity + excluded.quantity`,
    );
    for (const e of main) insert.run(id, e.oracleId, 'main', e.quantity);
    for (const e of sideboard) insert.run(id, e.oracleId, 'side', e.quantity);
  }

  create(input: {
    name: string;
    variant: string;
    players?: number;
    notes: string;
    main: EntryIn[];
    sideboard: EntryIn[];
  }) {
    const rules = rulesOrThrow(input.variant);
    const players = input.players ?? rules.players.min;
    const id = this.db.transaction(() => {
      const res = this.db
        .prepare('INSERT INTO decks (name, variant, notes, players) VALUES (?, ?, ?, ?)')
        .run(input.name, input.variant, input.notes, players);
      const newId = Number(res.lastInsertRowid);
      this.writeEntries(newId, input.main, input.sideboard);
      return newId;
    })();
    return this.get(id);
  }

  save(input: { id: number; name?: string; players?: number; notes?: string; main: EntryIn[]; sideboard: EntryIn[] }) {
    this.row(input.id);
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE decks SET name = COALESCE(?, name), players = COALESCE(?, players), notes = COALESCE(?, notes),
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
        )
        .run(input.name ?? null, input.players ?? null, input.notes ?? null, input.id);
      this.writeEntries(input.id, input.main, input.sideboard);
    })();
    return this.get(input.id);
  }

  rename(id: number, name: string) {
    this.row(id);
    this.db
      .prepare("UPDATE decks SET name = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
      .run(name, id);
    return this.summary(this.row(id));
  }

  duplicate(id: number, name?: string) {
    const r = this.row(id);
    const newId = this.db.transaction(() => {
      const res = this.db
        .prepare('INSERT INTO decks (name, variant, notes, players) VALUES (?, ?, ?, ?)')
        .run(name ?? `${r.name} (copy)`, r.variant, r.notes, r.players);
      const nid = Number(res.lastInsertRowid);
      this.db
        .prepare(
          'INSERT INTO deck_entries (deck_id, oracle_id, printing_id, board, quantity) SELECT ?, oracle_id, printing_id, board, quantity FROM deck_entries WHERE deck_id = ?',
        )
        .run(nid, id);
      return nid;
    })();
    return this.summary(this.row(newId));
  }

  delete(id: number): boolean {
    const res = this.db.transaction(() => {
      this.db.prepare('DELETE FROM deck_entries WHERE deck_id = ?').run(id);
      return this.db.prepare('DELETE FROM decks WHERE id = ?').run(id);
    })();
    if (res.changes === 0) throw new ApiFailure('not_found', `There is no deck with id ${id}.`);
    return true;
  }
}
