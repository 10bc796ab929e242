/** The agreed format on the Decks screen: refusals as violations (main and sideboard together), unknowns as a note. */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card';
import { allowedInFormat, formatLegality } from './formatDeck';

const card = (name: string, legalities?: Record<string, string>) => ({ name, legalities }) as unknown as Card;

describe('formatLegality', () => {
  it('counts the sideboard with the deck: a restricted card in both is over the limit', () => {
    const lotus = card('Black Lotus', { vintage: 'restricted' });
    const r = formatLegality(
      { main: [{ card: lotus, quantity: 1 }], sideboard: [{ card: lotus, quantity: 1 }] },
      'vintage',
    );
    expect(r.violations).toEqual([
      {
        code: 'format',
        message: 'Black Lotus is restricted in Vintage (Type 1): one copy at most',
        cards: ['Black Lotus'],
      },
    ]);
    expect(r.notes).toEqual([]);
  });

  it('names cards without legality data in one note, and refuses nothing for them', () => {
    const r = formatLegality({ main: [{ card: card('Homebrew'), quantity: 4 }], sideboard: [] }, 'modern');
    expect(r.violations).toEqual([]);
    expect(r.notes[0]).toMatchObject({ code: 'format-unknown', cards: ['Homebrew'] });
  });

  it('lets an auto-build take legal and unknown cards, never banned, not legal or restricted ones', () => {
    expect(allowedInFormat(card('A', { modern: 'legal' }), 'modern')).toBe(true);
    expect(allowedInFormat(card('B'), 'modern')).toBe(true);
    expect(allowedInFormat(card('C', { modern: 'banned' }), 'modern')).toBe(false);
    expect(allowedInFormat(card('D', { modern: 'not_legal' }), 'modern')).toBe(false);
    expect(allowedInFormat(card('E', { vintage: 'restricted' }), 'vintage')).toBe(false);
    expect(allowedInFormat(card('F', { modern: 'banned' }), 'none')).toBe(true);
  });
});
