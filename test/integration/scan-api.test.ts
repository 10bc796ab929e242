/**
 * The scan API on a real database with the bundled starter pool as the card database (not the
 * collection): a real photo read by tesseract into a session, corrections, the session surviving
 * a restart, the commit landing in the collection in one go.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../support/backend';
import { createBackend, type Backend } from '../../src/backend/api';
import { cardRepository } from '../../src/backend/cards';
import { readStarterPool, resourcesDir } from '../../src/backend/cards/starter';
import { APP_VERSION } from '../../src/backend/version';
import type { ScanEntryDto, ScanSessionDto } from '../../src/contract/scan';

const PHOTOS = path.resolve(process.cwd(), '../shared/fixtures/ocr-photos');
const photo = (file: string) => fs.readFileSync(path.join(PHOTOS, file)).toString('base64');

let dir: string;
let backend: Backend;

const call = callOk;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-scan-api-'));
  backend = createBackend({ dataDir: dir, host: 'test', version: APP_VERSION });
  cardRepository(backend.context).upsert(readStarterPool(resourcesDir(undefined)));
});
afterAll(async () => {
  await backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('scan API', () => {
  let session: ScanSessionDto;

  it('reads a photo into the open session', async () => {
    session = await call<ScanSessionDto>(backend, 'scan.session', {});
    expect(session.entries).toEqual([]);
    const r = await call<{ entries: ScanEntryDto[] }>(backend, 'scan.photos', {
      sessionId: session.id,
      photos: [{ name: 'test20.jpg', image: photo('hj3/test20.jpg') }],
    });
    const added = r.entries.filter((e) => e.status === 'added');
    expect(added.map((e) => e.name)).toEqual(['Chasm Skulker']);
    expect(added[0]?.card?.typeLine).toContain('Squid');
  }, 60_000);

  // Before the restart below: the backend's OCR engines are warm (a new backend starts its own).
  it('CLI pipeline: recognize returns name, confidence and suggestions per image', async () => {
    const out = await call<{ file: string; name: string | null; confidence: number; suggestions: unknown[] }[]>(
      backend,
      'scan.recognize',
      { images: [{ name: 'frilly_0007.jpg', image: photo('hj3/frilly_0007.jpg') }] },
    );
    // The no-card negative: nothing is named with confidence.
    expect(out[0]?.file).toBe('frilly_0007.jpg');
    expect(out[0]?.name).toBeNull();
  }, 60_000);

  it('rejects what is not an image with a plain message', async () => {
    const r = await backend.call('scan.photos', {
      sessionId: session.id,
      photos: [{ name: 'notes.txt', image: Buffer.from('this is not a picture at all').toString('base64') }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/notes\.txt/);
  });

  it('corrects an entry: quantity, foil, another name', async () => {
    const s = await call<ScanSessionDto>(backend, 'scan.session', {});
    const id = s.entries[0]!.id;
    const e = await call<ScanEntryDto>(backend, 'scan.update', { entryId: id, quantity: 2, foil: true });
    expect([e.quantity, e.foil]).toEqual([2, true]);
    const bad = await backend.call('scan.update', { entryId: id, name: 'Not A Real Card Name' });
    expect(bad.ok).toBe(false);
    expect(await call<string[]>(backend, 'scan.suggest', { query: 'chasm sk' })).toContain('Chasm Skulker');
  });

  it('keeps the session across a restart', async () => {
    await backend.close();
    backend = createBackend({ dataDir: dir, host: 'test', version: APP_VERSION });
    const s = await call<ScanSessionDto>(backend, 'scan.session', {});
    expect(s.id).toBe(session.id);
    expect(s.entries.map((e) => [e.name, e.quantity, e.foil])).toEqual([['Chasm Skulker', 2, true]]);
  });

  it('commits to the collection in one transaction and opens a new session', async () => {
    const r = await call<{ added: number; nextSessionId: number }>(backend, 'scan.commit', { sessionId: session.id });
    expect(r.added).toBe(2);
    const list = await call<{ entries: { card: { name: string }; quantity: number; foil: boolean }[] }>(
      backend,
      'collection.list',
      { name: 'Chasm Skulker' },
    );
    expect(list.entries.map((e) => [e.card.name, e.quantity, e.foil])).toEqual([['Chasm Skulker', 2, true]]);
    const next = await call<ScanSessionDto>(backend, 'scan.session', {});
    expect(next.id).toBe(r.nextSessionId);
    // A committed session cannot be committed (or edited) again.
    expect((await backend.call('scan.commit', { sessionId: session.id })).ok).toBe(false);
  });
});
