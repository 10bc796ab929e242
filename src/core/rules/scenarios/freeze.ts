/**
 * Freezing states for the purity tests (rules/purity.test.ts, classic/keywordGames.test.ts): a write
 * to a frozen earlier state — the draft's copy-on-write missing a case — throws.
 */
import type { GameState } from '../types';

function deepFreeze(x: unknown): void {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

/** Freezes what a state owns; card definitions and the config are shared by every game (left alone). */
export function freezeState(s: GameState): void {
  for (const [k, v] of Object.entries(s)) if (k !== 'cards' && k !== 'config') deepFreeze(v);
  Object.freeze(s);
}
