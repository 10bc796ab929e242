import type { Migration } from '../migrate';

/**
 * Decks (issue 5): the table size a shared pile is built for (002 sizes the pile by players), and
 * an index for "copies of this card already in other decks" (auto-build's only-free option).
 */
export const m004Decks: Migration = {
  version: 4,
  name: 'decks',
  sql: `
ALTER TABLE decks ADD COLUMN players INTEGER NOT NULL DEFAULT 2 CHECK (players BETWEEN 1 AND 16);
CREATE INDEX deck_entries_oracle ON deck_entries(oracle_id);
CREATE INDEX decks_variant ON decks(variant, name);
`,
};
