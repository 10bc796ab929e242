import { describe, expect, it } from 'vitest';
import { normalizeOracle, restoreName, splitSentences } from './text';

describe('oracle text normalisation', () => {
  it('replaces the card’s name (and a legendary short name) by ~ and strips reminder text', () => {
    expect(
      normalizeOracle(
        'Serra Angel',
        'Flying (This creature can’t be blocked except by creatures with flying or reach.)',
      ),
    ).toBe('Flying');
    expect(normalizeOracle('Rorix Bladewing', 'Flying, haste\nRorix Bladewing attacks.')).toBe(
      'Flying, haste\n~ attacks.',
    );
    expect(
      normalizeOracle('Jace, the Mind Sculptor', '0: Return target creature to its owner’s hand. Jace can’t.'),
    ).toContain('~ can');
  });

  it('brings 2017 wording to today’s', () => {
    expect(normalizeOracle('Shock', 'Shock deals 2 damage to target creature or player.')).toBe(
      '~ deals 2 damage to any target.',
    );
    expect(
      normalizeOracle('X', 'Target player puts the top card of his or her library into his or her graveyard.'),
    ).toBe('Target player puts the top card of their library into their graveyard.');
    expect(normalizeOracle('Rancor', 'When Rancor is put into a graveyard from the battlefield, return Rancor.')).toBe(
      'When ~ dies, return ~.',
    );
  });

  it('splits sentences at full stops outside quotes', () => {
    expect(splitSentences('Destroy target creature. It can’t be regenerated.')).toEqual([
      'Destroy target creature',
      'It can’t be regenerated',
    ]);
    expect(splitSentences('Creatures you control have "{T}: Add {G}." Draw a card.')).toEqual([
      'Creatures you control have "{T}: Add {G}."',
      'Draw a card',
    ]);
  });

  it('puts the name back for people', () => {
    expect(restoreName('Lightning Bolt', '~ deals 3 damage')).toBe('Lightning Bolt deals 3 damage');
  });
});
