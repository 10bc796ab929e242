import type { Migration } from '../migrate';

/**
 * Rows `db check --quarantine` set aside (issue 23, finding 6): a row the app cannot read is
 * moved here whole, as JSON text, so it stops breaking lists and screens yet can still be
 * inspected (or put back by hand). `row_id` is the row's key in its own table.
 */
export const m007Quarantine: Migration = {
  version: 7,
  name: 'quarantine',
  sql: `
CREATE TABLE quarantine (
  id             INTEGER PRIMARY KEY,
  table_name     TEXT NOT NULL,
  row_id         TEXT,
  reason         TEXT NOT NULL,
  raw            TEXT NOT NULL,
  quarantined_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
`,
};
