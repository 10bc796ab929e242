import { describe, expect, it } from 'vitest';
import { decodeBytes, MAX_FILE_LINES, overLineLimit } from './source';

describe('deck and collection files in the encodings tools write', () => {
  const text = '4 Lightning Bolt\r\n2 Æther Vial\r\n';
  it('UTF-16 little-endian with its BOM (Windows Notepad "Unicode")', () => {
    const body = Buffer.from(text, 'utf16le');
    expect(decodeBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), body]))).toBe(text);
  });
  it('UTF-16 big-endian with its BOM', () => {
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.alloc(le.length);
    for (let i = 0; i < le.length; i += 2) {
      be[i] = le[i + 1]!;
      be[i + 1] = le[i]!;
    }
    expect(decodeBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe(text);
  });
  it('UTF-8 and Windows-1252 as before', () => {
    expect(decodeBytes(Buffer.from(text, 'utf8'))).toBe(text);
    expect(decodeBytes(Buffer.from([0x32, 0x20, 0xc6, 0x74, 0x68, 0x65, 0x72]))).toBe('2 Æther');
  });
});

describe('the line limit', () => {
  it('counts lines, a last line without a newline included', () => {
    expect(overLineLimit('')).toBe(false);
    expect(overLineLimit('a\n'.repeat(MAX_FILE_LINES))).toBe(false);
    expect(overLineLimit('a\n'.repeat(MAX_FILE_LINES - 1) + 'a')).toBe(false);
    expect(overLineLimit('a\n'.repeat(MAX_FILE_LINES) + 'a')).toBe(true);
    expect(overLineLimit('\n'.repeat(MAX_FILE_LINES + 1))).toBe(true);
  });
});
