/**
 * The real Scryfall client and the cards API against a local Scryfall-like server
 * (test/support/fake-scryfall.ts, built from the real responses in ../shared/fixtures/scryfall/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../src/backend/api';
import { DiskCache } from '../../src/backend/cards/scryfall/cache';
import { ScryfallClient, type CardIdentifier } from '../../src/backend/cards/scryfall/client';
import type { Clock } from '../../src/backend/cards/scryfall/limiter';
import { APP_VERSION } from '../../src/backend/version';
import { SCRYFALL_FIXTURES, startFakeScryfall, type FakeScryfall } from '../support/fake-scryfall';

let fake: FakeScryfall;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-cards-scryfall-'));

beforeAll(async () => {
  fake = await startFakeScryfall({ mtgjsonSets: ['M10'] });
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function client(extra: Partial<ConstructorParameters<typeof ScryfallClient>[0]> = {}): ScryfallClient {
  return new ScryfallClient({ baseUrl: fake.url, userAgent: `KitchenTable/${APP_VERSION}`, ...extra });
}

/** A clock whose sleeps pass instantly but move virtual time, to check 30-second pauses quickly. */
function virtualClock(): Clock & { sleeps: number[] } {
  let t = 1_000_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => t,
    sleep: async (ms) => {
      sleeps.push(ms);
      t += ms;
      await Promise.resolve();
    },
  };
}

describe('Scryfall client against the local server', () => {
  it('resolves 1,000 names with exactly 14 /cards/collection requests, ≥ 500 ms apart', async () => {
    const catalog = JSON.parse(
      fs.readFileSync(path.join(SCRYFALL_FIXTURES, 'scryr-catalog-card-names.json'), 'utf8'),
    ) as { data: string[] };
    const names = catalog.data.slice(0, 1000);
    const ids: CardIdentifier[] = names.map((name) => ({ name }));
    fake.clearLog();
    // Spacing is checked on the client's own clock (virtual: 6.5 s of waiting pass at once); the
    // wall-clock spacing of the limiter is the same code with the real clock.
    const clock = virtualClock();
    const sent: number[] = [];
    const c = client({ clock, onRequest: (r) => sent.push(r.at) });
    const { data, notFound } = await c.collection(ids);
    const posts = fake.log.filter((r) => r.path === '/cards/collection');
    expect(posts).toHaveLength(14);
    expect(sent).toHaveLength(14);
    expect(posts.every((p) => (p.body as { identifiers: unknown[] }).identifiers.length <= 75)).toBe(true);
    for (let i = 1; i < sent.length; i++) {
      expect((sent[i] ?? 0) - (sent[i - 1] ?? 0)).toBeGreaterThanOrEqual(500);
    }
    expect(data.length + notFound.length).toBe(1000);
    expect(posts[0]?.userAgent).toBe(`KitchenTable/${APP_VERSION}`);
  }, 30_000);

  it('after a 429 sends nothing for 30 s (and honours a longer Retry-After), then retries', async () => {
    const clock = virtualClock();
    const sent: number[] = [];
    const c = client({ clock, onRequest: (r) => sent.push(r.at) });
    fake.inject({ path: '/cards/named', status: 429, retryAfter: 1 });
    const card = await c.named('Jötun Grunt');
    expect(card.name).toBe('Jötun Grunt');
    expect(sent).toHaveLength(2);
    expect((sent[1] ?? 0) - (sent[0] ?? 0)).toBeGreaterThanOrEqual(30_000);

    // A longer Retry-After wins, and the pause holds for the other route group too.
    const sent2: number[] = [];
    const clock2 = virtualClock();
    const c2 = client({ clock: clock2, onRequest: (r) => sent2.push(r.at), retryAfter429: false });
    fake.inject({ path: '/cards/search', status: 429, retryAfter: 45 });
    await expect(c2.search('goblin')).rejects.toThrow(/slow down.*45 s/);
    await c2.sets();
    expect((sent2[1] ?? 0) - (sent2[0] ?? 0)).toBeGreaterThanOrEqual(45_000);
  });

  it('turns Scryfall error objects and transport failures into clear messages', async () => {
    const c = client({ timeoutMs: 300 });
    await expect(c.named('asdfgh')).rejects.toThrow('Scryfall: No cards found matching “asdfgh”');
    await expect(c.named('dragon', true)).rejects.toThrow(/Too many cards match ambiguous name/);
    await expect(c.search('mm:123')).rejects.toThrow(/All of your terms were ignored.*Unknown keyword “mm”/);
    await expect(c.set('zzz')).rejects.toThrow('Scryfall: No Magic set found for the given code or ID');
    fake.inject({ path: '/sets', status: 500 });
    await expect(c.sets()).rejects.toThrow(/Scryfall: An internal error occurred/);
    fake.inject({ path: '/cards/search', malformed: true });
    await expect(c.search('goblin')).rejects.toThrow(/not valid JSON/);
    fake.inject({ path: '/cards/autocomplete', delayMs: 1500 });
    await expect(c.autocomplete('gob')).rejects.toThrow(/did not answer .* within 0 s|did not answer/);
    const closed = new ScryfallClient({ baseUrl: 'http://127.0.0.1:9', userAgent: 'KitchenTable/test' });
    await expect(closed.sets()).rejects.toThrow(/Scryfall cannot be reached at http:\/\/127.0.0.1:9/);
  });

  it('pages a search with has_more/next_page and caches answers on disk for 24 h', async () => {
    const now = { t: Date.now() };
    const cache = new DiskCache(path.join(tmp, 'cache'), () => now.t);
    const c = client({ cache });
    const p1 = await c.search('e:m10', 1, { unique: 'prints' });
    expect(p1.has_more).toBe(true);
    expect(p1.data).toHaveLength(175);
    fake.clearLog();
    const again = await c.search('e:m10', 1, { unique: 'prints' });
    expect(again.data).toHaveLength(175);
    expect(fake.log).toHaveLength(0); // served from the disk cache
    now.t += 24 * 3600 * 1000 + 1;
    await c.search('e:m10', 1, { unique: 'prints' });
    expect(fake.log).toHaveLength(1); // expired after 24 h
    let pages = 0;
    let total = 0;
    await c.searchAll('e:m10', { unique: 'prints' }, (cards) => {
      pages++;
      total += cards.length;
    });
    expect(pages).toBe(2);
    expect(total).toBe(p1.total_cards);
  });
});

describe('cards API with the local Scryfall server', () => {
  let backend: Backend;
  // The rate limiter's pauses (500 ms between searches: seconds for a set's pages) on a virtual
  // clock; the spacing itself is checked above, on the client.
  const clock = virtualClock();
  beforeAll(() => {
    backend = createBackend({
      dataDir: fs.mkdtempSync(path.join(tmp, 'data-')),
      host: 'test',
      version: APP_VERSION,
      scryfallBaseUrl: fake.url,
      scryfallClock: clock,
    });
  });
  afterAll(() => backend.close());

  const snapshot = () =>
    backend.context.db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM cards) AS cards, (SELECT COUNT(*) FROM printings) AS printings,
         (SELECT COUNT(*) FROM collection_entries) AS entries, (SELECT COALESCE(SUM(quantity), 0) FROM collection_entries) AS copies`,
      )
      .get();

  it('a failure in the middle of a set import leaves nothing half-written', async () => {
    const before = snapshot();
    // first page fails
    fake.inject({ path: '/cards/search', status: 500 });
    const r = await backend.call('cards.addSet', { set: 'm10' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('network');
    expect(snapshot()).toEqual(before);
    // second page fails: page 1 was fetched, yet nothing lands
    fake.clearLog();
    fake.inject({ path: '/cards/search' }, { path: '/cards/search', status: 500 }); // page 1 passes, page 2 fails
    const r2 = await backend.call('cards.addSet', { set: 'm10' });
    expect(r2.ok).toBe(false);
    expect(fake.log.filter((x) => x.path === '/cards/search')).toHaveLength(2);
    expect(snapshot()).toEqual(before);
  }, 20_000);

  it('a set code that is not letters and digits is a plain validation error (the fuzzer sent a lone surrogate)', async () => {
    const before = snapshot();
    fake.clearLog();
    const r = await backend.call('cards.addSet', { set: 'Z1a\udfff' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.message]).toEqual(['validation', expect.stringMatching(/set code/)]);
    expect(fake.log).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('searches, adds with quantities, imports a whole set and opens seeded packs', async () => {
    const s = await backend.call('cards.search', { query: 't:creature c:r cmc<=3' });
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const res = s.value as { cards: { name: string; printing: { id: string } }[]; totalCards: number };
    expect(res.cards.length).toBeGreaterThan(0);
    const first = res.cards[0];
    if (!first) return;
    const add = await backend.call('collection.add', { items: [{ printingId: first.printing.id, quantity: 3 }] });
    expect(add).toEqual({ ok: true, value: { added: 3, entries: 1 } });
    const set = await backend.call('cards.addSet', { set: 'M10', copies: 1 });
    expect(set).toMatchObject({ ok: true }); // on failure the diff shows the error
    if (set.ok) expect(set.value).toMatchObject({ set: 'm10', setName: 'Magic 2010', added: 249 });
    const packs1 = await backend.call('cards.addSet', { set: 'm10', mode: 'packs', packs: 3, seed: 'abc' });
    expect(packs1.ok && (packs1.value as { added: number }).added).toBe(45);
    const none = await backend.call('cards.search', { query: 'xyzzy-no-such-card' });
    expect(none.ok && (none.value as { cards: unknown[]; warnings: string[] }).warnings[0]).toMatch(
      /didn’t match any cards/,
    );
    const list = await backend.call('collection.list', { set: 'm10', type: 'Creature' });
    expect(list.ok && (list.value as { matching: number }).matching).toBeGreaterThan(50);
  }, 30_000);

  it('downloads a bulk file listed by /bulk-data and imports it; a failed download changes nothing', async () => {
    const before = snapshot();
    fake.inject({ path: '/files/', status: 500 });
    const bad = await backend.call('cards.downloadBulk', { type: 'oracle_cards' });
    expect(bad.ok).toBe(false);
    expect(snapshot()).toEqual(before);
    const r = await backend.call('cards.downloadBulk', { type: 'oracle_cards' }, { jobId: 'dl', onProgress: () => {} });
    expect(r.ok).toBe(true);
    if (r.ok) expect((r.value as { printings: number }).printings).toBeGreaterThan(300);
  }, 30_000);

  it('keeps a Scryfall URL setting, below the option', async () => {
    const r = await backend.call('cards.setScryfallUrl', { url: 'http://127.0.0.1:1/' });
    expect(r.ok && (r.value as { scryfallBaseUrl: string }).scryfallBaseUrl).toBe(fake.url); // the option wins
    const bad = await backend.call('cards.setScryfallUrl', { url: 'not a url' });
    expect(!bad.ok && bad.error.code).toBe('validation');
    await backend.call('cards.setScryfallUrl', { url: null });
  });

  it('says in one line when Scryfall cannot be reached, and local lookups keep working', async () => {
    const offline = createBackend({
      dataDir: fs.mkdtempSync(path.join(tmp, 'off-')),
      host: 'test',
      version: APP_VERSION,
      scryfallBaseUrl: 'http://127.0.0.1:9',
    });
    try {
      const r = await offline.call('cards.search', { query: 'goblin' });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('network');
        expect(r.error.message).toMatch(/^Scryfall cannot be reached at http:\/\/127\.0\.0\.1:9 .*local card database/);
        expect(r.error.message).not.toMatch(/\n/);
      }
      await offline.call('collection.addStarter', {});
      const l = await offline.call('cards.lookup', { name: 'serra angel' });
      expect(l.ok && (l.value as { card: { name: string } }).card.name).toBe('Serra Angel');
    } finally {
      await offline.close();
    }
  });
});
