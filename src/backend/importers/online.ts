/**
 * Online resolution, only when the user allows it: lines the local database does not know are
 * looked up on Scryfall — batched `/cards/collection` (75 per request), then fuzzy `/cards/named`
 * for a few names still missing. The cards found are kept in memory for the preview and written to
 * the card database only on commit, in the same transaction as the import.
 */
import { fromScryfall, type ScryfallCard } from '../../core/cards/scryfall';
import { normalizeName } from '../../core/cards';
import type { ParsedEntry } from '../../core/formats';
import { scryfallClient } from '../cards';
import type { CardWithPrinting } from '../cards/repository';
import { ScryfallError, type CardIdentifier } from '../cards/scryfall/client';
import type { BackendContext } from '../context';
import { ApiFailure } from '../errors';
import type { Job } from '../jobs';

/** Fuzzy `/cards/named` lookups per file (Scryfall allows about 2 per second). */
export const MAX_FUZZY = 20;

export interface OnlineResult {
  cards: CardWithPrinting[];
  requests: number;
}

function identifierOf(e: ParsedEntry): CardIdentifier {
  if (e.scryfallId) return { id: e.scryfallId };
  if (e.set && e.collectorNumber) return { set: e.set, collector_number: e.collectorNumber };
  return { name: e.name };
}

/** Fetches the cards for entries the local database does not know. */
export async function fetchUnknown(
  ctx: BackendContext,
  unknown: readonly ParsedEntry[],
  job?: Job,
): Promise<OnlineResult> {
  const client = scryfallClient(ctx);
  const before = client.requestCount;
  const ids = new Map<string, CardIdentifier>();
  for (const e of unknown) {
    const id = identifierOf(e);
    ids.set(JSON.stringify(id), id);
  }
  const found: ScryfallCard[] = [];
  try {
    if (ids.size) {
      const { data } = await client.collection([...ids.values()], {
        signal: job?.signal,
        onBatch: (done, total) => job?.progress('Asking Scryfall', done, total),
      });
      found.push(...data);
    }
    const names = new Set(
      found.flatMap((c) => [c.name, ...(c.card_faces ?? []).map((f) => f.name)].map(normalizeName)),
    );
    const missing = [...new Set(unknown.map((e) => e.name))].filter((n) => !names.has(normalizeName(n)));
    for (const name of missing.slice(0, MAX_FUZZY)) {
      job?.throwIfCancelled();
      try {
        found.push(await client.named(name, true, job?.signal));
      } catch (err) {
        // Not found or ambiguous on Scryfall too: the line stays unknown.
        if (!(err instanceof ScryfallError) || err.kind !== 'http') throw err;
      }
    }
  } catch (err) {
    // A cancel aborts the request in flight (an AbortError): that is a cancellation, not a failure.
    job?.throwIfCancelled();
    if (err instanceof ScryfallError) {
      throw new ApiFailure('network', `Scryfall could not be asked about the unknown lines: ${err.message}`);
    }
    throw err;
  }
  const cards: CardWithPrinting[] = [];
  for (const c of found) {
    try {
      cards.push(fromScryfall(c));
    } catch {
      // A card object Kitchen Table cannot model (e.g. an art series card) is left out.
    }
  }
  return { cards, requests: client.requestCount - before };
}
