import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromScryfall, isScryfallCard, ScryfallShapeError, type ScryfallCard } from '../../src/core/cards/scryfall';

const DIR = path.resolve(process.cwd(), '../shared/fixtures/scryfall');
const load = (f: string) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as ScryfallCard;

describe('fromScryfall on real Scryfall card objects', () => {
  it('reads a normal card with a non-ASCII name', () => {
    const { card, printing } = fromScryfall(load('mtgssm-slice-normal-jotun-grunt.json'));
    expect(card).toMatchObject({
      name: 'Jötun Grunt',
      manaCost: '{1}{W}',
      manaValue: 2,
      colors: ['W'],
      layout: 'normal',
    });
    expect(card.faces).toEqual([]);
    expect(printing).toMatchObject({ set: 'csp', collectorNumber: '8', lang: 'en' });
    expect(printing.imageUris.normal).toMatch(/^https:\/\//);
  });

  it('reads a split card: both halves, joined cost, summed mana value', () => {
    const { card } = fromScryfall(load('scryr-card-split-dusk-dawn.json'));
    expect(card.name).toBe('Dusk // Dawn');
    expect(card.manaCost).toBe('{2}{W}{W} // {3}{W}{W}');
    expect(card.manaValue).toBe(9);
    expect(card.faces.map((f) => f.name)).toEqual(['Dusk', 'Dawn']);
    expect(card.keywords).toEqual(['Aftermath']);
  });

  it('reads a transform card: front cost and stats, both faces, image from the front face', () => {
    const { card, printing } = fromScryfall(load('mtgssm-slice-transform-delver-of-secrets-insectile-aberration.json'));
    expect(card).toMatchObject({ manaCost: '{U}', power: '1', toughness: '1', colors: ['U'], layout: 'transform' });
    expect(card.faces[1]).toMatchObject({
      name: 'Insectile Aberration',
      power: '3',
      toughness: '2',
      oracleText: 'Flying',
    });
    expect(printing.imageUris.normal).toContain('/front/');
  });

  it('reads a flip card and a token', () => {
    const flip = fromScryfall(load('mtgssm-slice-flip-bushi-tenderfoot-kenzo-the-hardhearted.json')).card;
    expect(flip.faces.map((f) => f.name)).toEqual(['Bushi Tenderfoot', 'Kenzo the Hardhearted']);
    const token = fromScryfall(load('mtgssm-slice-token-goblin.json')).card;
    expect(token).toMatchObject({ name: 'Goblin', layout: 'token', typeLine: 'Token Creature — Goblin' });
  });

  it('reads every card of a real bulk-file-shaped array; a reversible card becomes its front card', () => {
    const all = JSON.parse(fs.readFileSync(path.join(DIR, 'mtgssm-cards-88-mixed-layouts.json'), 'utf8')) as unknown[];
    const out = all.filter(isScryfallCard).map(fromScryfall);
    expect(out).toHaveLength(88);
    const cube = out.find((o) => o.printing.id === '9052f5c7-ee3b-457d-97ca-ac6b4518997c');
    expect(cube?.card).toMatchObject({
      name: 'Doubling Cube',
      manaCost: '{2}',
      manaValue: 2,
      layout: 'normal',
      faces: [],
    });
    expect(cube?.card.oracleId).toBe('9afd8f12-0796-4500-aaa3-10b4a46ef6ec');
  });

  it('refuses what is not a card, naming the problem', () => {
    expect(() => fromScryfall({ object: 'error', id: 'x', name: 'x' } as unknown as ScryfallCard)).toThrow(
      ScryfallShapeError,
    );
    expect(() => fromScryfall({ name: 'No id' } as ScryfallCard)).toThrow(/without an "id"/);
  });

  it('never throws on arbitrary extra or missing optional fields, and keeps id and name', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.string({ minLength: 1 }),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (id, name, extra) => {
          const { card, printing } = fromScryfall({ ...extra, object: 'card', id, name } as ScryfallCard);
          return printing.id === id && card.name === name && Array.isArray(card.colors) && card.oracleId.length > 0;
        },
      ),
    );
  });
});
