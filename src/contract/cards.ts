import { z } from 'zod';
import { method } from './define';

/** A colour of Magic, by its letter. */
export const colorSchema = z.enum(['W', 'U', 'B', 'R', 'G']);

export const cardFaceSchema = z.object({
  name: z.string(),
  manaCost: z.string(),
  typeLine: z.string(),
  oracleText: z.string(),
  power: z.string().optional(),
  toughness: z.string().optional(),
  loyalty: z.string().optional(),
  colors: z.array(colorSchema).optional(),
});

export const printingSchema = z.object({
  id: z.string(),
  oracleId: z.string(),
  set: z.string(),
  setName: z.string(),
  collectorNumber: z.string(),
  rarity: z.string(),
  lang: z.string(),
  releasedAt: z.string(),
  imageUris: z.record(z.string(), z.string()),
});

/** A card as src/core/cards/card.ts models it (its face's text, whole-card oracle data, the printing shown). */
export const cardSchema = cardFaceSchema.extend({
  oracleId: z.string(),
  manaValue: z.number(),
  colors: z.array(colorSchema),
  colorIdentity: z.array(colorSchema),
  keywords: z.array(z.string()),
  layout: z.string(),
  faces: z.array(cardFaceSchema),
  legalities: z.record(z.string(), z.string()),
  printing: printingSchema.optional(),
});

export const collectionEntrySchema = z.object({
  id: z.number().int(),
  card: cardSchema,
  printing: printingSchema,
  quantity: z.number().int(),
  foil: z.boolean(),
  condition: z.string(),
  language: z.string(),
});

export const collectionFilterSchema = z.object({
  name: z.string().max(200).optional(),
  type: z.string().max(100).optional(),
  colors: z.array(z.enum(['W', 'U', 'B', 'R', 'G', 'C'])).optional(),
  manaValueMin: z.number().min(0).max(1_000_000).optional(),
  manaValueMax: z.number().min(0).max(1_000_000).optional(),
  set: z.string().max(10).optional(),
  limit: z.number().int().min(1).max(100_000).optional(),
  offset: z.number().int().min(0).optional(),
});

const collectionAddSchema = z.object({
  printingId: z.string().min(1),
  quantity: z.number().int().min(1).max(10_000),
  foil: z.boolean().optional(),
  condition: z.string().max(40).optional(),
  language: z.string().max(10).optional(),
});

const bulkResult = z.object({
  records: z.number().int(),
  cards: z.number().int(),
  printings: z.number().int(),
  skipped: z.number().int(),
  ms: z.number(),
});

const setSummary = z.object({
  code: z.string(),
  name: z.string(),
  releasedAt: z.string(),
  cardCount: z.number().int(),
  setType: z.string(),
});

/** Card database, Scryfall and collection methods (issue 3). */
export const cardsMethods = {
  'cards.status': method(
    'What the local card database holds, whether the starter pool is in the collection, the Scryfall URL used',
    z.object({}),
    z.object({
      cards: z.number().int(),
      printings: z.number().int(),
      sets: z.number().int(),
      starter: z.object({ addedAt: z.string().nullable(), cards: z.number().int() }),
      scryfallBaseUrl: z.string(),
    }),
  ),
  'cards.setScryfallUrl': method(
    'Store the Scryfall base URL to use (null: back to api.scryfall.com); the option and $KITCHEN_TABLE_SCRYFALL_URL still win',
    z.object({ url: z.url({ protocol: /^https?$/ }).nullable() }),
    z.object({ scryfallBaseUrl: z.string() }),
  ),
  'cards.lookup': method(
    'Find a card by name in the local database (exact, case/diacritics-insensitive, a face, else the one closest name); suggestions when several are equally close',
    z.object({ name: z.string().min(1).max(300) }),
    z.object({
      card: cardSchema.nullable(),
      /** `fuzzy`: not this name, but the one card whose name is closest to it (a typo). */
      matchedBy: z.enum(['exact', 'normalized', 'face', 'fuzzy']).nullable(),
      suggestions: z.array(z.string()),
    }),
  ),
  'cards.search': method(
    'Search Scryfall (any Scryfall query); the cards found are stored locally so they can be added',
    z.object({ query: z.string().min(1).max(1000), page: z.number().int().min(1).max(1000).default(1) }),
    z.object({
      cards: z.array(cardSchema),
      totalCards: z.number().int(),
      hasMore: z.boolean(),
      page: z.number().int(),
      warnings: z.array(z.string()),
    }),
  ),
  'cards.sets': method(
    'The sets Scryfall knows (code, name, size), newest first',
    z.object({}),
    z.object({ sets: z.array(setSummary) }),
  ),
  'cards.addSet': method(
    'Add every card of a set to the collection, or open N booster-like packs of it (seeded)',
    z.object({
      /** A set code: letters and digits (Scryfall's codes are 2–6 of them, e.g. `m10`, `plst`). */
      set: z
        .string()
        .regex(/^[A-Za-z0-9]{2,10}$/, 'a set code is 2 to 10 letters and digits, e.g. m10')
        .min(2)
        .max(10),
      mode: z.enum(['all', 'packs']).default('all'),
      /** 'all': copies of each card. */
      copies: z.number().int().min(1).max(100).default(1),
      /** 'packs': how many packs. */
      packs: z.number().int().min(1).max(100).default(6),
      /** 'packs': the RNG seed (same seed, same packs). */
      seed: z.string().max(100).optional(),
    }),
    z.object({
      set: z.string(),
      setName: z.string(),
      cardsInSet: z.number().int(),
      added: z.number().int(),
      distinct: z.number().int(),
      seed: z.string().nullable(),
    }),
    { job: true },
  ),
  'cards.importBulk': method(
    'Import a Scryfall bulk file on disk (.json array or gzipped JSON lines); all or nothing',
    z.object({ path: z.string().min(1).max(4000) }),
    bulkResult,
    { job: true },
  ),
  'cards.downloadBulk': method(
    "Download Scryfall's oracle_cards or default_cards bulk file and import it; all or nothing",
    z.object({ type: z.enum(['oracle_cards', 'default_cards']).default('oracle_cards') }),
    bulkResult.extend({ bytes: z.number().int(), file: z.string() }),
    { job: true },
  ),
  'cards.image': method(
    "A printing's image from the disk cache (as a data URL); with download, fetch it from Scryfall first",
    z.object({ printingId: z.string().min(1), download: z.boolean().default(false) }),
    z.object({ dataUrl: z.string().nullable() }),
  ),
  'collection.list': method(
    'The owned cards, filtered, with totals',
    collectionFilterSchema,
    z.object({
      entries: z.array(collectionEntrySchema),
      matching: z.number().int(),
      matchingCopies: z.number().int(),
      totals: z.object({ entries: z.number().int(), copies: z.number().int(), distinctCards: z.number().int() }),
    }),
  ),
  'collection.sets': method(
    'The sets the collection has cards from (for the set filter)',
    z.object({}),
    z.object({ sets: z.array(z.object({ code: z.string(), name: z.string() })) }),
  ),
  'collection.add': method(
    'Add printings to the collection (quantities add); all or nothing',
    z.object({ items: z.array(collectionAddSchema).min(1).max(100_000) }),
    z.object({ added: z.number().int(), entries: z.number().int() }),
  ),
  'collection.setQuantity': method(
    'Set the quantity of one collection row (0 removes it)',
    z.object({ entryId: z.number().int(), quantity: z.number().int().min(0).max(100_000) }),
    z.object({ entryId: z.number().int(), quantity: z.number().int() }),
  ),
  'collection.addStarter': method(
    'Put the bundled starter pool (real cards, offline) into the collection',
    z.object({ force: z.boolean().default(false) }),
    z.object({ added: z.boolean(), cards: z.number().int(), copies: z.number().int(), addedAt: z.string() }),
  ),
};

export type CardDto = z.infer<typeof cardSchema>;
export type CollectionEntryDto = z.infer<typeof collectionEntrySchema>;
export type CollectionFilterDto = z.input<typeof collectionFilterSchema>;
