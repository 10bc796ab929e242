import type { Database } from 'better-sqlite3';
import type { SizeCaps } from './cards/scryfall/caps';
import type { Clock } from './cards/scryfall/limiter';
import type { MigrationReport } from './db/migrate';
import { defaultFileAccess, FileAccess, type FileAccessMode } from './fileAccess';

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
  /** Lower size caps for Scryfall answers (tests); defaults in backend/cards/scryfall/caps.ts. */
  scryfallMaxBytes?: Partial<SizeCaps>;
  /**
   * The Scryfall client's clock (tests: a virtual one, so the rate limiter's pauses between
   * requests pass at once instead of being waited out); defaults to the real clock.
   */
  scryfallClock?: Clock;
  /**
   * Which paths requests may read (backend/fileAccess.ts); by default `any` for the CLI and tests,
   * `picked` for the web and Electron hosts.
   */
  fileAccess?: FileAccessMode;
  /** Folder of bundled resources (starter pool, OCR data); defaults to the repo's `resources/`. */
  resourcesDir?: string;
}

/** What every handler can use. Services are created on first use and closed with the backend. */
export class BackendContext {
  private readonly services = new Map<string, unknown>();
  private readonly closers: (() => void | Promise<void>)[] = [];
  /** The files requests may name by path (the host's dialog handler adds the ones the user picks). */
  readonly files: FileAccess;

  constructor(
    readonly db: Database,
    readonly options: BackendOptions,
    readonly dbPath: string,
    readonly startupMigration: MigrationReport,
  ) {
    this.files = new FileAccess(options.fileAccess ?? defaultFileAccess(options.host));
    // The app's own folder: bulk files it downloaded there (cards.downloadBulk) may be imported again.
    this.files.allowFolder(options.dataDir);
  }

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
