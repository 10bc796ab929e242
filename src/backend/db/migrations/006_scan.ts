import type { Migration } from '../migrate';

/**
 * Scan sessions (issue 10): what the webcam and photos recognised, kept in the database so a
 * session survives an app restart until "Add to collection" commits it.
 */
export const m006Scan: Migration = {
  version: 6,
  name: 'scan',
  sql: `
CREATE TABLE scan_sessions (
  id           INTEGER PRIMARY KEY,
  status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'committed')),
  -- The webcam hold tracker (core/scan/session.ts HoldState) as JSON.
  hold         TEXT NOT NULL DEFAULT '{"current":null,"pending":null}',
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  committed_at TEXT
) STRICT;

CREATE TABLE scan_entries (
  id          INTEGER PRIMARY KEY,
  session_id  INTEGER NOT NULL REFERENCES scan_sessions(id) ON DELETE CASCADE,
  status      TEXT NOT NULL CHECK (status IN ('added', 'check')),
  -- The chosen card (NULL while a "check these" read is unconfirmed).
  name        TEXT,
  oracle_id   TEXT REFERENCES cards(oracle_id),
  printing_id TEXT REFERENCES printings(id),
  confidence  REAL NOT NULL,
  suggestions TEXT NOT NULL DEFAULT '[]',
  quantity    INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0),
  foil        INTEGER NOT NULL DEFAULT 0 CHECK (foil IN (0, 1)),
  source      TEXT NOT NULL DEFAULT '',
  ocr_text    TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (status = 'check' OR (name IS NOT NULL AND printing_id IS NOT NULL))
) STRICT;
CREATE INDEX scan_entries_session ON scan_entries(session_id);
`,
};
