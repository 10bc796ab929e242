/**
 * The collector lines pin the printing (issue 10): a read carrying the number of one of the
 * card's printings lists that printing, not the default (newest) one. Real printings: the
 * Scryfall fixture holds Dark Ritual from Alpha (98), Ice Age (120) and Planechase (24).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../src/backend/api';
import { cardRepository } from '../../src/backend/cards';
import { ScanSessions } from '../../src/backend/ocr/sessions';
import { APP_VERSION } from '../../src/backend/version';
import { fromScryfall, isScryfallCard } from '../../src/core/cards/scryfall';
import type { CardRead } from '../../src/core/scan/reads';

const FILE = path.resolve(process.cwd(), '../shared/fixtures/scryfall/mtgssm-cards-88-mixed-layouts.json');

let dir: string;
let backend: Backend;
let sessions: ScanSessions;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-scan-printing-'));
  backend = createBackend({ dataDir: dir, host: 'test', version: APP_VERSION });
  const repo = cardRepository(backend.context);
  repo.upsert((JSON.parse(fs.readFileSync(FILE, 'utf8')) as unknown[]).filter(isScryfallCard).map(fromScryfall));
  sessions = new ScanSessions(backend.context.db, repo);
});
afterAll(async () => {
  await backend.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ritual = (collector?: CardRead['collector']): CardRead => ({
  name: 'Dark Ritual',
  confidence: 1,
  suggestions: [{ name: 'Dark Ritual', score: 1 }],
  text: 'Dark Ritual',
  bbox: { x0: 0, y0: 0, x1: 1, y1: 1 },
  collector,
});

describe('scan entries and the collector lines', () => {
  it('lists the default printing when no collector line was read', () => {
    const e = sessions.add(sessions.open(), ritual(), 'photo');
    expect([e.card?.set, e.card?.collectorNumber]).toEqual(['hop', '24']);
  });

  it('lists the printing whose number was read', () => {
    const e = sessions.add(sessions.open(), ritual({ numbers: ['120'], sets: [] }), 'photo');
    expect([e.card?.set, e.card?.collectorNumber]).toEqual(['ice', '120']);
  });

  it('keeps the default printing when the number read is none of the card’s', () => {
    const e = sessions.add(sessions.open(), ritual({ numbers: ['121'], sets: ['ICE'] }), 'photo');
    expect(e.card?.set).toBe('hop');
  });
});
