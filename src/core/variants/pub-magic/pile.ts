/**
 * The shared pile (002: "a single face-down pile called the deck"). The size and type mix come from
 * the decks engineer's rules.ts (`pubMagicDeckRules`); this is a small builder of our own that
 * honours them, used until/unless the decks auto-builder takes over (it has the same inputs).
 */
import { randInt, seedRng, shuffleInPlace, type RngState } from '../../engine';
import { pubTypesOf } from './cards';
import { pubMagicDeckRules } from './rules';
import type { PileCard, PubType } from './types';

/** Cards per player the builder aims for (rules.ts `build.targetSize`, within `size`). */
export function pileSize(seats: number): number {
  const b = pubMagicDeckRules.build;
  const size = pubMagicDeckRules.size;
  let per = b?.targetSize ?? 24;
  if (size?.kind === 'per-player') per = Math.min(size.maxPerPlayer, Math.max(size.minPerPlayer, per));
  return per * seats;
}

/** How many cards of each group a pile of `total` cards gets (rules.ts `build`: a land share, then group shares of the rest). */
export function pileMix(total: number): { label: string; types: PubType[]; count: number }[] {
  const b = pubMagicDeckRules.build;
  const landShare = b?.lands.kind === 'share' ? b.lands.share : 0.4;
  const lands = Math.ceil(total * landShare);
  const spells = total - lands;
  const groups = (b?.groups ?? []).map((g) => ({
    label: g.label,
    types: (g.match.anyType ?? []).filter((t): t is PubType => t !== 'Battle' && t !== 'Tribal' && t !== 'Kindred'),
    count: Math.floor(spells * g.share),
  }));
  // Rounding leftovers go to the first group (creatures): they are what fights are made of.
  const used = groups.reduce((n, g) => n + g.count, 0);
  if (groups[0]) groups[0].count += spells - used;
  return [{ label: 'lands', types: ['Land'], count: lands }, ...groups];
}

/**
 * Builds a shared pile for `seats` players from `pool` (any cards: only the type line is read),
 * drawing with the seed: each group of the mix is filled with random pool cards of that type,
 * repeating cards when the pool has too few (002 allows any cards, rules.ts has no copy limit).
 * A group the pool has no card for is filled from the lands, then from anything left.
 */
export function buildPile(pool: readonly PileCard[], seats: number, seed: string | RngState): PileCard[] {
  const rng = typeof seed === 'string' ? seedRng(`${seed}/pub-magic-pile`) : seed;
  const usable = pool.filter((c) => pubTypesOf(c.typeLine).length > 0);
  if (usable.length === 0)
    throw new Error(
      'Pub Magic: the card pool has no land, creature, instant, sorcery, enchantment, artifact or planeswalker to build a pile from',
    );
  const total = pileSize(seats);
  const out: PileCard[] = [];
  let missing = 0;
  for (const group of pileMix(total)) {
    // A card belongs to the first group it matches (an Artifact Creature fills a creature slot).
    const candidates = usable.filter((c) => {
      const t = pubTypesOf(c.typeLine);
      return group.types.some((g) => t.includes(g));
    });
    if (candidates.length === 0) {
      missing += group.count;
      continue;
    }
    const order = shuffleInPlace(rng, candidates.slice());
    for (let i = 0; i < group.count; i++) {
      const c = order[i % order.length]!;
      out.push({ name: c.name, typeLine: c.typeLine });
    }
  }
  for (let i = 0; i < missing; i++) {
    const c = usable[randInt(rng, usable.length)]!;
    out.push({ name: c.name, typeLine: c.typeLine });
  }
  return out;
}

/**
 * Real cards, one or two of each Pub Magic type (including the multi-typed examples 002 names), so
 * a game can be set up with no collection at all (tests, `defaultConfig`). The app and `simulate`
 * build from the starter pool or the user's collection instead.
 */
export const CLASSIC_CARDS: readonly PileCard[] = [
  { name: 'Forest', typeLine: 'Basic Land — Forest' },
  { name: 'Island', typeLine: 'Basic Land — Island' },
  { name: 'Mountain', typeLine: 'Basic Land — Mountain' },
  { name: 'Plains', typeLine: 'Basic Land — Plains' },
  { name: 'Swamp', typeLine: 'Basic Land — Swamp' },
  { name: 'Dryad Arbor', typeLine: 'Land Creature — Forest Dryad' },
  { name: 'Grizzly Bears', typeLine: 'Creature — Bear' },
  { name: 'Hill Giant', typeLine: 'Creature — Giant' },
  { name: 'Serra Angel', typeLine: 'Creature — Angel' },
  { name: 'Leaden Myr', typeLine: 'Artifact Creature — Myr' },
  { name: 'Lucent Liminid', typeLine: 'Enchantment Creature — Elemental' },
  { name: 'Lightning Bolt', typeLine: 'Instant' },
  { name: 'Giant Growth', typeLine: 'Instant' },
  { name: 'Divination', typeLine: 'Sorcery' },
  { name: 'Doom Blade', typeLine: 'Instant' },
  { name: 'Mind Rot', typeLine: 'Sorcery' },
  { name: 'Pacifism', typeLine: 'Enchantment — Aura' },
  { name: 'Control Magic', typeLine: 'Enchantment — Aura' },
  { name: 'Sol Ring', typeLine: 'Artifact' },
  { name: 'Ornithopter', typeLine: 'Artifact Creature — Thopter' },
  { name: 'Jace Beleren', typeLine: 'Legendary Planeswalker — Jace' },
];

/** A pile for `seats` players built from {@link CLASSIC_CARDS}. */
export function classicPile(seats: number, seed = 'classic'): PileCard[] {
  return buildPile(CLASSIC_CARDS, seats, seed);
}
