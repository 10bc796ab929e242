/** Fuzz: whatever the input, the parser returns entries and problems or a FormatError — it never crashes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeckText } from './index';
import { FormatError, MAX_NAME_LENGTH, MAX_QUANTITY } from './types';

function parsesOrRefuses(text: string): void {
  try {
    const r = parseDeckText(text);
    for (const e of r.entries) {
      expect(Number.isInteger(e.quantity) && e.quantity >= 1 && e.quantity <= MAX_QUANTITY).toBe(true);
      expect(e.name.length).toBeGreaterThan(0);
      expect(e.name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
      expect(e.line).toBeGreaterThanOrEqual(1);
    }
    for (const p of r.problems) expect(p.line).toBeGreaterThanOrEqual(1);
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    expect(err.line).toBeGreaterThanOrEqual(1);
  }
}

const HEADERS = [
  'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,Collector Number,Alter,Proxy,Purchase Price', // prettier-ignore
  'Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency', // prettier-ignore
  'Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium,Sideboarded,Annotation',
];

describe('parser fuzz', () => {
  it('random byte strings (decoded as UTF-8) never crash it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        parsesOrRefuses(new TextDecoder().decode(bytes));
      }),
      { numRuns: 500 },
    );
  });

  it('random unicode text never crashes it', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 500 }), parsesOrRefuses), { numRuns: 500 });
  });

  it('line soup of deck-list pieces never crashes it', () => {
    const piece = fc.constantFrom('4', '4x', '0', '-1', '1000000000', 'SB:', '//', '#', 'Deck', 'Sideboard', '(M10)', '146', '[WAR:2*]', '*F*', 'Fire // Ice', 'Æther', '"', ',', '\t', '<', '>', '<Deck>', '<card name="x"/>', '{', '}', ' '); // prettier-ignore
    const line = fc.array(piece, { maxLength: 8 }).map((p) => p.join(' '));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, eol) =>
        parsesOrRefuses(lines.join(eol)),
      ),
      { numRuns: 500 },
    );
  });

  it('CSV rows of random fields under a real header never crash it', () => {
    const field = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constant('"'), fc.constant(''));
    fc.assert(
      fc.property(
        fc.constantFrom(...HEADERS),
        fc.array(fc.array(field, { maxLength: 16 }), { maxLength: 30 }),
        (h, rows) => parsesOrRefuses([h, ...rows.map((r) => r.join(','))].join('\n')),
      ),
      { numRuns: 300 },
    );
  });
});
