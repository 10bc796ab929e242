/** RFC 4180 CSV reading and writing (quoted fields, doubled quotes, newlines inside quotes). */
import { FormatError } from './types';

export interface CsvRow {
  /** 1-based line where the row starts. */
  line: number;
  fields: string[];
}

/** Guesses the delimiter from the header line: comma, semicolon or tab. */
export function sniffDelimiter(headerLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[1] ? counts[0][0] : ',';
}

/**
 * Reads every row of `text`. Blank lines are skipped. Throws {@link FormatError} with the line
 * of an unterminated quoted field.
 */
export function* readCsv(text: string, delimiter = ','): Generator<CsvRow> {
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    let field = '';
    let rowDone = false;
    while (!rowDone) {
      if (text[i] === '"') {
        // Quoted field.
        const quoteLine = line;
        i++;
        for (;;) {
          if (i >= n) throw new FormatError(`a quoted field opened on line ${quoteLine} is never closed`, quoteLine);
          const c = text[i];
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
          field += c;
          i++;
        }
        // Anything between the closing quote and the delimiter is kept (lenient, as spreadsheet apps are).
        while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
      } else {
        let j = i;
        while (j < n && text[j] !== delimiter && text[j] !== '\n' && text[j] !== '\r') j++;
        field += text.slice(i, j);
        i = j;
      }
      fields.push(field);
      field = '';
      if (i >= n) {
        rowDone = true;
      } else if (text[i] === delimiter) {
        i++;
        if (i >= n) fields.push('');
      } else {
        // End of line: \r\n, \n or \r.
        if (text[i] === '\r' && text[i + 1] === '\n') i++;
        i++;
        line++;
        rowDone = true;
      }
    }
    if (fields.length === 1 && fields[0]?.trim() === '') continue;
    yield { line: startLine, fields };
  }
}

/** Quotes a field when it must be (delimiter, quote, newline, leading/trailing space). */
export function csvField(value: string, delimiter = ','): string {
  if (value.includes(delimiter) || /["\r\n]/.test(value) || /^\s|\s$/.test(value)) {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}

export function csvLine(values: readonly string[], delimiter = ','): string {
  return values.map((v) => csvField(v, delimiter)).join(delimiter);
}
