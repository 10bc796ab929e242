import { z } from 'zod';
import { cardSchema, colorSchema as color } from './cards';
import { method } from './define';

const variantId = z.string().min(1).max(60);

export const violationSchema = z.object({
  code: z.enum([
    'size',
    'sideboard',
    'min-count',
    'forbidden-type',
    'copies',
    'not-a-deck-card',
    'ownership',
    'players',
    'fixed-deck',
    'format',
  ]),
  message: z.string(),
  cards: z.array(z.string()),
});
const noteSchema = z.object({
  code: z.enum(['plays-without-text', 'format-unknown']),
  message: z.string(),
  cards: z.array(z.string()),
});
export const legalitySchema = z.object({
  legal: z.boolean(),
  violations: z.array(violationSchema),
  notes: z.array(noteSchema).optional(),
});

const copies = z.number().int().min(1).max(999);
const entryIn = z.object({ oracleId: z.string().min(1).max(100), quantity: copies });
/** A card of a deck being checked, by oracle id or by name. */
const checkedCards = z
  .array(z.object({ oracleId: z.string().optional(), name: z.string().optional(), quantity: copies }))
  .max(2000);
const entryOut = z.object({ card: cardSchema, quantity: z.number().int(), owned: z.number().int() });

export const deckSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  variant: z.string(),
  players: z.number().int(),
  notes: z.string(),
  cards: z.number().int(),
  legal: z.boolean(),
  updatedAt: z.string(),
});

export const deckStatsSchema = z.object({
  cards: z.number().int(),
  types: z.record(z.string(), z.number()),
  curve: z.array(z.number()),
  colorSymbols: z.record(z.string(), z.number()),
  colorless: z.number(),
  averageManaValue: z.number(),
});

export const deckViewSchema = deckSummarySchema.extend({
  main: z.array(entryOut),
  sideboard: z.array(entryOut),
  legality: legalitySchema,
  stats: deckStatsSchema,
});

const playingCard = z.object({ rank: z.string(), suit: z.string(), role: z.string(), effect: z.string() });
export const variantRulesSchema = z.object({
  id: z.string(),
  name: z.string(),
  ruleText: z.string(),
  kind: z.enum(['constructed', 'shared-pile', 'fixed']),
  players: z.object({ min: z.number().int(), max: z.number().int() }),
  usesColors: z.boolean(),
  summary: z.array(z.string()),
  fixedTeams: z.array(z.object({ name: z.string(), cards: z.array(playingCard) })).optional(),
  /** The ban lists the deck can be checked against (Magic Combat with Dice: Vintage … Standard, or none). */
  formats: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
});

/** One of the variant's `formats` (its ban list); omitted or 'none' = no ban list. */
const formatId = z.string().min(1).max(40).optional();

export const buildInputSchema = z.object({
  variant: variantId,
  colors: z.union([z.literal('auto'), z.array(color).min(1).max(5)]).default('auto'),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
  players: z.number().int().min(1).max(16).optional(),
  /** Use only copies not already in another deck. */
  onlyFree: z.boolean().default(false),
  basicsUnlimited: z.boolean().default(true),
  method: z.enum(['best', 'by-the-book']).default('best'),
  /** The deck being rebuilt: its own cards do not count as "in another deck". */
  deckId: z.number().int().min(1).optional(),
  /** Leave out the cards this format's ban list refuses. */
  format: formatId,
});

export const buildOutputSchema = z.object({
  ok: z.boolean(),
  main: z.array(entryOut),
  sideboard: z.array(entryOut),
  legality: legalitySchema.nullable(),
  /** Why no deck could be built (empty when ok). */
  reasons: z.array(z.string()),
  explanation: z
    .object({
      colors: z.array(color),
      summary: z.string(),
      curve: z.array(z.number()),
      highlights: z.array(z.string()),
    })
    .nullable(),
});

/** Saved decks, every variant's deck rules, the legality checker and the auto-builder. */
export const decksMethods = {
  'decks.variants': method(
    "Every variant's deck rules (and Magic 54's fixed teams)",
    z.object({}),
    z.array(variantRulesSchema),
  ),
  'decks.list': method(
    'Saved decks, optionally of one variant, with their size and legality',
    z.object({ variant: variantId.optional() }),
    z.array(deckSummarySchema),
  ),
  'decks.get': method(
    'One saved deck with its cards, stats and legality',
    z.object({ id: z.number().int().min(1) }),
    deckViewSchema,
  ),
  'decks.create': method(
    'Create a deck (empty, or with the given cards)',
    z.object({
      name: z.string().trim().min(1).max(200),
      variant: variantId,
      players: z.number().int().min(1).max(16).optional(),
      main: z.array(entryIn).max(2000).default([]),
      sideboard: z.array(entryIn).max(200).default([]),
      notes: z.string().max(5000).default(''),
    }),
    deckViewSchema,
  ),
  'decks.save': method(
    "Replace a deck's cards (and optionally its name, notes or players) in one transaction",
    z.object({
      id: z.number().int().min(1),
      name: z.string().trim().min(1).max(200).optional(),
      players: z.number().int().min(1).max(16).optional(),
      notes: z.string().max(5000).optional(),
      main: z.array(entryIn).max(2000),
      sideboard: z.array(entryIn).max(200).default([]),
    }),
    deckViewSchema,
  ),
  'decks.rename': method(
    'Rename a deck',
    z.object({ id: z.number().int().min(1), name: z.string().trim().min(1).max(200) }),
    deckSummarySchema,
  ),
  'decks.duplicate': method(
    'Copy a deck (cards and all) under a new name',
    z.object({ id: z.number().int().min(1), name: z.string().trim().min(1).max(200).optional() }),
    deckSummarySchema,
  ),
  'decks.delete': method(
    'Delete a deck',
    z.object({ id: z.number().int().min(1) }),
    z.object({ deleted: z.boolean() }),
  ),
  'decks.check': method(
    'Check cards against a variant: every violation, plainly (cards by oracle id or by name)',
    z.object({
      variant: variantId,
      players: z.number().int().min(1).max(16).optional(),
      main: checkedCards,
      sideboard: checkedCards.default([]),
      /** Also check the deck against the collection. */
      ownership: z.boolean().default(true),
      basicsUnlimited: z.boolean().default(true),
      /** Also check the cards against this format's ban list. */
      format: formatId,
    }),
    z.object({ legality: legalitySchema, unknown: z.array(z.string()) }),
  ),
  'decks.build': method(
    'Auto-build the strongest legal deck for a variant from the collection, or say what is missing',
    buildInputSchema,
    buildOutputSchema,
  ),
};
