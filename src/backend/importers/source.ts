/** Reading a file to import: size limit, binary check, text decoding. */
import fs from 'node:fs';
import path from 'node:path';
import { badInput } from '../errors';

/** The largest file read (the largest real export in the fixtures, a ManaBox collection, is 3.5 MB). */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

export type FileSource = { path: string } | { fileName: string; text: string };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function tooBig(fileName: string, bytes: number): Error {
  return badInput(
    `${fileName} is ${mb(bytes)}; Kitchen Table reads deck and collection files up to ${mb(MAX_FILE_BYTES)} ` +
      '(the biggest collection exports we know are 4 MB). Nothing was imported.',
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

/** The file's name (for messages) and text. Throws a bad_input failure for missing or huge files. */
export function readSource(source: FileSource): { fileName: string; text: string } {
  if ('text' in source) {
    // Characters, not bytes, but close enough to refuse the huge ones before any parsing.
    if (source.text.length > MAX_FILE_BYTES) throw tooBig(source.fileName, source.text.length);
    return { fileName: source.fileName, text: source.text };
  }
  const fileName = path.basename(source.path);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(source.path);
  } catch {
    throw badInput(`${source.path} does not exist or cannot be read.`);
  }
  if (!stat.isFile()) throw badInput(`${source.path} is not a file.`);
  if (stat.size > MAX_FILE_BYTES) throw tooBig(fileName, stat.size);
  return { fileName, text: decodeBytes(fs.readFileSync(source.path)) };
}
