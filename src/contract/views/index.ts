/**
 * One zod schema per playable variant's view, keyed by variant id (src/core/variants/index.ts).
 * `gameSnapshot` checks every snapshot's `view` against the schema of its `variant`, so a view
 * that drifts from its core type fails loudly at the API, not in the table components.
 */
import type { z } from 'zod';
import { rulesViewSchema } from './classic';
import { duelViewSchema } from './diceDuel';
import { m54ViewSchema } from './magic54';
import { pubMagicViewSchema } from './pubMagic';

export { rulesViewSchema, duelViewSchema, m54ViewSchema, pubMagicViewSchema };

/** The schemas by variant id, each keeping its own type (for {@link ViewOf}). */
const byVariant = {
  'magic-54': m54ViewSchema,
  'dice-duel': duelViewSchema,
  'pub-magic': pubMagicViewSchema,
  classic: rulesViewSchema,
  // Magic Combat is the rules core's view (its slots and points in `ext`).
  'magic-combat': rulesViewSchema,
  // Magic Combat with Dice is the rules core's view too (its open roll in `ext.roll`).
  'combat-with-dice': rulesViewSchema,
} satisfies Record<string, z.ZodType>;

export const viewSchemas: Record<string, z.ZodType> = byVariant;

/** A variant that has a view schema (every variant the games API can start). */
export type VariantId = keyof typeof byVariant;

/** The view a snapshot of variant `K` carries: what its schema lets through. */
export type ViewOf<K extends VariantId> = z.output<(typeof byVariant)[K]>;
