import { describe, expect, it } from 'vitest';
import { NameMatcher } from './matcher';
import { looksLikeProse, readsFromLines } from './reads';

const names = [
  'Mountain',
  'Munda, Ambush Leader',
  'Stand // Deliver',
  'Izzet Charm',
  'Dance with Devils',
  'Counterspell',
  'Overload',
];
const matcher = new NameMatcher(names.map((name) => ({ name })));
const line = (text: string) => ({ text, bbox: { x0: 0, y0: 0, x1: 1, y1: 1 } });

describe('looksLikeProse: printed titles are in title case and end no sentence', () => {
  it.each([
    ['a Mountain.', 'Mountain'], // the end of a rules-text sentence
    ['~ Munda, ambish leader', 'Munda, Ambush Leader'], // a flavour-text attribution
    ['stand', 'Stand // Deliver'], // a lone word of prose
    ['COUNTERSPELL', 'Counterspell'], // a graded slab's label
    ['Overload)', 'Overload'], // reminder text closing a parenthesis
    ['Landfoll -', 'Landfill'], // an ability word before its dash
    ['2012 Wizards of the', 'Wizards of the _____'], // the legal line
    ['a Mountain,', 'Mountain'], // mid-sentence: "an Island or a Mountain," (hj3/test8)
    ['or Mountain', 'Mountain'], // a small word before it
  ])('%j is prose, not the title of %s', (text, name) => {
    expect(looksLikeProse(text, name)).toBe(true);
  });

  it.each([
    ['Mountain', 'Mountain'],
    ['lzzet Charm', 'Izzet Charm'], // one capital misread as lower case is tolerated
    ['Dance with Devils', 'Dance with Devils'], // words the name itself has in lower case
    ['{ Munda, Ambush Leader 3', 'Munda, Ambush Leader'], // mana symbols around a title
    ['Munda, Ambush Leader', 'Munda, Ambush Leader'], // a comma inside the name
  ])('%j is a title', (text, name) => {
    expect(looksLikeProse(text, name)).toBe(false);
  });
});

describe('readsFromLines on whole detected lines', () => {
  it('trusts a title line and sends prose that names a card to "check these" or drops it', () => {
    const reads = readsFromLines([line('Izzet Charm'), line('a Mountain.'), line('Overload')], matcher, 'line');
    expect(reads.filter((r) => r.name).map((r) => r.name)).toEqual(['Izzet Charm']);
    // Both are still offered for checking: the user may really hold a Mountain.
    expect(reads.filter((r) => !r.name).map((r) => r.suggestions[0]?.name)).toEqual(['Mountain', 'Overload']);
  });
});
