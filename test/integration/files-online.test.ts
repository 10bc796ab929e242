/**
 * Online resolution, only when allowed: lines the local database (cards up to 2017) does not know
 * are asked of Scryfall (a local server answering with real Scryfall card objects) — batched
 * /cards/collection, then fuzzy /cards/named. The preview writes nothing; the commit saves the
 * cards found together with the import, in one transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/api';
import type { MethodOutput } from '../../src/contract';
import { startFakeScryfall, type FakeScryfall } from '../support/fake-scryfall';
import { backendWithAllSets } from './filesCardDb';

type Preview = MethodOutput<'files.preview'>;
const LIST = '2 Yargle, Glutton of Urborg\n1 Embodiment of Agonies\n4 Lightning Bolt\n1 Totally Not A Card Name\n';
const source = { fileName: 'new-cards.txt', text: LIST };

let fake: FakeScryfall;
let backend: Backend;
beforeAll(async () => {
  fake = await startFakeScryfall();
  backend = backendWithAllSets({ scryfallBaseUrl: fake.url }).backend;
});
afterAll(async () => {
  await backend.close();
  await fake.close();
});

const count = (sql: string) => (backend.context.db.prepare(sql).get() as { n: number }).n;

describe('online resolution through Scryfall', () => {
  it('is not used unless asked for: no request, newer cards stay unknown', async () => {
    const r = await backend.call('files.preview', { source });
    const p = (r as { value: Preview }).value;
    expect(p.entries.map((e) => e.status)).toEqual(['unknown', 'unknown', 'resolved', 'unknown']);
    expect(p.online).toBeUndefined();
    expect(fake.log.filter((q) => q.path.startsWith('/cards/'))).toEqual([]);
  });

  it('when asked, resolves newer cards on Scryfall without writing anything', async () => {
    const cards = count('SELECT COUNT(*) AS n FROM cards');
    const r = await backend.call('files.preview', { source, online: true });
    if (!r.ok) throw new Error(r.error.message);
    const p = r.value as Preview;
    expect(p.entries.map((e) => `${e.status}:${e.card?.name ?? ''}`)).toEqual([
      'resolved:Yargle, Glutton of Urborg',
      'resolved:Embodiment of Agonies',
      'resolved:Lightning Bolt',
      'unknown:',
    ]);
    expect(p.online).toMatchObject({ asked: 3, found: 2 });
    expect(fake.log.some((q) => q.path === '/cards/collection' && q.method === 'POST')).toBe(true);
    expect(fake.log.some((q) => q.path === '/cards/named')).toBe(true);
    expect(count('SELECT COUNT(*) AS n FROM cards')).toBe(cards);
    expect(count('SELECT COUNT(*) AS n FROM collection_entries')).toBe(0);
  });

  it('on commit saves the cards found and the import together', async () => {
    const r = await backend.call('files.commit', { source, target: { into: 'collection' }, online: true });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ copies: 7, lines: 3 });
    const names = backend.context.db
      .prepare('SELECT c.name FROM collection_entries e JOIN cards c ON c.oracle_id = e.oracle_id ORDER BY c.name')
      .all()
      .map((x) => (x as { name: string }).name);
    expect(names).toEqual(['Embodiment of Agonies', 'Lightning Bolt', 'Yargle, Glutton of Urborg']);
  });

  it('a cancel while Scryfall is being asked is a cancellation, not an internal error', async () => {
    // Found by the fuzz driver: the aborted request surfaced as "internal: This operation was aborted".
    fake.inject({ path: '/cards/', delayMs: 3000, times: 5 });
    const cancelled = { fileName: 'slow.txt', text: '1 A Card Nobody Asked About Yet\n' };
    const call = backend.call('files.preview', { source: cancelled, online: true }, { jobId: 'online-cancel' });
    await new Promise((r) => setTimeout(r, 300));
    await backend.call('jobs.cancel', { jobId: 'online-cancel' });
    const r = await call;
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('cancelled');
  });
});
