import { z } from 'zod';
import { method } from './define';

const verdict = z.enum(['full', 'partial', 'none']);

export const cardVerdictSchema = z.object({
  verdict,
  /** The sentences the engine will not run (reminder text removed, the card's name as printed). */
  unknown: z.array(z.string()),
});

export const coverageReportSchema = z.object({
  /** What was measured: `starter`, a file path, … */
  set: z.string(),
  /** Which cards: every card, or creature, instant and sorcery cards only. */
  scope: z.enum(['all', 'creature-instant-sorcery']),
  total: z.number().int(),
  full: z.number().int(),
  partial: z.number().int(),
  none: z.number().int(),
  /** Cards the rules core plays in full: understood AND every effect, trigger, cost and keyword executable. */
  executable: z.number().int(),
  topUnknown: z.array(z.object({ shape: z.string(), count: z.number().int(), example: z.string() })),
});

/** One compiled ability (src/core/effects/types.ts `Ability`); plain JSON, kept open here. */
const abilitySchema = z.record(z.string(), z.unknown());

const verdictCard = z.object({
  /** The caller's key for this card (oracle id, collection row id …), echoed back. */
  key: z.string().min(1).max(200),
  name: z.string().min(1).max(300),
  typeLine: z.string().max(300),
  oracleText: z.string().max(5000),
  faces: z
    .array(z.object({ name: z.string().max(300), typeLine: z.string().max(300), oracleText: z.string().max(5000) }))
    .max(4)
    .optional(),
});

const setInput = z
  .string()
  .min(1)
  .max(4096)
  .describe(
    "'starter' (the bundled pool) or the path of a Scryfall-shaped JSON file (a bulk-file array) or MTGJSON AllSets.json",
  );

/** Card effects: which rules text the engine understands (issue 6). */
export const effectsMethods = {
  'effects.report': method(
    'Coverage of a card set: how many cards are fully, partly or not understood, and the commonest sentence shapes not understood',
    z.object({
      set: setInput.default('starter'),
      scope: z.enum(['all', 'creature-instant-sorcery']).default('all'),
      top: z.number().int().min(1).max(500).default(30),
    }),
    coverageReportSchema,
    { job: true },
  ),
  'effects.explain': method(
    "One card's verdict and effect tree, looked up by name in the card database, else in the given set (default: the starter pool)",
    z.object({ name: z.string().min(1).max(300), set: setInput.optional() }),
    z.object({
      name: z.string(),
      typeLine: z.string(),
      oracleText: z.string(),
      verdict,
      unknown: z.array(z.string()),
      effects: z.array(abilitySchema),
    }),
  ),
  'effects.verdicts': method(
    "Verdicts for cards the caller already has (the deck editor's and the collection's cards), by the caller's keys",
    z.object({ cards: z.array(verdictCard).max(5000) }),
    z.object({ verdicts: z.record(z.string(), cardVerdictSchema) }),
  ),
};
