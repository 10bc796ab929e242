import type { Migration } from '../migrate';

/**
 * Best-of-three matches (issue 20, Magic Combat with Dice): a match is its own row, holding what
 * outlives one game — each seat's deck and sideboard as they are now (they change between games)
 * — and each of its games is a saved game pointing at it. The score is read from those games'
 * results, so it cannot disagree with them. A game deleted from the saved games leaves the match
 * (its result no longer counts); the match row stays with its decks.
 */
export const m008Matches: Migration = {
  version: 8,
  name: 'matches',
  sql: `
CREATE TABLE matches (
  id         INTEGER PRIMARY KEY,
  variant    TEXT NOT NULL,
  decks      TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
ALTER TABLE saved_games ADD COLUMN match_id INTEGER REFERENCES matches(id) ON DELETE SET NULL;
CREATE INDEX saved_games_match ON saved_games(match_id, id);
`,
};
