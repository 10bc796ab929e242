/**
 * XML deck files: MTGO `.dek`, Cockatrice `.cod` and OCTGN `.o8d`. The files are flat lists of
 * card elements, so after a well-formedness check a tag scanner reads them and keeps each card's
 * line number (which a tree parser would lose).
 */
import { XMLValidator } from 'fast-xml-parser';
import type { ExportEntry } from './carries';
import { FormatError, type Board, type FormatId, type ParsedEntry, type ParseProblem } from './types';
import { cleanName, excerpt, parseQuantity, parseSetCode } from './values';

export interface XmlParse {
  format: FormatId;
  entries: ParsedEntry[];
  problems: ParseProblem[];
  lines: number;
  deckName?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export function decodeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}
export function encodeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    out[(m[1] ?? '').toLowerCase()] = decodeXml(m[3] ?? m[4] ?? '');
  }
  return out;
}

/** The root element's name, or undefined when the text is not XML. */
export function xmlRoot(text: string): string | undefined {
  const body = text.replace(/^\ufeff/, '').replace(/^\s*(<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*/, '');
  return /^<([A-Za-z_][\w.-]*)/.exec(body)?.[1];
}

function boardOf(zone: string): Board {
  const z = zone.toLowerCase();
  if (z.startsWith('side')) return 'side';
  if (z.startsWith('command')) return 'commander';
  if (z.startsWith('maybe')) return 'maybe';
  return 'main';
}

/** Parses MTGO, Cockatrice or OCTGN XML; throws {@link FormatError} for malformed XML. */
export function parseXml(text: string): XmlParse {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new FormatError(`the XML is malformed: ${valid.err.msg}`, valid.err.line);
  }
  const root = (xmlRoot(text) ?? '').toLowerCase();
  const format: FormatId = root === 'cockatrice_deck' ? 'cockatrice' : root === 'deck' && /<section\b/i.test(text) ? 'octgn' : 'mtgo-dek'; // prettier-ignore
  const entries: ParsedEntry[] = [];
  const problems: ParseProblem[] = [];
  let deckName: string | undefined;
  const lineStarts: number[] = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (offset: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  let zone: Board = 'main';
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[^>]*?)?)(\/?)>(?:([^<]*)<\/\2>)?/g;
  for (const m of text.matchAll(tag)) {
    const [whole, closing, rawName = '', attrText = '', , inner] = m;
    const name = rawName.toLowerCase();
    const line = lineAt(m.index ?? 0);
    if (closing) {
      if (name === 'zone' || name === 'section') zone = 'main';
      continue;
    }
    const attrs = attributes(attrText);
    if (name === 'zone' || name === 'section') {
      zone = boardOf(attrs.name ?? '');
      continue;
    }
    if (name === 'deckname' && inner !== undefined) {
      deckName = decodeXml(inner).trim() || undefined;
      continue;
    }
    const isCard =
      (format === 'mtgo-dek' && name === 'cards') ||
      (format === 'cockatrice' && name === 'card') ||
      (format === 'octgn' && name === 'card');
    if (!isCard) continue;
    const rawQuantity = format === 'mtgo-dek' ? attrs.quantity : format === 'cockatrice' ? attrs.number : attrs.qty;
    // Cockatrice leaves `number` out for a single copy (see xmage-testdeck.cod).
    const quantity = parseQuantity(rawQuantity ?? '1');
    if (typeof quantity === 'string') {
      problems.push({ line, message: quantity, text: excerpt(whole) });
      continue;
    }
    const cardName = cleanName(format === 'octgn' ? decodeXml(inner ?? '') : (attrs.name ?? ''));
    if (typeof cardName !== 'string') {
      problems.push({ line, message: cardName.problem, text: excerpt(whole) });
      continue;
    }
    const board: Board = format === 'mtgo-dek' ? (attrs.sideboard === 'true' ? 'side' : 'main') : zone;
    const entry: ParsedEntry = { line, quantity, name: cardName, board };
    const set = parseSetCode(attrs.setshortname);
    if (set) entry.set = set;
    if (attrs.collectornumber) entry.collectorNumber = attrs.collectornumber;
    entries.push(entry);
  }
  return { format, entries, problems, lines: lineStarts.length, ...(deckName ? { deckName } : {}) };
}

/** MTGO `.dek`: the Cards elements MTGO writes (CatID is MTGO's own id, unknown here, so 0). */
export function writeMtgoDek(entries: readonly ExportEntry[], deckName = ''): string {
  const cards = entries.map(
    (e) =>
      `  <Cards CatID="0" Quantity="${e.quantity}" Sideboard="${e.board === 'side'}" Name="${encodeXml(e.name)}" Annotation="0" />`,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    ...(deckName ? [`  <DeckName>${encodeXml(deckName)}</DeckName>`] : []),
    '  <NetDeckID>0</NetDeckID>',
    '  <PreconstructedDeckID>0</PreconstructedDeckID>',
    ...cards,
    '</Deck>',
    '',
  ].join('\n');
}

/** Cockatrice `.cod`: zones main, side (and maybe); printing attributes when known. */
export function writeCockatrice(entries: readonly ExportEntry[], deckName = ''): string {
  const zones: [string, Board[]][] = [
    ['main', ['main', 'commander', 'companion']],
    ['side', ['side']],
    ['maybe', ['maybe']],
  ];
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cockatrice_deck version="1">',
    `    <deckname>${encodeXml(deckName)}</deckname>`,
    '    <comments></comments>',
  ];
  for (const [zone, boards] of zones) {
    const inZone = entries.filter((e) => boards.includes(e.board));
    if (!inZone.length) continue;
    out.push(`    <zone name="${zone}">`);
    for (const e of inZone) {
      const printing =
        (e.set ? ` setShortName="${encodeXml(e.set.toUpperCase())}"` : '') +
        (e.collectorNumber ? ` collectorNumber="${encodeXml(e.collectorNumber)}"` : '');
      out.push(`        <card number="${e.quantity}"${printing} name="${encodeXml(e.name)}"/>`);
    }
    out.push('    </zone>');
  }
  out.push('</cockatrice_deck>', '');
  return out.join('\n');
}
