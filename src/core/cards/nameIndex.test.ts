import { describe, expect, it } from 'vitest';
import { editDistance, NameIndex, similarity } from './nameIndex';
import { scanKey } from '../scan/normalize';

const NAMES = [
  'Lightning Bolt',
  'Lightning Blast',
  'Lightning Helix',
  'Fire // Ice',
  'Giant Growth',
  'Shock',
  'Shocker',
];
const index = new NameIndex(NAMES.map((name) => ({ name })));

describe('editDistance', () => {
  it('counts inserts, deletes and substitutions, and stops past the budget', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('bolt', 'bolt')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(similarity('abcd', 'abcf')).toBe(0.75);
  });
});

describe('NameIndex: one answer for a typed name, wherever it is typed', () => {
  it('a single close name is the answer; a tie is a question', () => {
    expect(index.closest('Lightnig Bolt')).toBe('Lightning Bolt');
    expect(index.closest('lightning bolt')).toBe('Lightning Bolt');
    expect(index.closest('Lightning Bla')).toBeUndefined(); // Blast and ... are not one answer
    expect(index.closest('Qwerty')).toBeUndefined();
  });

  it('suggests exact, then prefix, then containing, then typos, then the nearest others', () => {
    expect(index.suggest('Shock')[0]).toBe('Shock');
    expect(index.suggest('Shock')[1]).toBe('Shocker');
    expect(index.suggest('Lightning', 3)).toEqual(['Lightning Bolt', 'Lightning Blast', 'Lightning Helix']);
    expect(index.suggest('Giant Grwth')[0]).toBe('Giant Growth');
  });

  it('answers to a face of a split card with the whole card', () => {
    expect(index.closest('Ice')).toBe('Fire // Ice');
    expect(index.suggest('Fire')[0]).toBe('Fire // Ice');
  });

  it('ranks by similarity under another key (the scanner keys drop punctuation)', () => {
    const scan = new NameIndex([{ name: "Saheeli's Artistry" }, { name: 'Shock' }], scanKey);
    expect(scan.ranked(scanKey('Saheelis Artistrv'), 1)[0]).toMatchObject({ name: "Saheeli's Artistry", distance: 1 });
  });
});
