/**
 * Size caps on what Scryfall (or anything answering in its place) may send (issue 23, finding 2):
 * a hostile or broken server must not fill the memory with one endless JSON answer or the disk
 * with an endless "bulk file". Content-Length is checked before reading; the bytes are counted
 * while streaming too, because a chunked answer has no length and a lying one may say less.
 */

/** The largest answer of each kind, in bytes. */
export interface SizeCaps {
  /** An API answer, read whole into memory (the largest real one, /catalog/card-names, is ~1 MB). */
  json: number;
  /** A bulk file streamed to disk (default_cards is ~500 MB uncompressed as of 2025). */
  bulk: number;
  /** One card image (a `large` JPEG is ~200 kB, a `png` ~1 MB). */
  image: number;
}

export const DEFAULT_SIZE_CAPS: SizeCaps = {
  json: 20 * 1024 * 1024,
  bulk: 1024 * 1024 * 1024,
  image: 5 * 1024 * 1024,
};

export type CapKind = keyof SizeCaps;

const WHAT: Record<CapKind, string> = { json: 'answer', bulk: 'bulk file', image: 'card image' };

export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} kB`;
}

/** The plain sentence for an answer over its cap; `bytes` is the announced size, if any. */
export function tooLargeMessage(kind: CapKind, where: string, cap: number, bytes?: number): string {
  const size = bytes === undefined ? `more than ${sizeText(cap)}` : sizeText(bytes);
  return (
    `Scryfall's ${WHAT[kind]} for ${where} is ${size}, over Kitchen Table's limit of ${sizeText(cap)}; ` +
    'it was refused and nothing was saved.'
  );
}

/** The Content-Length header as a number, or undefined when absent or not a number. */
export function announcedLength(headers: Headers): number | undefined {
  const raw = headers.get('content-length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw);
}

/** Reads a whole body as text, giving up (and cancelling the transfer) once it passes `cap` bytes. */
export async function readCappedText(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
  tooLarge: () => Error,
): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > cap) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The body, passed through unchanged until it passes `cap` bytes; then the stream fails with
 * `tooLarge()`, which also cancels the download (the consumer's pipeline rejects with that error).
 */
export function cappedStream(
  body: ReadableStream<Uint8Array>,
  cap: number,
  tooLarge: () => Error,
): ReadableStream<Uint8Array> {
  let bytes = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        if (bytes > cap) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}
