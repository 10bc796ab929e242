import { beforeAll, describe, expect, it } from 'vitest';
import {
  fromMtgjsonAllSets,
  keywordsFromText,
  mtgjsonSetToScryfall,
  type MtgjsonSet,
} from '../../src/core/cards/mtgjson';
import { allSetsJson, allSetsPrintings } from '../support/allSets';

let all: Record<string, MtgjsonSet>;
beforeAll(() => {
  all = allSetsJson();
});

describe('MTGJSON v3 -> Scryfall shape -> model', () => {
  it('converts every printing of AllSets.json with stable, unique ids', () => {
    const out = fromMtgjsonAllSets(all);
    expect(out.length).toBeGreaterThan(32_000);
    expect(new Set(out.map((o) => o.printing.id)).size).toBe(out.length);
    const oracle = new Set(out.map((o) => o.card.oracleId));
    expect(oracle.size).toBeGreaterThan(16_000);
    // Deterministic: converting again gives the same ids (the tests' shared conversion, made on its own).
    const again = allSetsPrintings();
    expect(again.map((o) => o.printing.id)).toEqual(out.map((o) => o.printing.id));
    // Every printing of one card shares its oracle id.
    const bolts = out.filter((o) => o.card.name === 'Lightning Bolt');
    expect(bolts.length).toBeGreaterThan(5);
    expect(new Set(bolts.map((o) => o.card.oracleId)).size).toBe(1);
  });

  it('merges split, double-faced and flip halves into one card as Scryfall does', () => {
    const apc = mtgjsonSetToScryfall(all.APC as MtgjsonSet);
    const fire = apc.find((c) => c.name === 'Fire // Ice');
    expect(fire).toMatchObject({ layout: 'split', mana_cost: '{1}{R} // {1}{U}', cmc: 4, colors: ['R', 'U'] });
    expect(apc.filter((c) => c.name === 'Fire' || c.name === 'Ice')).toHaveLength(0);
    const isd = mtgjsonSetToScryfall(all.ISD as MtgjsonSet);
    const delver = isd.find((c) => c.name === 'Delver of Secrets // Insectile Aberration');
    expect(delver).toMatchObject({ layout: 'transform', cmc: 1, collector_number: '51' });
    expect(delver?.card_faces?.[1]).toMatchObject({ name: 'Insectile Aberration', power: '3', toughness: '2' });
    const chk = mtgjsonSetToScryfall(all.CHK as MtgjsonSet);
    const bushi = chk.find((c) => c.name === 'Bushi Tenderfoot // Kenzo the Hardhearted');
    expect(bushi?.card_faces?.[1]?.mana_cost).toBe('');
  });

  it('maps colours, rarities and basic lands', () => {
    const m10 = mtgjsonSetToScryfall(all.M10 as MtgjsonSet);
    const angel = m10.find((c) => c.name === 'Serra Angel');
    expect(angel).toMatchObject({ colors: ['W'], rarity: 'uncommon', power: '4', toughness: '4', set: 'm10' });
    expect(angel?.keywords).toEqual(['Flying', 'Vigilance']);
    expect(m10.find((c) => c.name === 'Forest')).toMatchObject({ rarity: 'common', type_line: 'Basic Land — Forest' });
  });
});

describe('keywordsFromText', () => {
  it('finds keyword lines, ignores reminder text and keywords granted to others', () => {
    expect(
      keywordsFromText(
        'Flying, first strike\nLifelink (Damage dealt by this creature also causes you to gain that much life.)',
      ),
    ).toEqual(['Flying', 'First strike', 'Lifelink']);
    expect(keywordsFromText('Creatures you control gain flying until end of turn.')).toEqual([]);
    expect(keywordsFromText('Protection from red\nEquip {2}')).toEqual(['Protection', 'Equip']);
  });
});
