/**
 * Bulk import: a real bulk-file-shaped array of Scryfall cards, and a generated file of 30,000
 * records made by replicating real cards (the bench's cards suite imports 100,000); progress, cancel, failure — all or nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../src/backend/api';
import type { ProgressEvent } from '../../src/contract/errors';
import { APP_VERSION } from '../../src/backend/version';
import { SCRYFALL_FIXTURES } from '../support/fake-scryfall';
import type { ScryfallCard } from '../../src/core/cards';
import { realScryfallCards, writeBulkJson, writeBulkJsonlGz } from '../support/bulk-file';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-cards-bulk-'));
let backend: Backend;
let big: string;
let real: ScryfallCard[];
const BIG = 30_000;

beforeAll(async () => {
  backend = createBackend({ dataDir: path.join(tmp, 'data'), host: 'test', version: APP_VERSION });
  real = realScryfallCards();
  big = await writeBulkJsonlGz(path.join(tmp, 'big.jsonl.gz'), BIG, real);
}, 60_000);
afterAll(async () => {
  await backend.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Everything the import may touch, to compare before and after. */
function snapshot() {
  return backend.context.db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM cards) AS cards, (SELECT COUNT(*) FROM printings) AS printings,
        (SELECT COUNT(*) FROM card_names) AS names, (SELECT COUNT(*) FROM collection_entries) AS entries,
        (SELECT COALESCE(SUM(quantity), 0) FROM collection_entries) AS copies,
        (SELECT group_concat(name, '|') FROM (SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name)) AS indexes`,
    )
    .get();
}

describe('bulk import', () => {
  it('imports a real bulk-file-shaped array of Scryfall cards (88 cards, mixed layouts)', async () => {
    const file = path.join(SCRYFALL_FIXTURES, 'mtgssm-cards-88-mixed-layouts.json');
    const r = await backend.call('cards.importBulk', { path: file });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ records: 88, printings: 88, skipped: 0 });
    const look = await backend.call('cards.lookup', { name: 'Leonin Abunas' });
    expect(look.ok && (look.value as { card: { name: string } }).card.name).toBe('Leonin Abunas');
  });

  it('a cancel in the middle leaves the database unchanged', async () => {
    await backend.call('collection.addStarter', {});
    const before = snapshot();
    const events: ProgressEvent[] = [];
    const running = backend.call(
      'cards.importBulk',
      { path: big },
      {
        jobId: 'bulk-cancel',
        onProgress: (e) => {
          events.push(e);
          if (!e.finished && e.done > 0) void backend.call('jobs.cancel', { jobId: 'bulk-cancel' });
        },
      },
    );
    const r = await running;
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('cancelled');
    expect(events.some((e) => !e.finished && e.done > 0)).toBe(true);
    expect(snapshot()).toEqual(before);
  }, 60_000);

  it('a malformed file fails with a clear message and leaves the database unchanged', async () => {
    const before = snapshot();
    const bad = path.join(tmp, 'bad.json');
    const good = fs.readFileSync(path.join(SCRYFALL_FIXTURES, 'mtgssm-cards-88-mixed-layouts.json'), 'utf8');
    fs.writeFileSync(bad, good.slice(0, Math.floor(good.length * 0.7))); // cut off in the middle
    const r = await backend.call('cards.importBulk', { path: bad });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad_input');
      expect(r.error.message).toMatch(/bad\.json is not a valid JSON array of cards/);
    }
    expect(snapshot()).toEqual(before);
    const missing = await backend.call('cards.importBulk', { path: path.join(tmp, 'nope.json') });
    expect(!missing.ok && missing.error.message).toMatch(/There is no file at/);
    // Found by the fuzz driver: a folder was an internal error (EISDIR) instead of a plain refusal.
    const folder = await backend.call('cards.importBulk', { path: tmp });
    expect(folder.ok).toBe(false);
    if (!folder.ok) {
      expect(folder.error.code).toBe('bad_input');
      expect(folder.error.message).toMatch(/is not a file/);
    }
    expect(snapshot()).toEqual(before);
  });

  it('imports 30,000 records (gzipped JSON lines) with progress', async () => {
    const events: ProgressEvent[] = [];
    const r = await backend.call(
      'cards.importBulk',
      { path: big },
      { jobId: 'bulk-big', onProgress: (e) => events.push(e) },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const v = r.value as { records: number; printings: number; cards: number };
    expect(v.records).toBe(BIG);
    expect(v.printings).toBe(BIG);
    expect(v.cards).toBe(new Set(real.slice(0, BIG).map((c) => c.oracle_id)).size);
    expect(events.filter((e) => !e.finished).length).toBeGreaterThan(3);
    const counts = snapshot() as { printings: number; indexes: string };
    expect(counts.printings).toBeGreaterThanOrEqual(BIG);
    expect(counts.indexes).toContain('printings_oracle'); // rebuilt after loading
    const l = await backend.call('cards.lookup', { name: 'Fire/Ice' });
    expect(l.ok && (l.value as { card: { name: string } }).card.name).toBe('Fire // Ice');
  }, 120_000);

  it('reads a plain JSON array too', async () => {
    const file = await writeBulkJson(path.join(tmp, 'small.json'), 500, real);
    const r = await backend.call('cards.importBulk', { path: file });
    expect(r.ok && (r.value as { records: number }).records).toBe(500);
  }, 30_000);
});
