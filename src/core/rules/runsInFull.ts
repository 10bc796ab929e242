/**
 * "Does the rules core play this card with its text?" for deck building (issue 18): every ability
 * executable and nothing the compiler did not understand. A card that fails plays as a vanilla
 * body, so builders for games on the core leave it out. Cached per card object (pools are reused).
 */
import type { OracleCard } from '../cards/card';
import { buildDef } from './defs';
import { toRulesCard } from './fromCard';
import { executable } from './legal';
import './exec/registry';

const seen = new WeakMap<OracleCard, boolean>();

export function runsInFull(card: OracleCard): boolean {
  const hit = seen.get(card);
  if (hit !== undefined) return hit;
  const def = buildDef(toRulesCard(card));
  const ok = def.unknown.length === 0 && executable(def);
  seen.set(card, ok);
  return ok;
}
