import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NameMatcher } from './matcher';
import { scanKey, trimOcrNoise } from './normalize';

// Real card names (Scryfall), chosen for their near neighbours.
const NAMES = [
  'Lightning Bolt',
  'Lightning Blast',
  'Lightning Helix',
  'Chain Lightning',
  'Fire // Ice',
  'Delver of Secrets // Insectile Aberration',
  'Jarad, Golgari Lich Lord',
  "Saheeli's Artistry",
  'Snapcaster Mage',
  'Counterspell',
  'Island',
  'Snap',
  'Swan Song',
  'Sol Ring',
  'Æther Vial',
];
const matcher = new NameMatcher(NAMES.map((name) => ({ name })));

describe('NameMatcher', () => {
  it('reads an exact title with full confidence', () => {
    const m = matcher.match('Lightning Bolt');
    expect(m.suggestions[0]).toEqual({ name: 'Lightning Bolt', score: 1 });
    expect(m.confident).toBe(true);
  });

  it('survives OCR-like misspellings (1 for l, 0 for o, rn for m)', () => {
    expect(matcher.match('Lightning Bo1t').suggestions[0]?.name).toBe('Lightning Bolt');
    expect(matcher.match('Snapcaster Mage').confident).toBe(true);
    const m = matcher.match('Snapcaster Mage'.replace('m', 'rn').replace('a', '4'));
    expect(m.suggestions[0]?.name).toBe('Snapcaster Mage');
    expect(matcher.match('C0unterspe11').suggestions[0]?.name).toBe('Counterspell');
  });

  it('survives missing characters and mana-symbol noise around the title', () => {
    expect(matcher.match('Lightnin Bolt').suggestions[0]?.name).toBe('Lightning Bolt');
    const m = matcher.match('{ Snapcastr Mage J]');
    expect(m.suggestions[0]?.name).toBe('Snapcaster Mage');
    expect(m.confident).toBe(true);
  });

  it('tells apart names that differ by one word', () => {
    const bolt = matcher.match('Lightning Bolt');
    const blast = matcher.match('Lightning Blast');
    expect(bolt.suggestions[0]?.name).toBe('Lightning Bolt');
    expect(blast.suggestions[0]?.name).toBe('Lightning Blast');
    expect(bolt.suggestions[1]?.name).toBe('Lightning Blast');
    expect(bolt.confident && blast.confident).toBe(true);
  });

  it('is not confident half-way between two names', () => {
    // "Lightning Bl_t": as close to Bolt as to Blast.
    const m = matcher.match('Lightning Blt');
    expect(m.confident).toBe(false);
    expect(m.suggestions.map((s) => s.name).slice(0, 2)).toEqual(
      expect.arrayContaining(['Lightning Bolt', 'Lightning Blast']),
    );
  });

  it('matches a face of a split or double-faced card and answers with the whole card', () => {
    expect(matcher.match('Insectile Aberration').suggestions[0]?.name).toBe(
      'Delver of Secrets // Insectile Aberration',
    );
    expect(matcher.match('Delver of Secrets').suggestions[0]?.name).toBe('Delver of Secrets // Insectile Aberration');
    expect(matcher.match('Fire // Ice').suggestions[0]?.name).toBe('Fire // Ice');
  });

  it('ignores punctuation and diacritics OCR garbles', () => {
    expect(matcher.match('Jarad Golgari Lich Lord').suggestions[0]?.score).toBe(1);
    expect(matcher.match('Saheelis Artistry').suggestions[0]?.name).toBe("Saheeli's Artistry");
    expect(matcher.match('Aether Vial').suggestions[0]?.name).toBe('Æther Vial');
  });

  it('does not match noise', () => {
    expect(matcher.match('—=~ |').suggestions).toEqual([]);
    expect(matcher.match('each creature card in your graveyard').confident).toBe(false);
  });

  it('property: every known name is its own confident best match', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), (name) => {
        const m = matcher.match(name);
        return m.suggestions[0]?.name === name && m.suggestions[0].score === 1;
      }),
    );
  });

  it('property: scores stay within 0..1 and are sorted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const s = matcher.match(text).suggestions.map((x) => x.score);
        return s.every((x, i) => x >= 0 && x <= 1 && (i === 0 || s[i - 1]! >= x));
      }),
    );
  });
});

describe('scan keys', () => {
  it('normalise case, punctuation and ligatures', () => {
    expect(scanKey('Jarad, Golgari Lich-Lord')).toBe('jarad golgari lich lord');
    expect(scanKey('Æther Vial')).toBe('aether vial');
  });
  it('trim mana-symbol noise at the ends only', () => {
    expect(trimOcrNoise('j strandwalker sj')).toBe('strandwalker');
    expect(trimOcrNoise('go for the throat')).toBe('go for the throat');
  });
});
