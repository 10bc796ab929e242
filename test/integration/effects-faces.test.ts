/**
 * Issue 17, class 5: a multi-faced card is compiled face by face — each face with its own name (its
 * self-reference), mana cost and type line — and judged per face; no merged list of abilities.
 * Real cards from Scryfall data (../shared/fixtures/scryfall) and the bundled starter pool.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromScryfall, type ScryfallCard } from '../../src/core/cards/scryfall';
import type { OracleCard } from '../../src/core/cards/card';
import { cardVerdict, compileCard, verdictOf } from '../../src/core/effects/verdict';
import { compiledValue } from '../../src/core/effects/value';

const DIR = path.resolve(process.cwd(), '../shared/fixtures/scryfall');
const list = (file: string): ScryfallCard[] => {
  const v = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as ScryfallCard[] | { data: ScryfallCard[] };
  return Array.isArray(v) ? v : v.data;
};
const scryfall = [
  ...list('mtgssm-cards-88-mixed-layouts.json'),
  ...list('scryr-search-list-page1-has_more.json'),
  JSON.parse(fs.readFileSync(path.join(DIR, 'scryr-card-split-dusk-dawn.json'), 'utf8')) as ScryfallCard,
];
const starter = (
  JSON.parse(fs.readFileSync(path.resolve('resources/starter/starter-pool.json'), 'utf8')) as { data: ScryfallCard[] }
).data;
const card = (name: string): OracleCard => {
  const o = [...scryfall, ...starter].find((c) => c.name === name);
  if (!o) throw new Error(`${name} is not in the fixture data`);
  return fromScryfall(o).card;
};

describe('split cards: each half is its own spell', () => {
  it('Boom // Bust: Bust destroys all lands; Boom (two targets of different kinds) is not understood', () => {
    const c = compileCard(card('Boom // Bust'));
    expect(c.abilities).toEqual([]);
    expect(c.faces?.map((f) => [f.name, f.manaCost, f.typeLine, f.verdict])).toEqual([
      ['Boom', '{1}{R}', 'Sorcery', 'none'],
      ['Bust', '{5}{R}', 'Sorcery', 'full'],
    ]);
    expect(c.faces?.[1]?.abilities).toEqual([
      { type: 'spell', effects: [{ kind: 'destroy', what: { ref: 'each', filter: { types: ['land'] } } }] },
    ]);
    expect(verdictOf(c)).toBe('partial');
  });

  it('Who // What // When // Where // Why: five spells, never one spell doing five things', () => {
    const c = compileCard(card('Who // What // When // Where // Why'));
    expect(c.faces?.map((f) => f.name)).toEqual(['Who', 'What', 'When', 'Where', 'Why']);
    expect(c.faces?.map((f) => f.abilities.length)).toEqual([1, 1, 1, 1, 1]);
    expect(c.faces?.[1]?.abilities).toEqual([
      { type: 'spell', effects: [{ kind: 'destroy', what: { ref: 'target', filter: { types: ['artifact'] } } }] },
    ]);
    expect(c.faces?.[1]?.manaCost).toBe('{2}{R}');
  });

  it('Dusk // Dawn: the halves are judged alone', () => {
    const v = cardVerdict(card('Dusk // Dawn'));
    expect(v.faces?.map((f) => f.name)).toEqual(['Dusk', 'Dawn']);
    expect(v.faces?.every((f) => f.unknown.every((u) => v.unknown.includes(u)))).toBe(true);
  });
});

describe('transform and modal double-faced cards: the back face is another object', () => {
  it("Delver of Secrets: the front is a 1/1 without flying; Insectile Aberration's flying is on the back", () => {
    const c = compileCard(card('Delver of Secrets // Insectile Aberration'));
    expect(c.faces?.map((f) => [f.name, f.manaCost, f.typeLine])).toEqual([
      ['Delver of Secrets', '{U}', 'Creature — Human Wizard'],
      ['Insectile Aberration', '', 'Creature — Human Insect'],
    ]);
    expect(c.faces?.[0]?.abilities).toEqual([]);
    expect(c.faces?.[1]?.abilities).toEqual([{ type: 'static', effects: [{ kind: 'keyword', keyword: 'flying' }] }]);
    expect(c.faces?.[1]?.verdict).toBe('full');
  });

  it("Jace, Vryn's Prodigy: the planeswalker's sentences name Jace, Telepath Unbound", () => {
    const c = compileCard(card("Jace, Vryn's Prodigy // Jace, Telepath Unbound"));
    expect(c.faces?.map((f) => f.typeLine)).toEqual(['Legendary Creature — Human Wizard', 'Planeswalker — Jace']);
    for (const u of c.faces?.[1]?.unknown ?? []) expect(u).not.toContain("Vryn's Prodigy");
  });

  it('Birgi, God of Storytelling // Harnfel, Horn of Bounty: two castable faces, two costs', () => {
    const c = compileCard(card('Birgi, God of Storytelling // Harnfel, Horn of Bounty'));
    expect(c.faces?.map((f) => [f.manaCost, f.typeLine])).toEqual([
      ['{2}{R}', 'Legendary Creature — God'],
      ['{4}{R}', 'Legendary Artifact'],
    ]);
  });
});

describe('flip cards: the flipped half has its own name and type line', () => {
  it('Bushi Tenderfoot // Kenzo the Hardhearted: double strike and bushido are Kenzo’s, not the Tenderfoot’s', () => {
    const c = compileCard(card('Bushi Tenderfoot // Kenzo the Hardhearted'));
    expect(c.faces?.[0]?.abilities).toEqual([]);
    expect(c.faces?.[0]?.verdict).toBe('none');
    expect(c.faces?.[1]).toMatchObject({
      name: 'Kenzo the Hardhearted',
      manaCost: '',
      typeLine: 'Legendary Creature — Human Samurai',
      verdict: 'full',
    });
  });

  it("Erayo, Soratami Ascendant // Erayo's Essence: the enchantment's counter is not the creature's", () => {
    const c = compileCard(card("Erayo, Soratami Ascendant // Erayo's Essence"));
    expect(c.faces?.[0]?.abilities).toEqual([{ type: 'static', effects: [{ kind: 'keyword', keyword: 'flying' }] }]);
    expect(c.faces?.[1]?.typeLine).toBe('Legendary Enchantment');
  });
});

describe('the merged text alone (a caller without faces) is split at its "//" line', () => {
  it('Boom // Bust as one text gives the same faces as the card with faces', () => {
    const c = card('Boom // Bust');
    const merged = compileCard({ name: c.name, typeLine: c.typeLine, oracleText: c.oracleText, manaCost: c.manaCost });
    expect(c.oracleText).toContain('\n//\n');
    expect(merged).toEqual(compileCard(c));
  });

  it('a multi-faced card is worth its best face, not the sum of its faces', () => {
    const c = compileCard(card('Who // What // When // Where // Why'));
    const best = Math.max(...(c.faces ?? []).map((f) => compiledValue({ abilities: f.abilities, unknown: [] })));
    expect(compiledValue(c)).toBe(best);
  });
});
