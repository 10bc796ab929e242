import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { fromScryfall, openPacks, type ScryfallCard } from '../../core/cards';
import { cardRepository, SCRYFALL_URL_SETTING, scryfallClient, scryfallUrl } from '../cards';
import { BulkFileError, importBulkFile } from '../cards/bulk';
import { ScryfallError } from '../cards/scryfall/client';
import { addStarterPool, starterAddedAt, starterPool } from '../cards/starter';
import type { BackendContext } from '../context';
import { ApiFailure } from '../errors';
import { writeWhole } from '../partFile';
import type { Job } from '../jobs';
import { defineHandlers } from './define';

/** Expected failures of this area as ApiFailures with their plain message. */
function asFailure(err: unknown): unknown {
  if (err instanceof ApiFailure) return err;
  if (err instanceof ScryfallError) return new ApiFailure(err.status === 404 ? 'not_found' : 'network', err.message);
  if (err instanceof BulkFileError) return new ApiFailure('bad_input', err.message);
  if (err instanceof RangeError) return new ApiFailure('bad_input', err.message);
  if (err instanceof Error && err.name === 'AbortError')
    return new ApiFailure('cancelled', 'Cancelled: nothing was changed.');
  return err;
}

async function guard<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asFailure(err);
  }
}

/** Every printing of a set from Scryfall (English, all pages), with progress. */
async function fetchSet(
  ctx: BackendContext,
  code: string,
  job: Job,
): Promise<{ setName: string; cards: ScryfallCard[] }> {
  const client = scryfallClient(ctx);
  const set = await client.set(code, job.signal);
  const cards: ScryfallCard[] = [];
  job.progress(`Fetching ${set.name} from Scryfall`, 0, set.card_count || null);
  await client.searchAll(
    `e:${set.code} lang:en`,
    { unique: 'prints', order: 'set', signal: job.signal },
    (page, total) => {
      cards.push(...page);
      job.progress(`Fetching ${set.name} from Scryfall`, cards.length, total ?? set.card_count ?? null);
      job.throwIfCancelled();
    },
  );
  return { setName: set.name, cards };
}

/** A cached image as a data URL (the window's CSP allows data: images, not file: URLs); type from its bytes. */
function fileDataUrl(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const bytes = fs.readFileSync(file);
  const type = bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : bytes[0] === 0x52 ? 'image/webp' : 'image/jpeg';
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export const cardsHandlers = defineHandlers({
  'cards.status': (_input, ctx) => {
    const repo = cardRepository(ctx);
    const counts = repo.counts();
    let poolSize = 0;
    try {
      poolSize = starterPool(ctx).length;
    } catch {
      poolSize = 0; // a missing resources folder must not break the status line
    }
    return {
      ...counts,
      sets: repo.sets().length,
      starter: { addedAt: starterAddedAt(ctx.db), cards: poolSize },
      scryfallBaseUrl: scryfallUrl(ctx),
    };
  },

  'cards.setScryfallUrl': ({ url }, ctx) => {
    if (url === null) ctx.db.prepare('DELETE FROM settings WHERE key = ?').run(SCRYFALL_URL_SETTING);
    else {
      ctx.db
        .prepare(
          'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
        )
        .run(SCRYFALL_URL_SETTING, url);
    }
    return { scryfallBaseUrl: scryfallUrl(ctx) };
  },

  'cards.lookup': ({ name }, ctx) => {
    const repo = cardRepository(ctx);
    const found = repo.lookup(name);
    if (found) return { card: found.card, matchedBy: found.matchedBy, suggestions: [] };
    // One close name is the answer (a typo); several equally close are a question.
    const near = repo.closest(name);
    const hit = near ? repo.lookup(near) : undefined;
    if (hit) return { card: hit.card, matchedBy: 'fuzzy' as const, suggestions: [] };
    return { card: null, matchedBy: null, suggestions: repo.suggest(name, 8) };
  },

  'cards.search': ({ query, page }, ctx, job) =>
    guard(async () => {
      const client = scryfallClient(ctx);
      let list;
      try {
        list = await client.search(query, page, { signal: job.signal });
      } catch (err) {
        // Scryfall answers "no match" with a 404 error object: that is an empty result, not a failure.
        if (err instanceof ScryfallError && err.status === 404 && err.code === 'not_found') {
          return { cards: [], totalCards: 0, hasMore: false, page, warnings: [err.message.replace(/^Scryfall: /, '')] };
        }
        throw err;
      }
      const converted = list.data.map(fromScryfall);
      // Stored locally (cards, not the collection) so they can be added and looked up offline later.
      cardRepository(ctx).upsert(converted);
      return {
        cards: converted.map(({ card, printing }) => ({ ...card, printing })),
        totalCards: list.total_cards ?? converted.length,
        hasMore: !!list.has_more,
        page,
        warnings: list.warnings ?? [],
      };
    }),

  'cards.sets': (_input, ctx, job) =>
    guard(async () => {
      const sets = await scryfallClient(ctx).sets(job.signal);
      return {
        sets: sets.map((s) => ({
          code: s.code,
          name: s.name,
          releasedAt: s.released_at ?? '',
          cardCount: s.card_count,
          setType: String(s.set_type),
        })),
      };
    }),

  'cards.addSet': ({ set, mode, copies, packs, seed }, ctx, job) =>
    guard(async () => {
      const { setName, cards } = await fetchSet(ctx, set, job);
      if (cards.length === 0) throw new ApiFailure('not_found', `Scryfall has no English cards in set ${set}.`);
      const converted = cards.map(fromScryfall);
      let adds: { printingId: string; quantity: number }[];
      let usedSeed: string | null = null;
      if (mode === 'packs') {
        usedSeed = seed ?? `${set.toLowerCase()}-${Date.now()}`;
        const pool = converted.map(({ card, printing }) => ({
          id: printing.id,
          rarity: printing.rarity,
          typeLine: card.typeLine,
        }));
        const counts = new Map<string, number>();
        for (const pack of openPacks(pool, packs, usedSeed))
          for (const c of pack) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
        adds = [...counts].map(([printingId, quantity]) => ({ printingId, quantity }));
      } else {
        adds = converted.map(({ printing }) => ({ printingId: printing.id, quantity: copies }));
      }
      job.throwIfCancelled();
      const repo = cardRepository(ctx);
      let added = 0;
      // One transaction: the cards and the collection rows land together or not at all.
      ctx.db.transaction(() => {
        repo.upsertInTransaction(converted);
        added = repo.addToCollection(adds).added;
      })();
      return {
        set: set.toLowerCase(),
        setName,
        cardsInSet: converted.length,
        added,
        distinct: adds.length,
        seed: usedSeed,
      };
    }),

  'cards.importBulk': ({ path: file }, ctx, job) =>
    guard(async () => {
      ctx.files.check(file);
      const result = await importBulkFile(ctx.db, path.resolve(file), {
        signal: job.signal,
        checkCancelled: () => job.throwIfCancelled(),
        onProgress: (p) =>
          job.progress(`Importing cards (${p.records.toLocaleString('en')} read)`, p.bytes, p.totalBytes),
      });
      cardRepository(ctx).invalidate();
      return result;
    }),

  'cards.downloadBulk': ({ type }, ctx, job) =>
    guard(async () => {
      const client = scryfallClient(ctx);
      const list = await client.bulkData(job.signal);
      const def = list.find((d) => d.type === type);
      if (!def) throw new ApiFailure('not_found', `Scryfall does not offer a "${type}" bulk file right now.`);
      const dir = path.join(ctx.options.dataDir, 'bulk');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${type}.json`);
      const { body, size } = await client.download(def.download_uri, 'bulk', job.signal);
      const total = size ?? def.size ?? null;
      let bytes = 0;
      const source = Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>);
      source.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        job.progress(`Downloading ${def.name}`, bytes, total);
      });
      await writeWhole(source, file, { signal: job.signal, beforeRename: () => job.throwIfCancelled() });
      const result = await importBulkFile(ctx.db, file, {
        signal: job.signal,
        checkCancelled: () => job.throwIfCancelled(),
        onProgress: (p) => job.progress('Importing cards', p.bytes, p.totalBytes),
      });
      cardRepository(ctx).invalidate();
      return { ...result, bytes, file };
    }),

  'cards.image': ({ printingId, download }, ctx, job) =>
    guard(async () => {
      const repo = cardRepository(ctx);
      const printing = repo.getPrinting(printingId);
      if (!printing)
        throw new ApiFailure('not_found', `There is no printing ${printingId} in the local card database.`);
      const dir = path.join(ctx.options.dataDir, 'cache', 'images');
      const file = path.join(dir, `${printingId.replace(/[^a-zA-Z0-9-]/g, '_')}.img`);
      const cached = fileDataUrl(file);
      if (cached || !download) return { dataUrl: cached };
      const url = printing.imageUris.normal ?? printing.imageUris.large ?? printing.imageUris.small;
      if (!url) return { dataUrl: null };
      fs.mkdirSync(dir, { recursive: true });
      const { body } = await scryfallClient(ctx).download(url, 'image', job.signal);
      // A refused (over-size) or broken download leaves no half image behind.
      await writeWhole(Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>), file);
      return { dataUrl: fileDataUrl(file) };
    }),

  'collection.list': (filter, ctx) => cardRepository(ctx).listCollection(filter),

  'collection.sets': (_input, ctx) => ({
    sets: ctx.db
      .prepare(
        `SELECT p.set_code AS code, MAX(p.set_name) AS name FROM collection_entries e JOIN printings p ON p.id = e.printing_id
         GROUP BY p.set_code ORDER BY MAX(p.released_at) DESC, p.set_code`,
      )
      .all() as { code: string; name: string }[],
  }),

  'collection.add': ({ items }, ctx) => guard(() => cardRepository(ctx).addToCollection(items)),

  'collection.setQuantity': ({ entryId, quantity }, ctx) => {
    const exists = ctx.db.prepare('SELECT 1 FROM collection_entries WHERE id = ?').get(entryId);
    if (!exists) throw new ApiFailure('not_found', `There is no collection row ${entryId}.`);
    cardRepository(ctx).setQuantity(entryId, quantity);
    return { entryId, quantity };
  },

  'collection.addStarter': ({ force }, ctx) =>
    guard(() => {
      let pool;
      try {
        pool = starterPool(ctx);
      } catch (err) {
        throw new ApiFailure('internal', (err as Error).message);
      }
      return addStarterPool(cardRepository(ctx), pool, new Date().toISOString(), force);
    }),
});
