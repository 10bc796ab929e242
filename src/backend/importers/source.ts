/** Reading a file to import: size and line limits, binary check, text decoding. */
import fs from 'node:fs';
import path from 'node:path';
import { ApiFailure, badInput } from '../errors';
import { MAX_FILE_BYTES, MAX_FILE_LINES } from './limits';

export { MAX_FILE_BYTES, MAX_FILE_LINES };

export type FileSource = { path: string } | { fileName: string; text: string };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (n: number) => n.toLocaleString('en-US');

function tooBig(fileName: string, bytes: number, exact = true): Error {
  return badInput(
    `${fileName} is ${exact ? '' : 'over '}${mb(bytes)}; Kitchen Table reads deck and collection files up to ${mb(MAX_FILE_BYTES)} ` +
      '(the biggest collection exports we know are 4 MB). Nothing was imported.',
  );
}

function tooLong(fileName: string): Error {
  return badInput(
    `${fileName} has more than ${count(MAX_FILE_LINES)} lines; Kitchen Table reads deck and collection files up to ` +
      `${count(MAX_FILE_LINES)} lines (the biggest collection exports we know have about 21,000). Nothing was imported.`,
  );
}

/**
 * Decodes bytes: UTF-16 when the file starts with its byte-order mark (what Windows tools such as
 * Notepad's "Unicode" and some collection managers save), else UTF-8, falling back to
 * Windows-1252 (older Windows tools) when not valid UTF-8.
 */
export function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Binary data decodes too; parseDeckFile's text check then names the line with binary data.
    if (bytes.includes(0)) return new TextDecoder('utf-8').decode(bytes);
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** True when `text` has more than MAX_FILE_LINES lines; stops counting as soon as it knows. */
export function overLineLimit(text: string): boolean {
  let lines = text.length > 0 ? 1 : 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < text.length - 1; i = text.indexOf('\n', i + 1)) {
    if (++lines > MAX_FILE_LINES) return true;
  }
  return false;
}

/**
 * Reads a file within both limits, chunk by chunk: the size is checked again while reading (the
 * file may grow after the stat) and newlines are counted as the bytes arrive, so an over-long file
 * is refused at its 200,001st line without reading the rest. Every newline, in UTF-8, Windows-1252
 * or either UTF-16, holds one 0x0A byte; counting bytes can only over-count (rare UTF-16 characters).
 */
async function readWithinLimits(file: string, fileName: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let newlines = 0;
  let last = 0;
  const stream = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > MAX_FILE_BYTES) throw tooBig(fileName, MAX_FILE_BYTES, false);
      for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) newlines++;
      last = chunk[chunk.length - 1] ?? last;
      // A final line without a newline counts too.
      if (newlines + (last === 0x0a ? 0 : 1) > MAX_FILE_LINES) throw tooLong(fileName);
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, bytes);
}

/** The file's name (for messages) and text. Throws a bad_input failure for missing, huge or over-long files. */
export async function readSource(source: FileSource): Promise<{ fileName: string; text: string }> {
  if ('text' in source) {
    // Characters, not bytes, but close enough to refuse the huge ones before any parsing.
    if (source.text.length > MAX_FILE_BYTES) throw tooBig(source.fileName, source.text.length);
    if (overLineLimit(source.text)) throw tooLong(source.fileName);
    return { fileName: source.fileName, text: source.text };
  }
  const fileName = path.basename(source.path);
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(source.path);
  } catch {
    throw badInput(`${source.path} does not exist or cannot be read.`);
  }
  if (!stat.isFile()) throw badInput(`${source.path} is not a file.`);
  // Refused from its size alone, before a byte is read.
  if (stat.size > MAX_FILE_BYTES) throw tooBig(fileName, stat.size);
  let bytes: Buffer;
  try {
    bytes = await readWithinLimits(source.path, fileName);
  } catch (err) {
    if (err instanceof ApiFailure) throw err;
    throw badInput(`${source.path} does not exist or cannot be read.`);
  }
  return { fileName, text: decodeBytes(bytes) };
}
