import { z } from 'zod';
import { method } from './define';

const verdict = z.enum(['full', 'partial', 'none']);

const faceVerdict = z.object({
  name: z.string(),
  verdict,
  /** This face's sentences the engine will not run. */
  unknown: z.array(z.string()),
});

export const cardVerdictSchema = z.object({
  /** A multi-faced card: `full` only when every face is; `none` when no face has anything understood. */
  verdict,
  /** The sentences the engine will not run (reminder text removed, the card's name as printed). */
  unknown: z.array(z.string()),
  /** Split, adventure, flip, transform and modal double-faced cards: each face's own verdict. */
  faces: z.array(faceVerdict).optional(),
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
  /** The faces of the multi-faced cards among them, each judged on its own. */
  faces: z.object({
    cards: z.number().int(),
    total: z.number().int(),
    full: z.number().int(),
    partial: z.number().int(),
    none: z.number().int(),
  }),
  /** The hand-labelled precision set (test/fixtures/effects-labelled): cards whose compiled tree is exactly the label. */
  precisionSample: z.object({ labelled: z.number().int(), matched: z.number().int() }).optional(),
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
      /** A multi-faced card's abilities are on its faces; this list is empty for it. */
      effects: z.array(abilitySchema),
      faces: z
        .array(
          z.object({
            name: z.string(),
            manaCost: z.string(),
            typeLine: z.string(),
            oracleText: z.string(),
            verdict,
            unknown: z.array(z.string()),
            effects: z.array(abilitySchema),
          }),
        )
        .optional(),
    }),
  ),
  'effects.verdicts': method(
    "Verdicts for cards the caller already has (the deck editor's and the collection's cards), by the caller's keys",
    z.object({ cards: z.array(verdictCard).max(5000) }),
    z.object({ verdicts: z.record(z.string(), cardVerdictSchema) }),
  ),
};
