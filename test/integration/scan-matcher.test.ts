/**
 * The OCR name matcher against Scryfall's real 2023 name catalog (26,482 names): the benchmark's
 * name list. OCR-like misreads of real titles, faces of split/double-faced cards, and names that
 * differ by one word, among every real neighbour they have.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogNames } from '../../src/backend/ocr/catalog';
import { NameMatcher } from '../../src/core/scan/matcher';
import { readsFromLines } from '../../src/core/scan/reads';

const CATALOG = path.resolve(process.cwd(), '../shared/fixtures/scryfall/aioscryfall-catalog-card-names-2023.json');
const names = loadCatalogNames(CATALOG);
const matcher = new NameMatcher(names);

describe('NameMatcher over the 2023 Scryfall catalog', () => {
  it('loads every physical card name (Alchemy A- names left out)', () => {
    expect(matcher.size).toBeGreaterThan(25_000);
    expect(names.some((n) => n.name.startsWith('A-'))).toBe(false);
  });

  // Real misreads tesseract produced on the fixture photos (bench/scan.ts verbose output).
  it.each([
    ['Preocdain', 'Preordain'],
    ['“hasm Skulker 2', 'Chasm Skulker'],
    ['{ Snapcastr Mage', 'Snapcaster Mage'],
    ['Young Pyrornancer', 'Young Pyromancer'],
    ['Jarad, Golgari Lich Lcrd', 'Jarad, Golgari Lich Lord'],
  ])('reads %j as %s', (text, name) => {
    const m = matcher.match(text);
    expect(m.suggestions[0]?.name).toBe(name);
    expect(m.confident).toBe(true);
  });

  it('puts the right name first but does not trust it when a real neighbour is close', () => {
    // Lightning Colt is one letter away from "Lightning Bo1t" too.
    const m = matcher.match('Lightning Bo1t');
    expect(m.suggestions.map((s) => s.name).slice(0, 2)).toEqual(['Lightning Bolt', 'Lightning Colt']);
    expect(m.confident).toBe(false);
  });

  it('answers a face of a split or double-faced card with the whole card', () => {
    expect(matcher.match('Insectile Aberration').suggestions[0]?.name).toBe(
      'Delver of Secrets // Insectile Aberration',
    );
    expect(matcher.match('Fire // Ice').suggestions[0]?.name).toBe('Fire // Ice');
    expect(matcher.match('Hinterland Logger').suggestions[0]?.name).toBe('Hinterland Logger // Timber Shredder');
  });

  it('tells Lightning Bolt from Lightning Blast, and is unsure between them', () => {
    expect(matcher.match('Lightning Bolt').suggestions[0]?.name).toBe('Lightning Bolt');
    expect(matcher.match('Lightning Blast').suggestions[0]?.name).toBe('Lightning Blast');
    expect(matcher.match('Lightning Blt').confident).toBe(false);
  });

  it('is not confident on rules text or noise', () => {
    for (const text of ['each creature card in your graveyard', 'Creature — Human Wizard', '—=~ |']) {
      expect(matcher.match(text).confident).toBe(false);
    }
  });

  it('does not trust a lone keyword word as a title ("Flying" is one letter from Fling)', () => {
    const bbox = { x0: 0, y0: 0, x1: 10, y1: 10 };
    for (const where of ['title', 'line'] as const) {
      const reads = readsFromLines([{ text: 'Flying', bbox }], matcher, where);
      expect(reads.every((r) => r.name === null)).toBe(true);
    }
    expect(readsFromLines([{ text: 'Young Pyromancer', bbox }], matcher, 'line')[0]?.name).toBe('Young Pyromancer');
  });

  it('matches fast enough for a frame full of lines (< 20 ms a line on a busy 2-core machine)', () => {
    const lines = ['Preocdain', 'Whenever you cast an instant', 'Young Pyrornancer', 'Sorcery', 'Draw a card.'];
    const t = performance.now();
    for (let i = 0; i < 20; i++) for (const l of lines) matcher.match(l);
    expect((performance.now() - t) / 100).toBeLessThan(20);
  });
});
