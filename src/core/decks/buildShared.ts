/** What the auto-builder's parts share (build.ts, buildSpells.ts, buildLands.ts, buildByTheBook.ts). */
import type { Card, Color } from '../cards/card';
import type { PoolCard } from './deck';

export interface Candidate {
  card: Card;
  copies: number;
  score: number;
  /** Bit per colour of the card (W=1 … G=16). */
  colorMask: number;
  /** Bit i: the card matches {@link spellMatchers}(rules)[i] (computed once: the builder asks often). */
  matchMask: number;
}

export const BASIC_FOR: Record<Color, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** Copies of a pool entry the builder may use (only the free ones when asked). */
export function usable(p: PoolCard, onlyFree: boolean): number {
  return Math.max(0, onlyFree ? (p.available ?? p.owned) : p.owned);
}

/** Copies by name the deck may use (what the checker's ownership rule compares against). */
export function ownedMap(pool: readonly PoolCard[], onlyFree: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of pool) out.set(p.card.name, (out.get(p.card.name) ?? 0) + usable(p, onlyFree));
  return out;
}
