/** The cards and collection CLI commands, in-process, with --data and --json. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRYFALL_URL_ENV } from '../../src/backend/cards/scryfall/client';
import { runCli } from '../../src/cli/run';
import { SCRYFALL_FIXTURES, startFakeScryfall, type FakeScryfall } from '../support/fake-scryfall';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-cards-cli-'));
let fake: FakeScryfall;
beforeAll(async () => {
  fake = await startFakeScryfall({ mtgjsonSets: ['M10'] });
  process.env[SCRYFALL_URL_ENV] = fake.url;
});
afterAll(async () => {
  delete process.env[SCRYFALL_URL_ENV];
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('cards CLI', () => {
  it('cards lookup on an empty database says it is empty and how to fill it (exit 1)', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-cards-empty-'));
    try {
      const r = await cli('cards', 'lookup', 'Lightning Bolt', '--data', empty);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/the local card database is empty.*collection add-starter/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('collection add-starter, then collection list --json gives {name, quantity, set, collectorNumber, …}', async () => {
    const add = await cli('collection', 'add-starter', '--data', dir, '--json');
    expect(add.code).toBe(0);
    expect(JSON.parse(add.stdout)).toMatchObject({ added: true, cards: 2078 });
    const list = await cli('collection', 'list', '--data', dir, '--json', '--name', 'serra angel');
    expect(list.code).toBe(0);
    const rows = JSON.parse(list.stdout) as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({
      name: 'Serra Angel',
      quantity: 2,
      set: expect.any(String),
      collectorNumber: expect.any(String),
    });
    expect(fake.log).toHaveLength(0);
  });

  it('cards lookup is local and fuzzy, and exits 1 when nothing matches', async () => {
    const hit = await cli('cards', 'lookup', 'SERRA ANGEL', '--data', dir);
    expect(hit.code).toBe(0);
    expect(hit.stdout).toMatch(/^Serra Angel \{3\}\{W\}\{W\}/);
    // A typo with one closest card is the answer (exit 0), said to be matched from the typed name.
    const typo = await cli('cards', 'lookup', 'Lightnig Bolt', '--data', dir);
    expect(typo.code).toBe(0);
    expect(typo.stdout).toMatch(/matched from the name you typed\)\nLightning Bolt \{R\}/);
    const typoJson = await cli('cards', 'lookup', 'Lightnig Bolt', '--data', dir, '--json');
    expect(JSON.parse(typoJson.stdout)).toMatchObject({ card: { name: 'Lightning Bolt' }, matchedBy: 'fuzzy' });
    // Several equally close (or only prefixes): candidates, exit 1.
    const miss = await cli('cards', 'lookup', 'Giant', '--data', dir, '--json');
    expect(miss.code).toBe(1);
    expect(JSON.parse(miss.stdout)).toMatchObject({
      card: null,
      suggestions: expect.arrayContaining(['Giant Growth']),
    });
    const none = await cli('cards', 'lookup', 'Qwxzv Plorkt', '--data', dir);
    expect(none.code).toBe(1);
    expect(fake.log).toHaveLength(0);
  });

  it('cards import-bulk prints a progress line on stderr', async () => {
    const r = await cli(
      'cards',
      'import-bulk',
      path.join(SCRYFALL_FIXTURES, 'mtgssm-cards-88-mixed-layouts.json'),
      '--data',
      dir,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Imported 88 printings/);
    expect(r.stderr).toMatch(/Importing cards/);
  });

  it('cards search and cards add-set talk to the Scryfall at $KITCHEN_TABLE_SCRYFALL_URL', async () => {
    const s = await cli('cards', 'search', 't:creature', 'c:r', 'cmc<=3', '--data', dir, '--json');
    expect(s.code).toBe(0);
    expect((JSON.parse(s.stdout) as { cards: unknown[] }).cards.length).toBeGreaterThan(0);
    const set = await cli('cards', 'add-set', 'm10', '--data', dir);
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/Added 249 cards of Magic 2010 \(M10/);
    const bad = await cli('cards', 'add-set', 'zzz', '--data', dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Scryfall: No Magic set found/);
  }, 30_000);
});
