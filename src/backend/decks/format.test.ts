/**
 * The agreed format on the Decks screen (issue 20): `decks.check` names each card the format refuses
 * as a violation, `decks.build` leaves them out, over a real SQLite file whose starter cards are given
 * Scryfall legalities (the bundled pool has none).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../api';
import { callOk, dropBackend, starterBackend } from '../../../test/support/backend';

type Entry = { card: { oracleId: string; name: string; typeLine: string }; quantity: number };
type Legality = {
  legal: boolean;
  violations: { code: string; message: string; cards: string[] }[];
  notes?: { code: string; message: string }[];
};

describe('decks.check and decks.build with a format (004 Banned & Restricted List)', () => {
  let dir: string;
  let b: Backend;
  let main: { oracleId: string; quantity: number }[];
  let banned: string;
  let restricted: string;
  beforeAll(async () => {
    ({ dir, b } = await starterBackend('kt-format-'));
    const built = await callOk<{ ok: boolean; main: Entry[] }>(b, 'decks.build', {
      variant: 'combat-with-dice',
      seed: 7,
    });
    expect(built.ok).toBe(true);
    main = built.main.map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity }));
    const spells = built.main.filter((e) => e.quantity > 1 && !e.card.typeLine.includes('Land'));
    banned = spells[0]!.card.name;
    restricted = spells[1]!.card.name;
    // Every card legal in Modern and Vintage; one banned in Modern, one restricted in Vintage.
    const db = b.context.db;
    db.prepare(`UPDATE cards SET legalities = ?`).run(JSON.stringify({ modern: 'legal', vintage: 'legal' }));
    db.prepare(`UPDATE cards SET legalities = ? WHERE name = ?`).run(
      JSON.stringify({ modern: 'banned', vintage: 'legal' }),
      banned,
    );
    db.prepare(`UPDATE cards SET legalities = ? WHERE name = ?`).run(
      JSON.stringify({ modern: 'legal', vintage: 'restricted' }),
      restricted,
    );
  }, 60_000);
  afterAll(() => dropBackend({ dir, b }));

  const check = (format?: string) =>
    callOk<{ legality: Legality }>(b, 'decks.check', {
      variant: 'combat-with-dice',
      main,
      ownership: false,
      ...(format ? { format } : {}),
    });

  it('lists the formats of the variant, old names mapped', async () => {
    const variants = await callOk<{ id: string; formats?: { id: string; label: string }[] }[]>(b, 'decks.variants', {});
    expect(variants.find((v) => v.id === 'combat-with-dice')!.formats!.map((f) => f.label)).toEqual([
      'None (every card allowed)',
      'Vintage (Type 1)',
      'Legacy (Type 1.5)',
      'Modern (for Extended)',
      'Pioneer',
      'Standard (Type 2)',
    ]);
    expect(variants.find((v) => v.id === 'classic')!.formats).toBeUndefined();
  });

  it('names the banned card, the over-restricted card and the cards of unknown legality', async () => {
    expect((await check()).legality.legal).toBe(true);
    expect((await check('none')).legality.legal).toBe(true);
    const modern = (await check('modern')).legality;
    expect(modern.legal).toBe(false);
    expect(modern.violations).toEqual([
      { code: 'format', message: `${banned} is banned in Modern (for Extended)`, cards: [banned] },
    ]);
    const vintage = (await check('vintage')).legality;
    expect(vintage.violations.map((v) => v.message)).toEqual([
      `${restricted} is restricted in Vintage (Type 1): one copy at most`,
    ]);
    // Legacy: no card has a Legacy legality — named in a note, not refused.
    const legacy = (await check('legacy')).legality;
    expect(legacy.legal).toBe(true);
    expect(legacy.notes?.find((n) => n.code === 'format-unknown')?.message).toMatch(/no Legacy \(Type 1\.5\) legality/);
  });

  it('refuses a format the variant does not know, plainly', async () => {
    const r = await b.call('decks.check', { variant: 'combat-with-dice', main, format: 'type-7' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bad_input', message: expect.stringMatching(/type-7.*vintage/) });
    const c = await b.call('decks.check', { variant: 'classic', main, format: 'modern' });
    expect(!c.ok && c.error.message).toMatch(/no format ban lists/);
  });

  it('auto-builds without the cards the format bans, and says the result is legal there', async () => {
    for (const format of ['modern', 'vintage']) {
      const r = await callOk<{ ok: boolean; main: Entry[]; legality: Legality }>(b, 'decks.build', {
        variant: 'combat-with-dice',
        seed: 7,
        format,
      });
      expect(r.ok).toBe(true);
      const names = r.main.map((e) => e.card.name);
      expect(names).not.toContain(format === 'modern' ? banned : restricted);
      expect(r.legality.legal).toBe(true);
    }
  });
});
