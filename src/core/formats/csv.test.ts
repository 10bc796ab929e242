import { describe, expect, it } from 'vitest';
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
  it('Moxfield: lower-case set codes, collector numbers, foil, condition, language', () => {
    const r = parseAs(
      'moxfield',
      '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"\r\n' +
        '"2","0","Æther Vial","dst","Lightly Played","German","foil","","2025-10-09 19:20:29.120000","91","False","False",""\r\n',
    );
    expect(r.entries).toEqual([
      { line: 2, quantity: 2, name: 'Æther Vial', board: 'main', set: 'dst', collectorNumber: '91', foil: true, condition: 'lightly_played', language: 'de' }, // prettier-ignore
    ]);
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
