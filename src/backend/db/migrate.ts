import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export interface MigrationReport {
  from: number;
  to: number;
  applied: string[];
}

/** The highest schema version recorded in the database (0 for a new file). */
export function schemaVersion(db: Database): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`);
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null };
  return row.v ?? 0;
}

/**
 * Applies every migration the database has not recorded — a missing lower number too, not only
 * the newer ones — in version order, each in its own IMMEDIATE transaction that checks again
 * whether it is recorded: processes opening a new data folder at once queue on the write lock, and
 * the second sees what the first applied (issue 23, finding 4). A failing migration rolls back
 * whole. Refuses to touch a database whose history diverges from ours (written by a newer or a
 * forked build), rather than guess.
 */
export function migrate(db: Database, all: Migration[]): MigrationReport {
  const from = db.transaction(() => schemaVersion(db)).immediate();
  const recorded = () =>
    db.prepare('SELECT version, name FROM schema_version ORDER BY version').all() as {
      version: number;
      name: string;
    }[];
  for (const row of recorded()) {
    const known = all.find((m) => m.version === row.version);
    if (!known || known.name !== row.name) {
      throw new Error(
        `The database has migration ${row.version} "${row.name}" that this version of Kitchen Table does not know; ` +
          'it was written by a newer or different build. Open it with that build, or choose another data folder.',
      );
    }
  }
  const applied: string[] = [];
  for (const m of [...all].sort((a, b) => a.version - b.version)) {
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM schema_version WHERE version = ?').get(m.version)) return;
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_version (version, name) VALUES (?, ?)').run(m.version, m.name);
      applied.push(`${String(m.version).padStart(3, '0')}_${m.name}`);
    }).immediate();
  }
  return { from, to: schemaVersion(db), applied };
}
