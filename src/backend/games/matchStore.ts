/**
 * Matches in SQLite (migration 008): a match row holds each seat's deck and sideboard as they are
 * now; its games are the saved games whose `match_id` points at it, in the order they were started.
 */
import type { Database } from 'better-sqlite3';
import type { GameResult } from '../../core/engine';
import type { RulesCard } from '../../core/rules/config';
import { ApiFailure, notFound } from '../errors';

export interface MatchDeck {
  main: RulesCard[];
  side: RulesCard[];
}

export interface MatchGameRow {
  id: number;
  status: 'in_progress' | 'finished';
  result: GameResult | null;
}

export class MatchStore {
  constructor(private readonly db: Database) {}

  /** A new match with the seats' decks (call inside the transaction that starts its first game). */
  create(variant: string, decks: readonly MatchDeck[]): number {
    return Number(
      this.db.prepare('INSERT INTO matches (variant, decks) VALUES (?, ?)').run(variant, JSON.stringify(decks))
        .lastInsertRowid,
    );
  }

  link(gameId: number, matchId: number): void {
    this.db.prepare('UPDATE saved_games SET match_id = ? WHERE id = ?').run(matchId, gameId);
  }

  /** The match a saved game belongs to, or null. */
  matchOf(gameId: number): number | null {
    const row = this.db.prepare('SELECT match_id FROM saved_games WHERE id = ?').get(gameId) as
      { match_id: number | null } | undefined;
    return row?.match_id ?? null;
  }

  decks(matchId: number): MatchDeck[] {
    const row = this.db.prepare('SELECT decks FROM matches WHERE id = ?').get(matchId) as { decks: string } | undefined;
    if (!row) throw notFound(`There is no match number ${matchId}.`);
    try {
      const decks = JSON.parse(row.decks) as MatchDeck[];
      if (!Array.isArray(decks) || !decks.every((d) => Array.isArray(d.main) && Array.isArray(d.side)))
        throw new Error('not a list of decks');
      return decks;
    } catch (err) {
      throw new ApiFailure(
        'internal',
        `Match ${matchId}'s decks cannot be read (${err instanceof Error ? err.message : String(err)}).`,
      );
    }
  }

  /** Replaces the decks (one transaction). */
  setDecks(matchId: number, decks: readonly MatchDeck[]): void {
    this.db.transaction(() => {
      this.db
        .prepare(`UPDATE matches SET decks = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`)
        .run(JSON.stringify(decks), matchId);
    })();
  }

  /** The match's games, first started first. */
  games(matchId: number): MatchGameRow[] {
    const rows = this.db
      .prepare('SELECT id, status, result FROM saved_games WHERE match_id = ? ORDER BY id')
      .all(matchId) as { id: number; status: 'in_progress' | 'finished'; result: string | null }[];
    return rows.map((r) => ({ ...r, result: r.result ? (JSON.parse(r.result) as GameResult) : null }));
  }
}
