import { z } from 'zod';
import { method } from './define';

/** Every format the file importer reads (detected from the content) and, except two, writes. */
export const formatIdSchema = z.enum([
  'text',
  'arena',
  'mtgo-txt',
  'mtgo-dek',
  'cockatrice',
  'moxfield',
  'deckbox',
  'manabox',
  'delver',
  'tcgplayer',
  'archidekt',
  'mtgo-csv',
  'octgn',
  'mtgjson',
]);
export const boardSchema = z.enum(['main', 'side', 'commander', 'companion', 'maybe']);

/** Where the file comes from: a path the backend reads (CLI, Electron) or its text (browser upload). */
export const fileSourceSchema = z.union([
  z.object({ path: z.string().min(1).max(4096) }),
  z.object({ fileName: z.string().min(1).max(300), text: z.string() }),
]);

/** A card a line may mean, with the printing that would be added. */
export const cardChoiceSchema = z.object({
  oracleId: z.string(),
  name: z.string(),
  printingId: z.string(),
  set: z.string(),
  setName: z.string(),
  collectorNumber: z.string(),
});

export const resolvedLineSchema = z.object({
  line: z.number().int(),
  quantity: z.number().int(),
  /** The name as the file writes it. */
  name: z.string(),
  board: boardSchema,
  set: z.string().optional(),
  collectorNumber: z.string().optional(),
  foil: z.boolean(),
  condition: z.string(),
  language: z.string().optional(),
  status: z.enum(['resolved', 'ambiguous', 'unknown']),
  /** How the card was found: by Scryfall id, set and number, exact or normalised name, one face, a translation, the user's choice. */
  matchedBy: z.enum(['id', 'set-number', 'exact', 'normalized', 'face', 'translated', 'choice']).optional(),
  /** The card and printing chosen (resolved lines). */
  card: cardChoiceSchema.optional(),
  /** The cards an ambiguous line may mean. */
  candidates: z.array(cardChoiceSchema),
  /** The closest local names to an unknown line, each ready to choose. */
  suggestions: z.array(cardChoiceSchema),
  /** A plain remark, e.g. "set XYZ is not in the card database; the newest printing was chosen". */
  note: z.string().optional(),
});

export const parseProblemSchema = z.object({ line: z.number().int(), message: z.string(), text: z.string() });

export const previewSchema = z.object({
  fileName: z.string(),
  format: formatIdSchema,
  formatLabel: z.string(),
  deckName: z.string().optional(),
  /** Lines (or CSV rows) in the file. */
  lines: z.number().int(),
  entries: z.array(resolvedLineSchema),
  problems: z.array(parseProblemSchema),
  counts: z.object({
    resolved: z.number().int(),
    ambiguous: z.number().int(),
    unknown: z.number().int(),
    problems: z.number().int(),
    /** Card copies on resolved lines. */
    copies: z.number().int(),
  }),
  /** Distinct cards in the local database the names were resolved against. */
  databaseCards: z.number().int(),
  /** A digest of the file's text; commit refuses a file that changed since the preview. */
  digest: z.string(),
  /** Online resolution (when allowed): unknown lines asked about, found on Scryfall, requests sent. */
  online: z.object({ asked: z.number().int(), found: z.number().int(), requests: z.number().int() }).optional(),
  /** Milliseconds spent parsing and resolving. */
  parseMs: z.number(),
  resolveMs: z.number(),
});

export const lineChoiceSchema = z.object({ line: z.number().int().min(1), printingId: z.string().min(1) });

export const importTargetSchema = z.discriminatedUnion('into', [
  z.object({ into: z.literal('collection') }),
  z.object({
    into: z.literal('deck'),
    variant: z.string().min(1).max(100),
    name: z.string().min(1).max(200).optional(),
  }),
]);

export const commitResultSchema = z.object({
  into: z.enum(['collection', 'deck']),
  deckId: z.number().int().optional(),
  /** Card copies written. */
  copies: z.number().int(),
  /** Lines written. */
  lines: z.number().int(),
  /** Lines left out because they stayed ambiguous or unknown. */
  skipped: z.array(z.object({ line: z.number().int(), name: z.string(), status: z.enum(['ambiguous', 'unknown']) })),
  /** For a deck: is it legal for its variant, and if not, why. */
  legality: z.object({ legal: z.boolean(), violations: z.array(z.string()) }).optional(),
});

export const exportFormatSchema = formatIdSchema.exclude(['octgn', 'mtgjson']);

/** Reading deck and collection files of other tools, and writing them back. */
export const filesMethods = {
  'files.formats': method(
    'The file formats Kitchen Table reads and writes',
    z.object({}),
    z.array(z.object({ id: formatIdSchema, label: z.string(), extension: z.string(), writable: z.boolean() })),
  ),
  'files.preview': method(
    'Read a deck or collection file and resolve every line against the card database; nothing is written',
    z.object({
      source: fileSourceSchema,
      choices: z.array(lineChoiceSchema).max(100_000).default([]),
      /** How many distinct unknown names get close-name suggestions (default 200; they cost ~0.5 ms each). */
      suggestLimit: z.number().int().min(0).max(1_000_000).optional(),
      /** Ask Scryfall about lines the local database does not know (only when the user allows it). */
      online: z.boolean().default(false),
    }),
    previewSchema,
    { job: true },
  ),
  'files.commit': method(
    'Import a previewed file into the collection or as a deck, in one transaction (all or nothing)',
    z.object({
      source: fileSourceSchema,
      target: importTargetSchema,
      choices: z.array(lineChoiceSchema).max(100_000).default([]),
      /** The preview's digest: refuses when the file changed after the preview. */
      digest: z.string().optional(),
      /** As in the preview: cards found on Scryfall are saved with the import (answers come from the cache). */
      online: z.boolean().default(false),
    }),
    commitResultSchema,
    { job: true },
  ),
  'files.export': method(
    'Write the collection or a deck in a file format (returns the text)',
    z.object({
      what: z.union([z.object({ collection: z.literal(true) }), z.object({ deckId: z.number().int().min(1) })]),
      format: exportFormatSchema,
    }),
    z.object({ fileName: z.string(), format: formatIdSchema, text: z.string(), lines: z.number().int() }),
  ),
};
