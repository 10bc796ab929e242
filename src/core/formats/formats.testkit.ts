/** Test kit for the deck-file readers: a text parsed and recognised as the format it is written in. */
import { expect } from 'vitest';
import { parseDeckText } from './index';
import type { ParseResult } from './types';

/** Parses `text`, expects it read as `format` (`'moxfield'`, `'cockatrice'`…) and returns what was read. */
export function parseAs(format: ParseResult['format'], text: string): ParseResult {
  const r = parseDeckText(text);
  expect(r.format).toBe(format);
  return r;
}
