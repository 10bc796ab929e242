/** Byte-level mutations of real deck and collection files, for the file fuzz driver. */
import type { Rng } from './rng';

const LINES = ['4 Lightning Bolt', 'SB: 2 Forest', '1x Fire // Ice (APC) 128 *F*', 'Deck', 'Sideboard', '', '#', '//', '"', '"unterminated,field', ',,,,,,,,', '4,Forest,,,,', '<card name="x" number="1"/>', '</deck>', '<?xml version="1.0"?>', '{"data":', '0 Island', '-3 Mountain', '99999999999999999999 Plains', '1 \u0000', '1 \uD800', '4 Æther Vial', '\t\t\t', 'Name,Quantity', '1 ' + 'A'.repeat(300)]; // prettier-ignore

/** The mutation kinds, by name (printed with a failing case). */
export const MUTATIONS = ['truncate', 'flip', 'insert-line', 'huge-line', 'bom', 'garbage', 'repeat-line', 'delete', 'eol', 'splice', 'quote', 'number', 'nul', 'utf16'] as const; // prettier-ignore
export type Mutation = (typeof MUTATIONS)[number];

function lineStarts(b: Buffer): number[] {
  const out = [0];
  for (let i = 0; i < b.length; i++) if (b[i] === 0x0a) out.push(i + 1);
  return out;
}

const at = (b: Buffer, i: number, ins: Buffer, cut = 0) => Buffer.concat([b.subarray(0, i), ins, b.subarray(i + cut)]);

function garbage(rng: Rng, n: number): Buffer {
  const g = Buffer.alloc(n);
  for (let i = 0; i < n; i++) g[i] = rng.int(0, 255);
  return g;
}

/** Applies one mutation; `other` is another fixture (for splices). */
export function mutateOnce(b: Buffer, kind: Mutation, rng: Rng, other: Buffer): Buffer {
  const pos = () => rng.int(0, b.length);
  const line = () => rng.pick(lineStarts(b));
  switch (kind) {
    case 'truncate':
      return b.subarray(0, pos());
    case 'flip': {
      const c = Buffer.from(b);
      for (let k = rng.int(1, 8); k > 0 && c.length; k--) {
        const i = rng.int(0, c.length - 1);
        c[i] = (c[i] ?? 0) ^ (1 << rng.int(0, 7));
      }
      return c;
    }
    case 'insert-line':
      return at(b, line(), Buffer.from(`${rng.pick(LINES)}\n`));
    case 'huge-line':
      return at(b, line(), Buffer.from(`${rng.int(1, 4)} ${'Z'.repeat(rng.pick([5_000, 100_000, 1_000_000]))}\n`));
    case 'bom':
      return rng.chance(0.7) ? at(b, 0, Buffer.from([0xef, 0xbb, 0xbf])) : at(b, line(), Buffer.from([0xef, 0xbb, 0xbf])); // prettier-ignore
    case 'utf16': {
      const le = Buffer.from(`\ufeff${b.toString('utf8')}`, 'utf16le');
      if (rng.chance(0.5)) return le;
      const be = Buffer.from(le);
      for (let i = 0; i + 1 < be.length; i += 2) [be[i], be[i + 1]] = [be[i + 1] ?? 0, be[i] ?? 0];
      return rng.chance(0.2) ? be.subarray(0, be.length - 1) : be; // odd length now and then
    }
    case 'garbage':
      return at(b, rng.chance(0.5) ? pos() : b.length, garbage(rng, rng.int(1, 4096)));
    case 'repeat-line': {
      const starts = lineStarts(b);
      const i = rng.int(0, starts.length - 1);
      const one = b.subarray(starts[i] ?? 0, starts[i + 1] ?? b.length);
      // Capped at twice the import limit (16 MB): after a huge-line, 5,000 copies would be 5 GB.
      const times = Math.min(rng.pick([2, 50, 5_000]), Math.floor((32 * 1024 * 1024) / Math.max(1, one.length)));
      return at(b, starts[i] ?? 0, Buffer.concat(Array.from({ length: times }, () => one)));
    }
    case 'delete': {
      const i = pos();
      return at(b, i, Buffer.alloc(0), rng.int(1, 200));
    }
    case 'eol': {
      const s = b.toString('latin1');
      const r = rng.pick([s.replace(/\r?\n/g, '\r\n'), s.replace(/\r\n/g, '\r'), s.replace(/\r?\n/g, '\r'), s.replace(/\r\n/g, '\n')]); // prettier-ignore
      return Buffer.from(r, 'latin1');
    }
    case 'splice':
      return Buffer.concat([b.subarray(0, pos()), other.subarray(rng.int(0, other.length))]);
    case 'quote':
      return at(b, pos(), Buffer.from(rng.pick(['"', '""', "'", '<', '>', '&', ']]>', '<!--'])));
    case 'number': {
      const s = b.toString('latin1');
      const m = [...s.matchAll(/\d+/g)];
      if (!m.length) return b;
      const hit = rng.pick(m);
      const n = rng.pick(['0', '-1', '99999999999999999999999', '1e308', '1.5', '00004', 'NaN', '٣']);
      return Buffer.from(s.slice(0, hit.index) + n + s.slice((hit.index ?? 0) + hit[0].length), 'latin1');
    }
    case 'nul':
      return at(b, pos(), Buffer.from([0]));
  }
}

/** One to three mutations in a row; returns the bytes and the names of the mutations applied. */
export function mutate(b: Buffer, rng: Rng, other: Buffer): { bytes: Buffer; applied: Mutation[] } {
  const applied: Mutation[] = [];
  let bytes = b;
  for (let k = rng.int(1, 3); k > 0; k--) {
    const kind = rng.pick(MUTATIONS);
    applied.push(kind);
    bytes = mutateOnce(bytes, kind, rng, other);
  }
  return { bytes, applied };
}
