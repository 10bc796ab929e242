/**
 * "Open" booster-like packs of a set: the seeds' way of getting a pool by shuffling the cards of
 * one or more MTG packs. A pack is modelled on the retail boosters of the core-set era:
 * 15 cards = 1 rare slot (a mythic 1 time in 8 when the set has mythics), 3 uncommons,
 * 10 commons, 1 basic land (a common instead when the set has no basic lands). No duplicates
 * within one pack while the set allows it. All randomness from the game's seeded RNG.
 */
import { pick, randInt, seedRng, type RngState } from '../engine/rng';
import { isBasicLand } from './typeLine';

export interface PackCard {
  /** Printing id. */
  id: string;
  rarity: string;
  typeLine: string;
}

export const PACK_LAYOUT = { rare: 1, uncommon: 3, common: 10, land: 1 } as const;

function drawDistinct<T extends { id: string }>(rng: RngState, pool: readonly T[], n: number, taken: Set<string>): T[] {
  const out: T[] = [];
  const free = pool.filter((c) => !taken.has(c.id));
  for (let i = 0; i < n; i++) {
    const from = free.length > 0 ? free : pool; // a tiny set repeats rather than leaving a slot empty
    if (from.length === 0) break;
    const idx = randInt(rng, from.length);
    const card = from[idx] as T;
    if (from === free) free.splice(idx, 1);
    taken.add(card.id);
    out.push(card);
  }
  return out;
}

/** `packs` packs from `cards` (the printings of one set), reproducible from `seed`. */
export function openPacks<T extends PackCard>(cards: readonly T[], packs: number, seed: string): T[][] {
  const rng = seedRng(`packs:${seed}`);
  const lands = cards.filter((c) => isBasicLand(c.typeLine));
  const nonLand = cards.filter((c) => !isBasicLand(c.typeLine));
  const by = (r: string) => nonLand.filter((c) => c.rarity === r);
  const commons = by('common');
  const uncommons = by('uncommon');
  const rares = by('rare');
  const mythics = by('mythic');
  const out: T[][] = [];
  for (let p = 0; p < packs; p++) {
    const taken = new Set<string>();
    const pack: T[] = [];
    const rareSlot = mythics.length > 0 && (rares.length === 0 || randInt(rng, 8) === 0) ? mythics : rares;
    pack.push(...drawDistinct(rng, rareSlot.length ? rareSlot : uncommons, PACK_LAYOUT.rare, taken));
    pack.push(...drawDistinct(rng, uncommons.length ? uncommons : commons, PACK_LAYOUT.uncommon, taken));
    pack.push(...drawDistinct(rng, commons.length ? commons : nonLand, PACK_LAYOUT.common, taken));
    if (lands.length) pack.push(pick(rng, lands));
    else pack.push(...drawDistinct(rng, commons.length ? commons : nonLand, PACK_LAYOUT.land, taken));
    out.push(pack);
  }
  return out;
}
