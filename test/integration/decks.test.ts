import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../src/backend/api';

/** The decks API over a real SQLite file with the bundled starter pool as the collection. */
describe('decks API', () => {
  let dir: string;
  let backend: Backend;
  const call = async <T>(method: string, input: unknown): Promise<T> => {
    const r = await backend.call(method, input);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    return r.value as T;
  };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kt-decks-'));
    backend = createBackend({ dataDir: dir, host: 'test', version: 'test' });
    await call('collection.addStarter', {});
  });
  afterAll(async () => {
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  });

  type Built = {
    ok: boolean;
    main: { card: { oracleId: string; name: string }; quantity: number }[];
    reasons: string[];
  };
  type View = {
    id: number;
    name: string;
    cards: number;
    legal: boolean;
    legality: { violations: { message: string }[] };
  };

  it('builds, saves, duplicates, renames and deletes a deck; every write lands whole', async () => {
    const built = await call<Built>('decks.build', { variant: 'dice-duel', seed: 1 });
    expect(built.ok).toBe(true);
    const main = built.main.map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity }));
    const deck = await call<View>('decks.create', { name: 'Dice', variant: 'dice-duel', main });
    expect(deck).toMatchObject({ cards: 60, legal: true });
    const copy = await call<View>('decks.duplicate', { id: deck.id });
    expect(copy).toMatchObject({ name: 'Dice (copy)', cards: 60 });
    await call('decks.rename', { id: copy.id, name: 'Dice two' });
    // An unknown card refuses the whole save: the deck keeps its 60 cards.
    const bad = await backend.call('decks.save', {
      id: deck.id,
      main: [...main, { oracleId: 'no-such-card', quantity: 1 }],
    });
    expect(bad.ok).toBe(false);
    expect((await call<View>('decks.get', { id: deck.id })).cards).toBe(60);
    // Break it: one card fewer.
    const fewer = main.map((e, i) => (i === 0 ? { ...e, quantity: e.quantity - 1 } : e)).filter((e) => e.quantity > 0);
    const saved = await call<View>('decks.save', { id: deck.id, main: fewer });
    expect(saved.legality.violations.map((v) => v.message)).toContain('59 cards — Dice Duel needs exactly 60');
    expect((await call<{ name: string }[]>('decks.list', { variant: 'dice-duel' })).map((d) => d.name)).toEqual([
      'Dice',
      'Dice two',
    ]);
    await call('decks.delete', { id: copy.id });
    expect(await call<unknown[]>('decks.list', { variant: 'dice-duel' })).toHaveLength(1);
  });

  it('only-free leaves out copies already in other decks', async () => {
    const built = await call<Built>('decks.build', { variant: 'magic-combat', onlyFree: true });
    const inDice = await call<{ main: { card: { name: string }; quantity: number; owned: number }[] }>('decks.get', {
      id: (await call<{ id: number }[]>('decks.list', { variant: 'dice-duel' }))[0]!.id,
    });
    const usedUp = new Set(inDice.main.filter((e) => e.quantity >= e.owned).map((e) => e.card.name));
    expect(built.ok).toBe(true);
    for (const e of built.main) expect(usedUp.has(e.card.name)).toBe(false);
  });

  it('checks a list by names and reports unknown names', async () => {
    const r = await call<{ legality: { legal: boolean; violations: { message: string }[] }; unknown: string[] }>(
      'decks.check',
      {
        variant: 'magic-combat',
        main: [
          { name: 'Shock', quantity: 2 },
          { name: 'Not A Real Card Name', quantity: 1 },
        ],
        ownership: false,
      },
    );
    expect(r.unknown).toEqual(['Not A Real Card Name']);
    expect(r.legality.violations.map((v) => v.message)).toEqual(
      expect.arrayContaining([
        '2 copies of Shock — Magic Combat is singleton',
        '2 cards — Magic Combat needs exactly 40',
      ]),
    );
  });
});
