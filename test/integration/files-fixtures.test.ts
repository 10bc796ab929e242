/**
 * Every real deck and collection file in ../shared/fixtures/decklists parses with no unreadable
 * line, and imports against a real card database (every AllSets.json card, up to January 2017):
 * each line comes back resolved, ambiguous or unknown-with-suggestions, and the resolved ones land
 * in the collection. Names of cards printed after 2017 are honestly unknown here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/api';
import type { MethodOutput } from '../../src/contract';
import { normalizeName } from '../../src/core/cards';
import { parseDeckText, type FormatId } from '../../src/core/formats';
import { backendWithAllSets, DECKLISTS, fixtureFiles } from './filesCardDb';

type Preview = MethodOutput<'files.preview'>;
const read = (f: string) => fs.readFileSync(path.join(DECKLISTS, f), 'utf8');
const parse = (f: string) => parseDeckText(read(f));
const summary = (f: string) => parse(f).entries.map((e) => `${e.board}:${e.quantity} ${e.name}`);

const EXPECTED_FORMAT: Record<string, FormatId> = {
  'archidekt-csv': 'archidekt',
  arena: 'arena',
  'cockatrice-cod': 'cockatrice',
  'deckbox-csv': 'deckbox',
  'delver-csv': 'delver',
  'manabox-csv': 'manabox',
  'moxfield-csv': 'moxfield',
  'mtgo-csv': 'mtgo-csv',
  'mtgo-txt': 'mtgo-txt',
  'tcgplayer-csv': 'tcgplayer',
};

describe('the real fixture files, parsed', () => {
  it('there are 40 of them', () => expect(fixtureFiles()).toHaveLength(40));

  it.each(fixtureFiles())('%s parses with no unreadable line, in the format of its folder', (f) => {
    const r = parse(f);
    expect(r.problems).toEqual([]);
    expect(r.entries.length).toBeGreaterThan(0);
    const folder = f.split(path.sep)[0] ?? '';
    if (EXPECTED_FORMAT[folder]) expect(r.format).toBe(EXPECTED_FORMAT[folder]);
  });

  it('Cockatrice clipboard EdgeCaseTesting gives what Cockatrice’s own test expects', () => {
    expect(summary('plain-text/cockatrice-clipboard-EdgeCaseTesting.txt')).toEqual([
      'main:1 Æther Adept',
      'main:2 Fire // Ice',
      'main:1 Minsc & Boo, Timeless Heroes',
      'main:3 Pain/Suffering',
      'main:4 Forest',
      'side:5 Nature’s Resurgence',
      "side:6 Gaea's Skyfolk",
      'side:7 B.F.M. (Big Furry Monster)',
    ]);
  });

  it('Cockatrice SideboardPrefix, mainboardAsLine and WeirdWhitespace give what Cockatrice expects', () => {
    expect(summary('plain-text/cockatrice-clipboard-SideboardPrefix.txt')).toEqual([
      'main:1 Mountain',
      'side:1 Mountain',
      'side:2 Island',
      'main:2 Swamp',
      'main:3 Plains',
    ]);
    expect(summary('plain-text/cockatrice-clipboard-mainboardAsLine.txt')).toEqual(['main:3 card', 'side:2 sidecard']);
    expect(summary('plain-text/cockatrice-clipboard-WeirdWhitespaceIsIgnored.txt')).toEqual([
      'side:1 Our Market Research Shows That Players Like Really Long Card Names So We Made This Card to Have the Absolute Longest Card Name Ever Elemental', // prettier-ignore
    ]);
  });

  it('Arena: commander section, set and promo numbers, the blank-line sideboard', () => {
    const rankle = parse('arena/brawlrating-rankle.txt');
    expect(rankle.entries[0]).toMatchObject({ board: 'commander', name: 'Rankle, Pitiless Trickster', set: 'y24', collectorNumber: '11' }); // prettier-ignore
    const xmage = parse('arena/xmage-testdeck.mtga');
    expect(xmage.entries.filter((e) => e.board === 'side').map((e) => e.name)).toEqual(['Unmoored Ego', 'Beacon Bolt']);
    expect(xmage.entries.find((e) => e.collectorNumber === '6p')).toMatchObject({
      name: 'Benalish Marshal',
      set: 'pdom',
    });
  });

  it('MTGO .dek, .txt, XMage .dck, MWS, OCTGN and MTGJSON decks keep their sideboards', () => {
    expect(summary('mtgo-dek/xmage-testdeck.dek')).toContain('side:1 Dead/Gone');
    expect(summary('mtgo-txt/mtgscan-vintage_bazaar.txt').filter((s) => s.startsWith('side')).length).toBeGreaterThan(
      0,
    );
    expect(summary('other/xmage-testdeck.dck')).toContain('side:3 Archon of Emeria');
    expect(summary('other/xmage-testdeck.mwDeck')).toContain('side:1 Wear/Tear');
    expect(summary('other/xmage-testdeck.o8d')).toEqual(['main:1 Forest', 'side:2 Island']);
    expect(parse('other/xmage-testdeckCommander-mtgjson.json').entries[0]?.board).toBe('commander');
  });

  it('CSV details: Moxfield lower-case codes, ManaBox Scryfall ids, Delver ★ numbers, TCGplayer CRLF, MTGO 31/41', () => {
    expect(parse('moxfield-csv/saintgabriel602-Collection102125.csv').entries[0]).toMatchObject({ name: 'A Killer Among Us', set: 'mkm', collectorNumber: '167', language: 'en' }); // prettier-ignore
    expect(parse('manabox-csv/rigrama-collection.csv').entries[0]).toMatchObject({ set: 'znr', scryfallId: '281336c7-ca7c-4c91-bdfb-d253a965cb7c' }); // prettier-ignore
    expect(parse('delver-csv/johnnichev-Orcamento_diogo_2025_Mar_19_23-51.csv').entries.some((e) => e.collectorNumber?.endsWith('★'))).toBe(true); // prettier-ignore
    expect(parse('tcgplayer-csv/tcg-to-deckbox-sample_input.csv').entries[2]).toMatchObject({ language: 'zhs', set: 'ths' }); // prettier-ignore
    expect(parse('mtgo-csv/prbarcelon-deck.csv').entries[0]).toMatchObject({ name: 'Ancient Ziggurat', collectorNumber: '31', foil: true }); // prettier-ignore
  });
});

describe('the real fixture files, imported against every card up to 2017', () => {
  let backend: Backend;
  const previews = new Map<string, Preview>();
  beforeAll(() => {
    backend = backendWithAllSets().backend;
  });
  afterAll(() => backend.close());

  const preview = async (f: string): Promise<Preview> => {
    const r = await backend.call('files.preview', { source: { path: path.join(DECKLISTS, f) } });
    if (!r.ok) throw new Error(r.error.message);
    return r.value as Preview;
  };

  it.each(fixtureFiles())(
    '%s previews: every line resolved, ambiguous (with candidates) or unknown (with suggestions)',
    async (f) => {
      const p = await preview(f);
      previews.set(f, p);
      expect(p.problems).toEqual([]);
      expect(p.databaseCards).toBeGreaterThanOrEqual(15_000);
      for (const e of p.entries) {
        if (e.status === 'resolved') expect(e.card?.printingId).toBeTruthy();
        if (e.status === 'ambiguous') expect(e.candidates.length).toBeGreaterThan(1);
        // Close names are looked up for the first 200 unknown names of a file; the others say so.
        if (e.status === 'unknown')
          expect(e.suggestions.length > 0 || /close names/.test(e.note ?? ''), e.name).toBe(true);
      }
      expect(p.counts.resolved + p.counts.ambiguous + p.counts.unknown).toBe(p.entries.length);
    },
  );

  it('resolves exact, case/diacritics-insensitive, split written three ways, one face, translated basics', async () => {
    const cases: [string, string][] = [
      ['1 Æther Vial', 'Æther Vial'],
      ['1 aether vial', 'Æther Vial'],
      ["1 Lim-Dul's Vault", 'Lim-Dûl’s Vault'],
      ['1 Fire // Ice', 'Fire // Ice'],
      ['1 Fire/Ice', 'Fire // Ice'],
      ['1 Fire', 'Fire // Ice'],
      ['1 Delver of Secrets', 'Delver of Secrets // Insectile Aberration'],
      ['1 Île', 'Island'],
      ['1 LIGHTNING BOLT (m10) 146', 'Lightning Bolt'],
    ];
    for (const [line, name] of cases) {
      const r = await backend.call('files.preview', { source: { fileName: 'x.txt', text: line } });
      if (!r.ok) throw new Error(r.error.message);
      const e = (r.value as Preview).entries[0];
      expect(e?.status, line).toBe('resolved');
      // The database spells names as Scryfall does today (`Aether Vial`); compare them normalised.
      expect(normalizeName(e?.card?.name ?? ''), line).toBe(normalizeName(name));
    }
    const pinned = await backend.call('files.preview', {
      source: { fileName: 'x.txt', text: '4 Lightning Bolt (M10) 146' },
    });
    expect((pinned as { value: Preview }).value.entries[0]?.card).toMatchObject({ set: 'm10', collectorNumber: '146' });
  });

  it('commits every fixture into the collection: the collection grows by exactly the resolved copies', async () => {
    const copies = () =>
      (backend.context.db.prepare('SELECT COALESCE(SUM(quantity), 0) AS n FROM collection_entries').get() as { n: number }).n; // prettier-ignore
    for (const f of fixtureFiles()) {
      const p = previews.get(f) ?? (await preview(f));
      const before = copies();
      const r = await backend.call('files.commit', { source: { path: path.join(DECKLISTS, f) }, target: { into: 'collection' }, digest: p.digest }); // prettier-ignore
      if (p.counts.resolved === 0) {
        // Cockatrice's test deck names the made-up cards `card` and `sidecard`: nothing to import.
        expect(r.ok ? '' : r.error.message).toMatch(/no line names a card/);
        expect(copies()).toBe(before);
        continue;
      }
      if (!r.ok) throw new Error(`${f}: ${r.error.message}`);
      expect(copies() - before, f).toBe(p.counts.copies);
    }
  });
});
