/**
 * Pub Magic's shared pile for games.start and games.simulate (issue 8). The variant is pure: it
 * plays the pile it is given (`config.pile`, name + type line per card). This gives it one:
 * - games.simulate: built from the bundled starter pool (resources/starter/starter-pool.json) with
 *   the run's seed, so `simulate --variant pub-magic` needs no --decks;
 * - games.start: built from the user's collection when it has cards, else from the starter pool.
 * The seat count comes from the seats given, so the config never disagrees with the table.
 */
import { randomUUID } from 'node:crypto';
import { buildPile, type PileCard } from '../../core/variants/pub-magic';
import { CardRepository } from '../cards/repository';
import { readStarterPool, resourcesDir } from '../cards/starter';
import type { BackendContext } from '../context';
import { badInput } from '../errors';

let starterCache: { dir: string; cards: PileCard[] } | undefined;

function starterCards(ctx: BackendContext): PileCard[] {
  const dir = resourcesDir(ctx.options.resourcesDir);
  if (starterCache?.dir !== dir) {
    try {
      starterCache = {
        dir,
        cards: readStarterPool(dir).map(({ card }) => ({ name: card.name, typeLine: card.typeLine })),
      };
    } catch (err) {
      throw badInput(`Pub Magic was given no pile and the starter pool could not be read: ${(err as Error).message}`);
    }
  }
  return starterCache.cards;
}

function collectionCards(ctx: BackendContext): PileCard[] {
  const page = new CardRepository(ctx.db).listCollection({});
  return page.entries.map((e) => ({ name: e.card.name, typeLine: e.card.typeLine }));
}

/** Fills in `seats` and, when no pile is given, a pile built from `source` with `seed`. */
export function preparePubMagicConfig(
  ctx: BackendContext,
  config: Record<string, unknown>,
  seatCount: number,
  seed: string | undefined,
  source: 'starter' | 'collection',
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...config, seats: seatCount };
  if (config.pile !== undefined) return out;
  let pool = source === 'collection' ? collectionCards(ctx) : [];
  if (pool.length === 0) pool = starterCards(ctx);
  try {
    out.pile = buildPile(pool, seatCount, seed ?? randomUUID());
  } catch (err) {
    throw badInput(err instanceof Error ? err.message : String(err));
  }
  return out;
}
