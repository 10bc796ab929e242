/**
 * Scryfall responses cached on disk for 24 hours (Scryfall asks clients to cache: card data
 * changes at most daily). One JSON file per request under `<dataDir>/cache/scryfall/`.
 * Written to a temporary file and renamed, so a crash never leaves a half-written entry.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export class DiskCache {
  constructor(
    readonly dir: string,
    private readonly now: () => number,
    readonly ttlMs = CACHE_TTL_MS,
  ) {}

  private file(key: string): string {
    return path.join(this.dir, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`);
  }

  get(key: string): unknown {
    const file = this.file(key);
    try {
      const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as { key: string; storedAt: number; body: unknown };
      if (entry.key !== key || this.now() - entry.storedAt > this.ttlMs) return undefined;
      return entry.body;
    } catch {
      return undefined; // missing or unreadable: fetch again
    }
  }

  set(key: string, body: unknown): void {
    fs.mkdirSync(this.dir, { recursive: true });
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(tmp, JSON.stringify({ key, storedAt: this.now(), body }));
      fs.renameSync(tmp, file);
    } finally {
      fs.rmSync(tmp, { force: true }); // a full disk leaves no half entry (after the rename: nothing to remove)
    }
  }

  clear(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
