/**
 * Property: for random collections and decks, writing a file in a format and reading it back gives
 * the same entries — on every field the format carries (a plain list has no set codes, a CSV has no
 * sideboard) — for every format Kitchen Table writes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExportEntry } from './carries';
import { FORMATS, parseDeckText, writeDeckFile, type FormatInfo } from './index';
import type { Board, ParsedEntry } from './types';
import { KNOWN_LANGUAGES } from './values';

// Real names that are hard for a parser: unicode, split cards, brackets, leading digits, quotes, the longest.
const REAL_NAMES = [
  'Æther Vial',
  "Lim-Dûl's Vault",
  'Fire // Ice',
  'Who // What // When // Where // Why',
  'Delver of Secrets // Insectile Aberration',
  'B.F.M. (Big Furry Monster)',
  'Hazmat Suit (Used)',
  "Erase (Not the Urza's Legacy One)",
  '1996 World Champion',
  '"Ach! Hans, Run!"',
  'Minsc & Boo, Timeless Heroes',
  "Commander's Sphere",
  'About Face',
  'Main Event Horizon',
  'Our Market Research Shows That Players Like Really Long Card Names So We Made This Card to Have the Absolute Longest Card Name Ever Elemental', // prettier-ignore
  'Jötun Grunt',
  'Séance',
  'Ifh-Bíff Efreet',
];

const word = fc.stringMatching(/^[A-Z][a-z'-]{1,9}$/).filter((w) => !/^(Deck|Main|Side|Sideboard|Commander|Commanders|Companion|Maybe|Maybeboard|About|Considering|Mainboard|Maindeck)$/i.test(w)); // prettier-ignore
const randomName = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.option(word, { nil: undefined }))
  .map(([ws, epithet]) => ws.join(' ') + (epithet ? `, ${epithet}` : ''));
const name = fc.oneof(fc.constantFrom(...REAL_NAMES), randomName);
const setCode = fc.stringMatching(/^[a-z0-9]{3,5}$/).filter((s) => /[a-z]/.test(s));
const number = fc.stringMatching(/^[1-9][0-9]{0,2}[ab★]?$/);
const uuid = fc.uuid().map((u) => u.toLowerCase());

function entry(info: FormatInfo): fc.Arbitrary<ExportEntry> {
  const c = info.carries;
  return fc
    .record({
      quantity: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 99_999 })),
      name,
      board: fc.constantFrom(...c.boards),
      set: c.set ? fc.option(setCode, { nil: undefined }) : fc.constant(undefined),
      collectorNumber: c.collectorNumber ? fc.option(number, { nil: undefined }) : fc.constant(undefined),
      foil: c.foil ? fc.boolean() : fc.constant(undefined),
      condition: c.conditions ? fc.constantFrom(...c.conditions) : fc.constant(undefined),
      language: c.language ? fc.constantFrom(...KNOWN_LANGUAGES) : fc.constant(undefined),
      scryfallId: c.scryfallId ? fc.option(uuid, { nil: undefined }) : fc.constant(undefined),
    })
    .map((e) => {
      const out: ExportEntry = { quantity: e.quantity, name: e.name, board: e.board as Board };
      if (e.set) out.set = e.set;
      // Arena writes a collector number only after a set code.
      if (e.collectorNumber && (e.set || info.id !== 'arena')) out.collectorNumber = e.collectorNumber;
      if (e.foil !== undefined) out.foil = e.foil;
      if (e.condition) out.condition = e.condition;
      if (e.language) out.language = e.language;
      if (e.scryfallId) out.scryfallId = e.scryfallId;
      return out;
    });
}

/** The fields a format carries, for comparing. */
function project(info: FormatInfo, e: ExportEntry | ParsedEntry) {
  const c = info.carries;
  return {
    quantity: e.quantity,
    name: e.name,
    board: e.board,
    ...(c.set ? { set: e.set } : {}),
    ...(c.collectorNumber ? { collectorNumber: e.collectorNumber } : {}),
    ...(c.foil ? { foil: e.foil ?? false } : {}),
    ...(c.conditions ? { condition: e.condition } : {}),
    ...(c.language ? { language: e.language } : {}),
    ...(c.scryfallId ? { scryfallId: e.scryfallId } : {}),
  };
}

/** MTGO .txt marks the sideboard by a blank line only: a deck with a sideboard has a main deck. */
function valid(info: FormatInfo, entries: ExportEntry[]): boolean {
  if (entries.length === 0) return false;
  if (info.id === 'mtgo-txt' || info.id === 'text') return entries.some((e) => e.board === 'main') || entries.every((e) => e.board !== 'side'); // prettier-ignore
  return true;
}

const BOARD_ORDER: Board[] = ['commander', 'companion', 'main', 'side', 'maybe'];

describe.each(FORMATS.filter((f) => f.writable))('round trip through $label', (info) => {
  it('export then import gives the same entries', () => {
    fc.assert(
      fc.property(fc.array(entry(info), { minLength: 1, maxLength: 25 }), (entries) => {
        fc.pre(valid(info, entries));
        const text = writeDeckFile(info.id, entries, 'Round trip');
        const back = parseDeckText(text);
        expect(back.problems).toEqual([]);
        // Text formats group by board (commander, main, side…), so compare in that order.
        const ordered = ['text', 'arena', 'cockatrice', 'mtgo-txt'].includes(info.id)
          ? [...entries].sort((a, b) => BOARD_ORDER.indexOf(a.board) - BOARD_ORDER.indexOf(b.board))
          : entries;
        const expected = ordered.map((e) => project(info, e));
        expect(back.entries.map((e) => project(info, e))).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
