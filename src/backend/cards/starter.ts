/**
 * The bundled starter pool (resources/starter/starter-pool.json, built by
 * scripts/build-starter-pool.ts from MTGJSON): real cards so a new user can build decks and play
 * at once, offline. Imported through the one Scryfall import path, then added to the collection.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import type { Card } from '../../core/cards/card';
import { fromScryfall, isBasicLand, isScryfallCard } from '../../core/cards';
import type { BackendContext } from '../context';
import type { CardWithPrinting, CardRepository } from './repository';

export const STARTER_FILE = path.join('starter', 'starter-pool.json');
const ADDED_KEY = 'cards.starter_pool_added_at';

/**
 * Copies per card when the pool goes into the collection: roughly what a player's pile of
 * these core sets holds, and enough for every variant's deck:
 * - basic lands 30 each (150): Dice Duel needs ≥ 20 lands in 60 cards, in any colour pair;
 * - commons 4, uncommons 2 (a playset of commons, as booster openers end up with);
 * - rares and mythics 1 (Magic Combat is singleton anyway).
 */
export function starterQuantity(typeLine: string, rarity: string): number {
  if (isBasicLand(typeLine)) return 30;
  if (rarity === 'common') return 4;
  if (rarity === 'uncommon') return 2;
  return 1;
}

/** Where bundled resources are: the option, else the repo's `resources/` (development, CLI, tests). */
export function resourcesDir(option: string | undefined): string {
  if (option) return option;
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, '../../../resources'), path.resolve(process.cwd(), 'resources')]) {
    if (fs.existsSync(path.join(candidate, STARTER_FILE))) return candidate;
  }
  return path.resolve(process.cwd(), 'resources');
}

/** Reads and converts the starter pool file. */
export function readStarterPool(dir: string): CardWithPrinting[] {
  const file = path.join(dir, STARTER_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`The bundled starter pool ${file} could not be read: ${(err as Error).message}`);
  }
  const data = (parsed as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new Error(`The bundled starter pool ${file} has no "data" list of cards.`);
  return data.filter(isScryfallCard).map(fromScryfall);
}

/** The starter pool of this backend's resources, read and converted once per backend. */
export function starterPool(ctx: BackendContext): CardWithPrinting[] {
  return ctx.service('cards.starterPool', () => readStarterPool(resourcesDir(ctx.options.resourcesDir)));
}

/**
 * The starter pool as a deck-building pool: one entry per card name (its printing kept for
 * images), with the copies `collection add-starter` gives. Used when a game is set up with no
 * decks (`simulate`, or an empty collection).
 */
export function starterOwnedPool(ctx: BackendContext): { card: Card; owned: number }[] {
  return ctx.service('cards.starterOwnedPool', () => {
    const byName = new Map<string, { card: Card; owned: number }>();
    for (const { card, printing } of starterPool(ctx)) {
      if (!byName.has(card.name))
        byName.set(card.name, { card: { ...card, printing }, owned: starterQuantity(card.typeLine, printing.rarity) });
    }
    return [...byName.values()];
  });
}

export interface StarterStatus {
  /** When the pool was added to the collection (ISO time), if it was. */
  addedAt: string | null;
  /** Distinct cards in the pool. */
  cards: number;
}

export function starterAddedAt(db: Database): string | null {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(ADDED_KEY) as { value: string } | undefined;
  return row?.value ?? null;
}

/**
 * Imports the pool's cards and adds them to the collection with {@link starterQuantity} copies,
 * all in one transaction. Adding it a second time is refused unless `force` (quantities would add).
 */
export function addStarterPool(
  repo: CardRepository,
  pool: CardWithPrinting[],
  now: string,
  force = false,
): { added: boolean; cards: number; copies: number; addedAt: string } {
  const db = repo.db;
  const before = starterAddedAt(db);
  if (before && !force) return { added: false, cards: pool.length, copies: 0, addedAt: before };
  let copies = 0;
  db.transaction(() => {
    repo.upsertInTransaction(pool);
    const adds = pool.map(({ card, printing }) => {
      const quantity = starterQuantity(card.typeLine, printing.rarity);
      copies += quantity;
      return { printingId: printing.id, quantity };
    });
    repo.addToCollection(adds); // nested: better-sqlite3 turns it into a savepoint of this transaction
    db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    ).run(ADDED_KEY, now);
  })();
  return { added: true, cards: pool.length, copies, addedAt: now };
}
