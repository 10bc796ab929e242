import { describe, expect, it } from 'vitest';
import { readDecklist } from '../../../test/support/decklists';
import { readCsv } from './csv';
import { parseDeckText } from './index';
import { parseAs } from './formats.testkit';
import { FormatError } from './types';

describe('CSV reading', () => {
  it('handles quotes, doubled quotes, delimiters and newlines inside quotes, CRLF, and keeps row lines', () => {
    const rows = [...readCsv('a,b\r\n"x, y","say ""hi"""\r\n"multi\nline",z\r\n\r\nlast,1')];
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
      { line: 6, fields: ['last', '1'] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => [...readCsv('a,b\n1,"oops\n2,3\n')]).toThrow(/line 2/);
  });
});

describe('CSV collection exports, recognised by their header', () => {
  it('Moxfield, a real export: lower-case set codes, collector numbers, quantities, foil, condition, language', () => {
    const r = parseAs('moxfield', readDecklist('moxfield-csv/saintgabriel602-Collection102125.csv'));
    expect(r.problems).toEqual([]);
    expect(r.entries).toHaveLength(12_784);
    const near = { board: 'main', condition: 'near_mint' } as const;
    // Row by row as the file has them (line 1 is the header); each field is read into its own key.
    expect(r.entries[3]).toEqual({ line: 5, quantity: 3, name: 'Abandon Hope', set: 'tmp', collectorNumber: '107', foil: false, language: 'en', ...near }); // prettier-ignore
    expect(r.entries[12]).toEqual({ line: 14, quantity: 1, name: 'Aberrant Researcher // Perfected Form', set: 'inr', collectorNumber: '52', foil: true, language: 'en', ...near }); // prettier-ignore
    expect(r.entries[993]).toEqual({ line: 995, quantity: 1, name: 'Blade of Selves', set: 'sld', collectorNumber: '1864', foil: true, language: 'ja', ...near }); // prettier-ignore
  });

  it('Deckbox: set names or codes in Edition, Good (Lightly Played), Italian', () => {
    const r = parseAs('deckbox', 'Count,Name,Foil,Edition,Condition,Language\n1,"Iroas, God of Victory",,Journey into Nyx,Good (Lightly Played),Italian\n2,Opt,foil,XLN,Near Mint,English\n'); // prettier-ignore
    expect(r.entries[0]).toMatchObject({ name: 'Iroas, God of Victory', setName: 'Journey into Nyx', condition: 'lightly_played', language: 'it', foil: false }); // prettier-ignore
    expect(r.entries[1]).toMatchObject({ set: 'xln', foil: true, condition: 'near_mint', language: 'en' });
  });

  it('refuses an unknown header, naming line 1 and the columns', () => {
    expect(() => parseDeckText('Card,Amount,Where\nOpt,2,binder\n')).toThrow(FormatError);
    expect(() => parseDeckText('Card,Amount,Where\nOpt,2,binder\n')).toThrow(/Card, Amount, Where/);
  });

  it('reports bad rows by line and keeps the good ones', () => {
    const r = parseAs('tcgplayer', 'Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,Language\n0,Opt,Opt,Ixalan,65,XLN,Normal,Near Mint,English\n1000000000,Opt,Opt,Ixalan,65,XLN,Normal,Near Mint,English\n2,,,,,,,,\n3,Opt,Opt,Ixalan,65,XLN,Foil,Damaged,Chinese (S)\n'); // prettier-ignore
    expect(r.problems.map((p) => p.line)).toEqual([2, 3, 4]);
    expect(r.entries).toEqual([
      { line: 5, quantity: 3, name: 'Opt', board: 'main', set: 'xln', setName: 'Ixalan', collectorNumber: '65', foil: true, condition: 'damaged', language: 'zhs' }, // prettier-ignore
    ]);
  });
});
