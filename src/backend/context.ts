import type { Database } from 'better-sqlite3';
import type { MigrationReport } from './db/migrate';

export type Host = 'electron' | 'web' | 'cli' | 'test';

export interface BackendOptions {
  /** The data folder (holds the SQLite file, caches). */
  dataDir: string;
  /** Which host runs the backend (shown in Settings). */
  host: Host;
  version: string;
  /** better-sqlite3 built for another ABI (Electron in development). */
  nativeBinding?: string;
  /** Scryfall API base URL (tests point it at a local server). Defaults to the setting or env. */
  scryfallBaseUrl?: string;
  /** Folder of bundled resources (starter pool, OCR data); defaults to the repo's `resources/`. */
  resourcesDir?: string;
}

/** What every handler can use. Services are created on first use and closed with the backend. */
export class BackendContext {
  private readonly services = new Map<string, unknown>();
  private readonly closers: (() => void | Promise<void>)[] = [];

  constructor(
    readonly db: Database,
    readonly options: BackendOptions,
    readonly dbPath: string,
    readonly startupMigration: MigrationReport,
  ) {}

  /** A lazily created service shared by all handlers (e.g. the Scryfall client, the OCR worker). */
  service<T>(key: string, make: () => T): T {
    if (!this.services.has(key)) this.services.set(key, make());
    return this.services.get(key) as T;
  }

  onClose(fn: () => void | Promise<void>): void {
    this.closers.push(fn);
  }

  async close(): Promise<void> {
    for (const fn of this.closers.reverse()) await fn();
    this.db.close();
  }
}
