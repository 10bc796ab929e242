import type { Migration } from '../migrate';

/** Cards (oracle level) apart from printings; the collection; decks; saved games; settings. */
export const m001Initial: Migration = {
  version: 1,
  name: 'initial',
  sql: `
CREATE TABLE cards (
  oracle_id      TEXT PRIMARY KEY,
  name           TEXT NOT NULL,
  name_norm      TEXT NOT NULL,
  mana_cost      TEXT NOT NULL DEFAULT '',
  mana_value     REAL NOT NULL DEFAULT 0,
  type_line      TEXT NOT NULL DEFAULT '',
  oracle_text    TEXT NOT NULL DEFAULT '',
  power          TEXT,
  toughness      TEXT,
  loyalty        TEXT,
  colors         TEXT NOT NULL DEFAULT '',
  color_identity TEXT NOT NULL DEFAULT '',
  keywords       TEXT NOT NULL DEFAULT '[]',
  layout         TEXT NOT NULL DEFAULT 'normal',
  faces          TEXT NOT NULL DEFAULT '[]',
  legalities     TEXT NOT NULL DEFAULT '{}'
) STRICT;

-- Every name a card answers to: its full name and each face's name, normalised.
CREATE TABLE card_names (
  name_norm TEXT NOT NULL,
  oracle_id TEXT NOT NULL REFERENCES cards(oracle_id) ON DELETE CASCADE,
  is_face   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (name_norm, oracle_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE printings (
  id               TEXT PRIMARY KEY,
  oracle_id        TEXT NOT NULL REFERENCES cards(oracle_id) ON DELETE CASCADE,
  set_code         TEXT NOT NULL,
  set_name         TEXT NOT NULL DEFAULT '',
  collector_number TEXT NOT NULL DEFAULT '',
  rarity           TEXT NOT NULL DEFAULT 'common',
  lang             TEXT NOT NULL DEFAULT 'en',
  released_at      TEXT NOT NULL DEFAULT '',
  image_uris       TEXT NOT NULL DEFAULT '{}'
) STRICT;
CREATE INDEX printings_oracle ON printings(oracle_id);
CREATE INDEX printings_set_number ON printings(set_code, collector_number);

CREATE TABLE collection_entries (
  id          INTEGER PRIMARY KEY,
  printing_id TEXT NOT NULL REFERENCES printings(id),
  oracle_id   TEXT NOT NULL REFERENCES cards(oracle_id),
  quantity    INTEGER NOT NULL CHECK (quantity > 0),
  foil        INTEGER NOT NULL DEFAULT 0 CHECK (foil IN (0, 1)),
  condition   TEXT NOT NULL DEFAULT 'near_mint',
  language    TEXT NOT NULL DEFAULT 'en',
  added_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (printing_id, foil, condition, language)
) STRICT;
CREATE INDEX collection_oracle ON collection_entries(oracle_id);

CREATE TABLE decks (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  variant    TEXT NOT NULL,
  notes      TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE deck_entries (
  deck_id     INTEGER NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
  oracle_id   TEXT NOT NULL REFERENCES cards(oracle_id),
  printing_id TEXT REFERENCES printings(id),
  board       TEXT NOT NULL DEFAULT 'main' CHECK (board IN ('main', 'side')),
  quantity    INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (deck_id, oracle_id, board)
) STRICT;

CREATE TABLE saved_games (
  id         INTEGER PRIMARY KEY,
  variant    TEXT NOT NULL,
  name       TEXT NOT NULL DEFAULT '',
  config     TEXT NOT NULL,
  seed       TEXT NOT NULL,
  actions    TEXT NOT NULL DEFAULT '[]',
  status     TEXT NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'finished')),
  result     TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
`,
};
