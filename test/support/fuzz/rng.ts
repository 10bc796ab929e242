/** The fuzzers' seeded generator: the game's own sfc32 (`core/engine/rng`), so the same seed gives the same cases. */
import { nextU32, seedRng, type RngState } from '../../../src/core/engine/rng';

export class Rng {
  private readonly state: RngState;

  constructor(seed: number | string) {
    this.state = seedRng(String(seed));
  }

  /** A float in [0, 1). */
  next(): number {
    return nextU32(this.state) / 4294967296;
  }

  /** An integer in [lo, hi] (inclusive). */
  int(lo: number, hi: number): number {
    if (hi <= lo) return lo;
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shuffled copy of `items` (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** A new generator derived from this one (for a sub-stream that does not disturb this one). */
  fork(label: string): Rng {
    return new Rng(`${label}:${this.next()}`);
  }
}
