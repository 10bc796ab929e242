import { describe, expect, it } from 'vitest';
import { parseDeckText } from './index';
import { parseAs } from './formats.testkit';
import { FormatError, type ParsedEntry } from './types';

/** The card names `text` reads to, in order. */
const namesOf = (text: string) => parseDeckText(text).entries.map((e) => e.name);
const brief = (entries: ParsedEntry[]) =>
  entries.map((e) => [e.quantity, e.name, e.board, e.set ?? '', e.collectorNumber ?? ''].join('|'));

describe('plain text lists', () => {
  it('reads `4 Name`, `4x Name`, `4X Name`, a bare name as one copy, tabs and runs of spaces', () => {
    const r = parseDeckText('4 Lightning Bolt\n4x Counterspell\n2X Brainstorm\nAncestral Recall\n3\tDark   Ritual\n');
    expect(brief(r.entries)).toEqual([
      '4|Lightning Bolt|main||',
      '4|Counterspell|main||',
      '2|Brainstorm|main||',
      '1|Ancestral Recall|main||',
      '3|Dark Ritual|main||',
    ]);
    expect(r.entries.map((e) => e.line)).toEqual([1, 2, 3, 4, 5]);
    expect(r.problems).toEqual([]);
  });

  it('skips // and # comments and blank lines, and follows section headers', () => {
    const text = [
      '// my deck',
      '# another comment',
      'Commander',
      "1 Atraxa, Praetors' Voice",
      '',
      'Companion',
      '1 Lurrus of the Dream-Den',
      'Deck',
      '4 Swords to Plowshares',
      'Sideboard',
      '2 Pyroblast',
      'Maybeboard',
      '1 Force of Will',
    ].join('\n');
    const r = parseAs('text', text);
    expect(r.entries.map((e) => `${e.board}:${e.name}:${e.line}`)).toEqual([
      "commander:Atraxa, Praetors' Voice:4",
      'companion:Lurrus of the Dream-Den:7',
      'main:Swords to Plowshares:9',
      'side:Pyroblast:11',
      'maybe:Force of Will:13',
    ]);
  });

  it('keeps unicode names: Æther Vial, Lim-Dûl’s Vault, Île', () => {
    expect(namesOf('1 Æther Vial\n1 Lim-Dûl’s Vault\n4 Île\n')).toEqual(['Æther Vial', 'Lim-Dûl’s Vault', 'Île']);
  });

  it('keeps split and double-faced names as written: `A // B`, `A/B`, one face', () => {
    expect(
      namesOf('2 Fire // Ice\n3 Pain/Suffering\n1 Delver of Secrets\n1 Delver of Secrets // Insectile Aberration\n'),
    ).toEqual(['Fire // Ice', 'Pain/Suffering', 'Delver of Secrets', 'Delver of Secrets // Insectile Aberration']);
  });

  it('reads CRLF and lone CR line ends and strips a byte-order mark', () => {
    const r = parseDeckText('\ufeff4 Lightning Bolt\r\n2 Opt\r1 Ponder\r\n');
    expect(brief(r.entries)).toEqual(['4|Lightning Bolt|main||', '2|Opt|main||', '1|Ponder|main||']);
    expect(r.entries.map((e) => e.line)).toEqual([1, 2, 3]);
  });

  it('takes `SB:` (any case) as the sideboard, and Cockatrice-style headers with counts', () => {
    const r = parseDeckText('MainBoard: 3 cards\n3 card\n\nSideBoard: 2 cards\n2 sidecard\nsb: 1 Island\n');
    expect(brief(r.entries)).toEqual(['3|card|main||', '2|sidecard|side||', '1|Island|side||']);
  });

  it('puts the group after the one blank line in the sideboard (MTGO .txt) when there are no headers', () => {
    const r = parseAs('mtgo-txt', '4 Opt\n20 Island\n\n2 Negate\n');
    expect(brief(r.entries)).toEqual(['4|Opt|main||', '20|Island|main||', '2|Negate|side||']);
  });

  it('reports a quantity of 0 or 10^9, a number without a name and a name without letters, with their lines', () => {
    const r = parseDeckText('0 Island\n1000000000 Forest\n4\n4 ---\n-2 Opt\n2 Ponder\n');
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'the quantity is 0; a line needs at least one card'],
      [2, 'the quantity 1000000000 is more than 99,999'],
      [3, 'there is a number but no card name'],
      [4, '"---" has no letters'],
      [5, 'the quantity "-2" is not a whole number'],
    ]);
    expect(brief(r.entries)).toEqual(['2|Ponder|main||']);
  });

  it('refuses a binary file, naming the line', () => {
    expect(() => parseDeckText('4 Island\n\u0000\u0001\u0002PK\u0003\u0004')).toThrow(FormatError);
    try {
      parseDeckText('4 Island\n\u0000\u0001\u0002PK\u0003\u0004');
    } catch (e) {
      expect((e as FormatError).line).toBe(2);
      expect((e as Error).message).toMatch(/not a text file/);
    }
  });

  it('refuses an empty file', () => {
    expect(() => parseDeckText('\n  \n')).toThrow(/empty/);
  });
});

describe('MTG Arena and other tools’ printing marks', () => {
  it('pins the printing with `(SET) number`, upper- or lower-case, promo numbers too', () => {
    const r = parseAs('arena', 'Deck\n4 Lightning Bolt (M10) 146\n1 Benalish Marshal (PDOM) 6p\n2 Opt (xln) 65\n');
    expect(brief(r.entries)).toEqual([
      '4|Lightning Bolt|main|m10|146',
      '1|Benalish Marshal|main|pdom|6p',
      '2|Opt|main|xln|65',
    ]);
  });

  it('reads XMage `[SET:num]`, MWS `[SET]`, TappedOut `(SET)` and `*F*`', () => {
    const r = parseDeckText(
      '1 [WAR:2*] Ugin, the Ineffable\n4 [M14] Mutavault\n1x Bident of Thassa *F* (000)\n1x Alloy Myr (MM2)\n',
    );
    expect(brief(r.entries)).toEqual([
      '1|Ugin, the Ineffable|main|war|2*',
      '4|Mutavault|main|m14|',
      '1|Bident of Thassa|main||',
      '1|Alloy Myr|main|mm2|',
    ]);
    expect(r.entries[2]?.foil).toBe(true);
  });

  it('keeps brackets that are part of a name', () => {
    expect(namesOf('7 B.F.M. (Big Furry Monster)\n1 Hazmat Suit (Used)\n4X [B] Forest (3)\n')).toEqual([
      'B.F.M. (Big Furry Monster)',
      'Hazmat Suit (Used)',
      'Forest',
    ]);
  });

  it('reads the deck name from Arena’s About section and `// Name:` comments', () => {
    expect(parseDeckText('About\nName Burn\n\nDeck\n4 Lightning Bolt\n').deckName).toBe('Burn');
    expect(parseDeckText('// Name: Tinker\n4 Tinker\n').deckName).toBe('Tinker');
  });
});
