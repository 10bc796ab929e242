/** 004 Banned & Restricted List: the agreed format's list from the card data's legalities, old names mapped. */
import { describe, expect, it } from 'vitest';
import { FORMATS, formatViolations } from './formats';

const card = (name: string, legalities: Record<string, string>) => ({ name, legalities });

describe('004 Banned & Restricted List', () => {
  it('maps Type 1, 1.5, 2 and Extended to Vintage, Legacy, Standard and Modern', () => {
    expect(Object.fromEntries(FORMATS.filter((f) => f.oldName).map((f) => [f.oldName, f.id]))).toEqual({
      'Type 1': 'vintage',
      'Type 1.5': 'legacy',
      Extended: 'modern',
      'Type 2': 'standard',
    });
  });

  it('banned, not legal, restricted beyond one copy, and unknown cards are named; none checks nothing', () => {
    const deck = [
      card('Black Lotus', { vintage: 'restricted', legacy: 'banned' }),
      card('Black Lotus', { vintage: 'restricted', legacy: 'banned' }),
      card('Shock', { vintage: 'legal', legacy: 'legal', standard: 'not_legal' }),
      { name: 'Homebrew' },
    ];
    expect(formatViolations(deck, 'none')).toEqual([]);
    expect(formatViolations(deck, 'vintage').map((v) => [v.kind, v.card])).toEqual([
      ['restricted', 'Black Lotus'],
      ['unknown', 'Homebrew'],
    ]);
    expect(formatViolations(deck, 'legacy').map((v) => v.message)).toEqual([
      'Black Lotus is banned in Legacy (Type 1.5)',
      'Homebrew: its Legacy (Type 1.5) legality is not known',
    ]);
    expect(formatViolations(deck, 'standard').map((v) => v.kind)).toEqual(['unknown', 'not-legal', 'unknown']);
  });
});
