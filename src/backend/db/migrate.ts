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
 * Applies every migration newer than the database, each in its own transaction. Refuses to
 * touch a database whose history diverges from ours (written by a newer or a forked build),
 * rather than guess.
 */
export function migrate(db: Database, all: Migration[]): MigrationReport {
  const from = schemaVersion(db);
  const recorded = db.prepare('SELECT version, name FROM schema_version ORDER BY version').all() as {
    version: number;
    name: string;
  }[];
  for (const row of recorded) {
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
    if (m.version <= from) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_version (version, name) VALUES (?, ?)').run(m.version, m.name);
    })();
    applied.push(`${String(m.version).padStart(3, '0')}_${m.name}`);
  }
  return { from, to: schemaVersion(db), applied };
}
