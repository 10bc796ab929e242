/**
 * Round trip through the database: import real files, export the collection (or a deck) in every
 * format, import that export into a database with an empty collection, and get the same entries
 * back — the same printings, foil, condition and language where the format carries them, the same
 * cards and quantities where it does not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/api';
import { FORMATS, type FormatId } from '../../src/core/formats';
import { backendWithAllSets, DECKLISTS } from './filesCardDb';

const SOURCES = [
  'deckbox-csv/cardbase-deckbox.csv',
  'tcgplayer-csv/tcg-to-deckbox-sample_input.csv',
  'mtgo-csv/prbarcelon-deck.csv',
  'other/xmage-testdeck.mwDeck',
];

async function ok<T>(p: Promise<{ ok: true; value: unknown } | { ok: false; error: { message: string } }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

let source: Backend;
let target: Backend;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-files-rt-'));
beforeAll(async () => {
  source = backendWithAllSets().backend;
  target = backendWithAllSets().backend;
  for (const f of SOURCES) {
    await ok(
      source.call('files.commit', { source: { path: path.join(DECKLISTS, f) }, target: { into: 'collection' } }),
    );
  }
});
afterAll(async () => {
  await source.close();
  await target.close();
});

/** ManaBox grades on the European scale: its "poor" stands for heavily played and damaged alike. */
const LOSSY: Record<string, string> = { heavily_played: 'damaged' };

function collection(b: Backend, carries: (typeof FORMATS)[number]['carries']) {
  const rows = b.context.db
    .prepare(
      `SELECT e.oracle_id, e.printing_id, e.quantity, e.foil, e.condition, e.language FROM collection_entries e`,
    )
    .all() as { oracle_id: string; printing_id: string; quantity: number; foil: number; condition: string; language: string }[]; // prettier-ignore
  const sum = new Map<string, number>();
  for (const r of rows) {
    const key = [
      carries.set && carries.collectorNumber ? r.printing_id : r.oracle_id,
      carries.foil ? r.foil : '',
      carries.conditions ? (LOSSY[r.condition] && !carries.conditions.includes(r.condition as never) ? LOSSY[r.condition] : r.condition) : '', // prettier-ignore
      carries.language ? r.language : '',
    ].join('|');
    sum.set(key, (sum.get(key) ?? 0) + r.quantity);
  }
  return [...sum].sort();
}

describe.each(FORMATS.filter((f) => f.writable))('collection round trip through $label', (info) => {
  it('export, import into an empty database: the same collection', async () => {
    const exported = await ok<{ text: string; fileName: string }>(
      source.call('files.export', { what: { collection: true }, format: info.id }),
    );
    const file = path.join(tmp, exported.fileName);
    fs.writeFileSync(file, exported.text);
    // One card database for every format; its collection is emptied before each import.
    target.context.db.prepare('DELETE FROM collection_entries').run();
    const preview = await ok<{ format: FormatId; counts: { unknown: number; ambiguous: number } }>(
      target.call('files.preview', { source: { path: file } }),
    );
    expect(preview.format).toBe(info.id === 'text' ? preview.format : info.id);
    expect(preview.counts.unknown + preview.counts.ambiguous).toBe(0);
    await ok(target.call('files.commit', { source: { path: file }, target: { into: 'collection' } }));
    expect(collection(target, info.carries)).toEqual(collection(source, info.carries));
  });
});

describe('deck round trip', () => {
  it('a deck exported in each deck format and imported back has the same cards on the same boards', async () => {
    const imported = await ok<{ deckId: number }>(
      source.call('files.commit', {
        source: { path: path.join(DECKLISTS, 'plain-text/xmage-testdeck.dec') },
        target: { into: 'deck', variant: 'magic-54' },
      }),
    );
    const cards = (b: Backend, id: number) =>
      b.context.db
        .prepare('SELECT oracle_id, board, quantity FROM deck_entries WHERE deck_id = ? ORDER BY 1, 2')
        .all(id);
    for (const format of ['text', 'arena', 'mtgo-txt', 'mtgo-dek', 'cockatrice'] as const) {
      const out = await ok<{ text: string }>(
        source.call('files.export', { what: { deckId: imported.deckId }, format }),
      );
      const back = await ok<{ deckId: number }>(
        source.call('files.commit', {
          source: { fileName: `deck.${format}`, text: out.text },
          target: { into: 'deck', variant: 'magic-54' },
        }),
      );
      expect(cards(source, back.deckId), format).toEqual(cards(source, imported.deckId));
    }
  });
});
