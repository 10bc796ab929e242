/**
 * Pub Magic's shared pile for games.start and games.simulate (issue 8). The variant is pure: it
 * plays the pile it is given (`config.pile`, name + type line per card). This gives it one:
 * - games.simulate: built from the bundled starter pool (resources/starter/starter-pool.json, with
 *   the copies a new user gets) and the run's seed, so `simulate --variant pub-magic` needs no --decks;
 * - games.start: built from the user's collection (the copies they own) when it has cards, else
 *   from the starter pool.
 * The decks auto-builder (src/core/decks, `pubMagicDeckRules`) builds the pile; if it cannot (a pool
 * too small or too one-sided), the variant's own `buildPile` fills the mix by repeating cards.
 * The seat count comes from the seats given, so the config never disagrees with the table.
 */
import { randomUUID } from 'node:crypto';
import type { Card } from '../../core/cards/card';
import { buildDeck, type PoolCard } from '../../core/decks';
import { seedRng } from '../../core/engine';
import { buildPile, type PileCard } from '../../core/variants/pub-magic';
import { pubMagicDeckRules } from '../../core/variants/pub-magic/rules';
import { CardRepository } from '../cards/repository';
import { starterOwnedPool } from '../cards/starter';
import type { BackendContext } from '../context';
import { badInput } from '../errors';
import { readDeck } from './diceDuelConfig';

function starterPool(ctx: BackendContext): PoolCard[] {
  try {
    return starterOwnedPool(ctx);
  } catch (err) {
    throw badInput(`Pub Magic was given no pile and the starter pool could not be read: ${(err as Error).message}`);
  }
}

/** The collection as a pool: copies owned per card (all printings together). */
function collectionPool(ctx: BackendContext): PoolCard[] {
  const byOracle = new Map<string, { card: Card; owned: number }>();
  for (const e of new CardRepository(ctx.db).listCollection({}).entries) {
    const p = byOracle.get(e.card.oracleId);
    if (p) p.owned += e.quantity;
    else byOracle.set(e.card.oracleId, { card: e.card, owned: e.quantity });
  }
  return [...byOracle.values()];
}

/** A shared pile for `seats` players from `pool`, the same for the same seed. */
export function pileFromPool(pool: readonly PoolCard[], seats: number, seed: string): PileCard[] {
  const built = buildDeck(pool, pubMagicDeckRules, { players: seats, seed: seedRng(`${seed}/pub-magic-pile`)[0] });
  if (built.ok) {
    const pile: PileCard[] = [];
    for (const e of built.deck.main)
      for (let i = 0; i < e.quantity; i++) pile.push({ name: e.card.name, typeLine: e.card.typeLine });
    if (pile.length >= seats * 6 + 1) return pile;
  }
  return buildPile(
    pool.map((p) => ({ name: p.card.name, typeLine: p.card.typeLine })),
    seats,
    seed,
  );
}

/** Fills in `seats` and, when no pile is given, a pile built from `source` with `seed`. */
export function preparePubMagicConfig(
  ctx: BackendContext,
  config: Record<string, unknown>,
  seatCount: number,
  seed: string | undefined,
  source: 'starter' | 'collection',
): Record<string, unknown> {
  const { decks, ...rest } = config;
  const out: Record<string, unknown> = { ...rest, seats: seatCount };
  if (config.pile !== undefined) return out;
  // `simulate --decks <file or saved deck id>`: one shared pile for the table.
  if (Array.isArray(decks) && decks.length > 0) {
    if (decks.length !== 1 || typeof decks[0] !== 'string')
      throw badInput(
        `Pub Magic plays one shared pile: give one deck (--decks <file or saved deck id>), not ${decks.length}.`,
      );
    out.pile = readDeck(ctx, decks[0], 'pub-magic', seatCount).map((c) => ({ name: c.name, typeLine: c.typeLine }));
    return out;
  }
  let pool = source === 'collection' ? collectionPool(ctx) : [];
  if (pool.length === 0) pool = starterPool(ctx);
  try {
    out.pile = pileFromPool(pool, seatCount, seed ?? randomUUID());
  } catch (err) {
    throw badInput(err instanceof Error ? err.message : String(err));
  }
  return out;
}
