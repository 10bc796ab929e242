/**
 * Downloads written whole or not at all: `source` goes to `<file>.part`, renamed to `file` only once
 * it is complete. Whatever happens, no `.part` is left — and the removal waits for the write stream
 * to close: a stream destroyed before its file had opened (a download refused at its first chunk)
 * still creates the file as it closes, after a plain `finally` had already removed it.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export async function writeWhole(
  source: Readable,
  file: string,
  opts: { signal?: AbortSignal; beforeRename?: () => void } = {},
): Promise<void> {
  const part = `${file}.part`;
  const out = fs.createWriteStream(part);
  try {
    await pipeline(source, out, opts.signal ? { signal: opts.signal } : {});
    opts.beforeRename?.();
    fs.renameSync(part, file);
  } finally {
    if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
    fs.rmSync(part, { force: true });
  }
}
