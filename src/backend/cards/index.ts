import path from 'node:path';
import type { BackendContext } from '../context';
import { CardRepository } from './repository';
import { DiskCache } from './scryfall/cache';
import { ScryfallClient, resolveScryfallUrl } from './scryfall/client';

export { CardRepository } from './repository';
export type {
  CollectionEntry,
  CollectionFilter,
  CollectionPage,
  CollectionAdd,
  LookupResult,
  NameEntry,
} from './repository';

/** The settings key that stores a Scryfall base URL chosen by the user (below option and env). */
export const SCRYFALL_URL_SETTING = 'scryfall.base_url';

/** The backend's one card repository (shared by every handler that reads or writes cards). */
export function cardRepository(ctx: BackendContext): CardRepository {
  return ctx.service('cards.repository', () => new CardRepository(ctx.db));
}

function setting(ctx: BackendContext, key: string): string | undefined {
  const row = ctx.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/** The Scryfall base URL in effect: BackendOptions.scryfallBaseUrl, $KITCHEN_TABLE_SCRYFALL_URL, the setting, Scryfall. */
export function scryfallUrl(ctx: BackendContext): string {
  return resolveScryfallUrl(ctx.options.scryfallBaseUrl, setting(ctx, SCRYFALL_URL_SETTING));
}

/**
 * The backend's one Scryfall client (one rate limiter and 429 pause for all its calls).
 * Created on first use only: the app never calls Scryfall unless the user asks for it.
 */
export function scryfallClient(ctx: BackendContext): ScryfallClient {
  const baseUrl = scryfallUrl(ctx);
  // Keyed by URL so changing the setting takes effect without a restart.
  return ctx.service(`cards.scryfall:${baseUrl}`, () => {
    return new ScryfallClient({
      baseUrl,
      userAgent: `KitchenTable/${ctx.options.version}`,
      cache: new DiskCache(path.join(ctx.options.dataDir, 'cache', 'scryfall'), () => Date.now()),
      ...(ctx.options.scryfallMaxBytes ? { maxBytes: ctx.options.scryfallMaxBytes } : {}),
      ...(ctx.options.scryfallClock ? { clock: ctx.options.scryfallClock } : {}),
    });
  });
}
