/**
 * The game's seeded PRNG (sfc32). Its whole state is four uint32 numbers kept INSIDE the game
 * state (`state.rng`), so a game is exactly its seed plus its action list: every shuffle, die and
 * random choice is drawn from here, never from Math.random.
 *
 * The functions mutate the `RngState` they are given: a variant's `apply` copies `state.rng`
 * (`[...state.rng]`, see {@link cloneRng}) before drawing from it, like any other part of the
 * state it changes.
 */
export type RngState = [number, number, number, number];

/** Hashes any string seed (cyrb128) into a fresh generator state; the same seed always gives the same state. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextU32(rng);
  return rng;
}

/** A copy to draw from without touching the original. */
export function cloneRng(rng: RngState): RngState {
  return [rng[0], rng[1], rng[2], rng[3]];
}

/** The next uniform uint32 (sfc32 step). Mutates `rng`. */
export function nextU32(rng: RngState): number {
  let [a, b, c, d] = rng;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** A float in [0, 1). Mutates `rng`. */
export function nextFloat(rng: RngState): number {
  return nextU32(rng) / 4294967296;
}

/** A uniform integer in [0, n) (n ≥ 1), without modulo bias. Mutates `rng`. */
export function randInt(rng: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  let x = nextU32(rng);
  while (x >= limit) x = nextU32(rng);
  return x % n;
}

/** One element chosen uniformly; throws on an empty list. Mutates `rng`. */
export function pick<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[randInt(rng, items.length)] as T;
}

/** Fisher–Yates shuffle IN PLACE (copy the array first if it is shared). Returns the same array. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A shuffled copy. Mutates `rng` only. */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  return shuffleInPlace(rng, items.slice());
}
