import { describe, expect, it } from 'vitest';
import { readDecklist } from '../../../test/support/decklists';
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

  it('Cockatrice .cod, XMage’s test deck: zones, a missing number means one copy, line numbers', () => {
    const r = parseAs('cockatrice', readDecklist('cockatrice-cod/xmage-testdeck.cod'));
    expect(r.deckName).toBe('Deck Name');
    expect(r.entries).toEqual([
      { line: 6, quantity: 12, name: 'Forest', board: 'main' },
      { line: 7, quantity: 5, name: 'Razorverge Thicket', board: 'main' },
      { line: 8, quantity: 1, name: "Avacyn's Pilgrim", board: 'main' },
      // Not a card, but a name to read all the same: looking it up is the importer's job.
      { line: 9, quantity: 1, name: '@#$NOT A REAL CARD NAME@#$', board: 'main' },
      { line: 12, quantity: 3, name: 'War Priest of Thune', board: 'side' },
    ]);
  });

  it('Cockatrice .cod, a deck Cockatrice saved: printing attributes, set codes lower-cased', () => {
    const r = parseAs('cockatrice', readDecklist('cockatrice-cod/jlawrence11-edh-Infectious_Growth_(EDH).cod'));
    expect(r.problems).toEqual([]);
    expect(r.entries.find((e) => e.name === "Atraxa, Praetors' Voice")).toEqual({ line: 36, quantity: 1, name: "Atraxa, Praetors' Voice", board: 'main', set: '2xm', collectorNumber: '190' }); // prettier-ignore
    expect(r.entries.find((e) => e.name === 'Blighted Agent')).toMatchObject({
      set: 'plst',
      collectorNumber: 'NPH-29',
    });
  });

  it('refuses malformed XML with the line of the error', () => {
    expect(() => parseDeckText('<Deck>\n<Cards Quantity="1" Name="Opt">\n</Deck>')).toThrow(/malformed/);
  });

  it('reports a quantity of 0 in an XML card by its line', () => {
    const r = parseDeckText('<Deck>\n<Cards Quantity="0" Sideboard="false" Name="Opt" />\n</Deck>');
    expect(r.problems).toEqual([{ line: 2, message: 'the quantity is 0; a line needs at least one card', text: expect.any(String) }]); // prettier-ignore
  });
});
