/**
 * Deterministic UUID-shaped ids for cards that come without Scryfall ids (MTGJSON data, objects
 * missing `oracle_id`). Pure TS (core may not use node:crypto): four independent 32-bit
 * FNV-1a/murmur-mixed lanes give 128 bits; the same input always gives the same id.
 * Version nibble `8` ("custom", RFC 9562) marks them as not issued by Scryfall.
 */

function lane(input: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // murmur3 finaliser: spreads the last characters over every bit
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** `stableUuid('x')` -> e.g. `3f1c…-…-8…-…`: 36 characters, lowercase hex, RFC 9562 layout. */
export function stableUuid(input: string): string {
  const hex = [0x9e3779b9, 0x85ebca6b, 0xc2b2ae35, 0x27d4eb2f]
    .map((seed) => lane(input, seed).toString(16).padStart(8, '0'))
    .join('');
  const v = `${hex.slice(0, 12)}8${hex.slice(13, 16)}${((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)}${hex.slice(17)}`;
  return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20, 32)}`;
}
