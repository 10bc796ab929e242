/** Splitting file text into lines, and refusing text that is not text. */
import { FormatError } from './types';

/** Removes a UTF-8 byte-order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Lines of the text; CRLF, LF and lone CR all end a line. Index i is line i + 1. */
export function splitLines(text: string): string[] {
  const lines = stripBom(text).split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Throws when the text looks like a binary file (an image, a zip, a database): NUL bytes, or
 * many control or undecodable characters, in the first 64 KB. Names the first bad line.
 */
export function assertText(text: string): void {
  const sample = text.slice(0, 65_536);
  let bad = 0;
  let firstBad = -1;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    const isControl = (c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd || c === 0x7f;
    if (isControl) {
      bad++;
      if (firstBad < 0) firstBad = i;
      if (c === 0) break;
    }
  }
  const hasNul = sample.includes('\u0000');
  if (hasNul || (sample.length > 0 && bad / sample.length > 0.02) || bad > 64) {
    const line = firstBad < 0 ? 1 : sample.slice(0, firstBad).split(/\r\n|\n|\r/).length;
    throw new FormatError(
      `this is not a text file (it holds binary data from line ${line}); deck and collection files are text, CSV or XML`,
      line,
    );
  }
}
