/**
 * Size caps on Scryfall answers (issue 23, finding 2): an API answer, a bulk file or a card image
 * over its cap is refused — announced by Content-Length or not (then counted while streaming) —
 * with a plain message, and nothing is written. Against the local fake Scryfall, with the caps
 * lowered so the over-size answers stay small enough for a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../src/backend/api';
import { ScryfallClient } from '../../src/backend/cards/scryfall/client';
import { APP_VERSION } from '../../src/backend/version';
import { startFakeScryfall, type FakeScryfall } from '../support/fake-scryfall';

const KB = 1024;
let fake: FakeScryfall;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-size-caps-'));

beforeAll(async () => {
  fake = await startFakeScryfall();
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every file under `dir` (none when it does not exist). */
function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
}

describe('API answers over the cap', () => {
  const client = () =>
    new ScryfallClient({ baseUrl: fake.url, userAgent: `KitchenTable/${APP_VERSION}`, maxBytes: { json: 64 * KB } });

  it('an answer under the cap is read', async () => {
    fake.inject({ path: '/sets', oversize: 60 * KB });
    await expect(client().request('/sets', { cache: false })).resolves.toMatchObject({ object: 'list' });
  });

  it('refuses an answer whose Content-Length is over the cap, before reading it', async () => {
    fake.inject({ path: '/sets', oversize: 10 * 1024 * KB });
    const err = await client()
      .request('/sets', { cache: false })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'too_large' });
    expect((err as Error).message).toBe(
      "Scryfall's answer for /sets is 10.0 MB, over Kitchen Table's limit of 64 kB; it was refused and nothing was saved.",
    );
  });

  it('refuses a chunked answer (no Content-Length) once it passes the cap', async () => {
    fake.inject({ path: '/sets', oversize: 10 * 1024 * KB, withoutLength: true });
    await expect(client().request('/sets', { cache: false })).rejects.toThrow(
      /answer for \/sets is more than 64 kB, over Kitchen Table's limit of 64 kB; it was refused/,
    );
  });
});

describe('downloads over the cap write nothing', () => {
  let backend: Backend;
  let dataDir: string;
  let printingId: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(tmp, 'data-'));
    backend = createBackend({
      dataDir,
      host: 'test',
      version: APP_VERSION,
      scryfallBaseUrl: fake.url,
      scryfallMaxBytes: { bulk: 256 * KB, image: 64 * KB },
    });
    await backend.call('collection.addStarter', {});
    // One printing's image is served by the fake (the over-size fault answers in its place).
    const row = backend.context.db.prepare('SELECT id FROM printings LIMIT 1').get() as { id: string };
    printingId = row.id;
    const uri = `${fake.url}/images/xyz/1.jpg`;
    backend.context.db
      .prepare('UPDATE printings SET image_uris = ? WHERE id = ?')
      .run(JSON.stringify({ small: uri, normal: uri }), printingId);
  });
  afterAll(() => backend.close());

  const cardCount = () => (backend.context.db.prepare('SELECT COUNT(*) AS n FROM cards').get() as { n: number }).n;

  for (const withoutLength of [false, true]) {
    const how = withoutLength ? 'streamed without Content-Length' : 'announced by Content-Length';
    it(`a bulk file over the cap (${how}) is refused; no file, no card`, async () => {
      const before = cardCount();
      fake.inject({ path: '/files/', oversize: 5 * 1024 * KB, withoutLength });
      const r = await backend.call('cards.downloadBulk', { type: 'oracle_cards' });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('network');
        expect(r.error.message).toMatch(
          withoutLength
            ? /^Scryfall's bulk file for \/files\/oracle_cards\.json is more than 256 kB, over Kitchen Table's limit of 256 kB; it was refused and nothing was saved\.$/
            : /^Scryfall's bulk file for \/files\/oracle_cards\.json is 5\.0 MB, over Kitchen Table's limit of 256 kB/,
        );
      }
      expect(filesUnder(path.join(dataDir, 'bulk'))).toEqual([]);
      expect(cardCount()).toBe(before);
    });

    it(`a card image over the cap (${how}) is refused and not cached`, async () => {
      fake.inject({ path: '/images/', oversize: 1024 * KB, withoutLength });
      const r = await backend.call('cards.image', { printingId, download: true });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error.message).toMatch(/^Scryfall's card image for \/images\/xyz\/1\.jpg is .*limit of 64 kB/);
      expect(filesUnder(path.join(dataDir, 'cache', 'images'))).toEqual([]);
      const cached = await backend.call('cards.image', { printingId, download: false });
      expect(cached).toEqual({ ok: true, value: { dataUrl: null } });
    });
  }

  it("the fake's real bulk file: refused over a 256 kB cap, downloaded and imported under a larger one", async () => {
    const r = await backend.call('cards.downloadBulk', { type: 'oracle_cards' });
    expect(!r.ok && r.error.message).toMatch(/over Kitchen Table's limit of 256 kB/);
    const roomy = createBackend({
      dataDir: fs.mkdtempSync(path.join(tmp, 'roomy-')),
      host: 'test',
      version: APP_VERSION,
      scryfallBaseUrl: fake.url,
      scryfallMaxBytes: { bulk: 200 * 1024 * KB },
    });
    try {
      const ok = await roomy.call('cards.downloadBulk', { type: 'oracle_cards' });
      expect(ok.ok).toBe(true);
    } finally {
      await roomy.close();
    }
  });
});
