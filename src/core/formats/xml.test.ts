import { describe, expect, it } from 'vitest';
import { parseDeckText } from './index';
import { parseAs } from './formats.testkit';

describe('XML decks', () => {
  it('MTGO .dek: quantities, sideboard flag, split names with a slash, entities, line numbers', () => {
    const r = parseAs(
      'mtgo-dek',
      '<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n  <DeckName>R&amp;D</DeckName>\n' +
        '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Fire/Ice" />\n' +
        '  <Cards Sideboard="true" Quantity="2" CatID="2" Name="Lim-D&#251;l&apos;s Vault" />\n</Deck>\n',
    );
    expect(r.deckName).toBe('R&D');
    expect(r.entries).toEqual([
      { line: 4, quantity: 4, name: 'Fire/Ice', board: 'main' },
      { line: 5, quantity: 2, name: "Lim-Dûl's Vault", board: 'side' },
    ]);
  });

  it('Cockatrice .cod: zones, a missing number means one copy, printing attributes', () => {
    const r = parseAs(
      'cockatrice',
      '<cockatrice_deck version="1"><deckname>X</deckname>\n<zone name="main">\n<card number="2" setShortName="m10" collectorNumber="146" name="Lightning Bolt"/>\n' +
        '<card name="Opt"/>\n</zone>\n<zone name="side">\n<card number="3" name="Negate"/>\n</zone></cockatrice_deck>',
    );
    expect(r.entries).toEqual([
      { line: 3, quantity: 2, name: 'Lightning Bolt', board: 'main', set: 'm10', collectorNumber: '146' },
      { line: 4, quantity: 1, name: 'Opt', board: 'main' },
      { line: 7, quantity: 3, name: 'Negate', board: 'side' },
    ]);
  });

  it('refuses malformed XML with the line of the error', () => {
    expect(() => parseDeckText('<Deck>\n<Cards Quantity="1" Name="Opt">\n</Deck>')).toThrow(/malformed/);
  });

  it('reports a quantity of 0 in an XML card by its line', () => {
    const r = parseDeckText('<Deck>\n<Cards Quantity="0" Sideboard="false" Name="Opt" />\n</Deck>');
    expect(r.problems).toEqual([{ line: 2, message: 'the quantity is 0; a line needs at least one card', text: expect.any(String) }]); // prettier-ignore
  });
});
