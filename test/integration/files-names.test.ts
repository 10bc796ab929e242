/**
 * Every real card name (Scryfall's catalog of 26,482 names, 2023) survives being written and read
 * back in every format: unicode, split names, brackets, quotes, leading digits, the longest name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMATS, parseDeckText, writeDeckFile, type ExportEntry } from '../../src/core/formats';
import { FIXTURES } from './filesCardDb';

const catalog = JSON.parse(
  fs.readFileSync(path.join(FIXTURES, 'scryfall/aioscryfall-catalog-card-names-2023.json'), 'utf8'),
) as { data: string[] };

describe.each(FORMATS.filter((f) => f.writable))('all 26,482 real card names through $label', (info) => {
  it('come back unchanged', () => {
    expect(catalog.data.length).toBe(26_482);
    const entries: ExportEntry[] = catalog.data.map((name, i) => ({ quantity: 1 + (i % 4), name, board: 'main' }));
    const back = parseDeckText(writeDeckFile(info.id, entries));
    expect(back.problems).toEqual([]);
    const wrong = back.entries.filter((e, i) => e.name !== entries[i]?.name || e.quantity !== entries[i]?.quantity);
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(back.entries).toHaveLength(entries.length);
  });
});
