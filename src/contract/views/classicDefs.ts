/**
 * The rules core's card definitions and table config (src/core/rules/defs.ts, config.ts) as
 * schemas: the parts of Classic's view that say what each card is and how the table is set up.
 */
import { z } from 'zod';
import { cardFaceSchema } from '../cards';
import type { CardDef, RAbility, XCost, XEffect } from '../../core/rules/defs';
import { SBA_IDS, type RulesCard, type RulesConfig } from '../../core/rules/config';
import { STEP_IDS } from '../../core/rules/types';
import type { ManaCost } from '../../core/rules/mana';
import { activatedParts, costSchema, effectSchema, keywordSchema, refSchema, triggeredParts } from './effectsLanguage';
import type { Same } from './same';

/** The compiler's effects plus the core's own for keyword abilities (internalEffects.ts). */
export const xEffectSchema = z.union([
  effectSchema,
  z.object({ kind: z.literal('attach'), what: refSchema }),
  z.object({ kind: z.literal('renown'), count: z.number() }),
  z.object({ kind: z.literal('madness'), mana: z.string() }),
  z.object({ kind: z.literal('cumulativeUpkeep'), mana: z.string() }),
  z.object({ kind: z.literal('returnWithCounter'), counter: z.enum(['-1/-1', '+1/+1']) }),
  z.object({ kind: z.literal('fabricate'), count: z.number() }),
  z.object({ kind: z.literal('unearth') }),
  z.object({ kind: z.literal('fading') }),
  z.object({ kind: z.literal('vanishing') }),
  z.object({ kind: z.literal('extort') }),
  z.object({ kind: z.literal('rampage'), count: z.number() }),
  z.object({ kind: z.literal('ingest') }),
  z.object({ kind: z.literal('cascade'), mv: z.number() }),
  z.object({ kind: z.literal('rebound') }),
  z.object({ kind: z.literal('modular'), what: refSchema }),
  z.object({ kind: z.literal('haunt'), what: refSchema }),
  z.object({ kind: z.literal('suspendTick') }),
  z.object({ kind: z.literal('suspendCast') }),
  z.object({ kind: z.literal('unleash') }),
  z.object({ kind: z.literal('graft') }),
  z.object({ kind: z.literal('provoke'), what: refSchema }),
  z.object({ kind: z.literal('miracle'), mana: z.string() }),
  z.object({ kind: z.literal('recover'), mana: z.string() }),
  z.object({ kind: z.literal('ninjutsu') }),
  z.object({ kind: z.literal('myriad') }),
  z.object({ kind: z.literal('devour'), count: z.number() }),
  z.object({ kind: z.literal('amplify'), count: z.number() }),
  z.object({ kind: z.literal('provoked'), what: refSchema, duration: z.literal('endOfTurn') }),
]);
export const xCostSchema = z.union([
  costSchema,
  z.object({ cost: z.literal('discardSelf') }),
  z.object({ cost: z.literal('crew'), power: z.number() }),
  z.object({ cost: z.literal('returnUnblocked') }),
]);

const xEffects = z.array(xEffectSchema);
const xCosts = z.array(xCostSchema);

export const manaCostSchema = z.object({
  generic: z.number(),
  symbols: z.array(z.number()),
  twoBrid: z.array(z.number()),
  phyrexian: z.array(z.number()),
  x: z.number(),
  mv: z.number(),
});

/** `AbilityExtra`: what every core ability carries besides the compiled parts. */
const extra = {
  zone: z.enum(['hand', 'graveyard']).optional(),
  mana: z.boolean().optional(),
  slots: z.number(),
  keyword: keywordSchema.optional(),
};

const rAbilitySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('spell'), effects: xEffects, ...extra }),
  z.object({ type: z.literal('static'), effects: xEffects, ...extra }),
  z.object({ type: z.literal('additionalCost'), costs: xCosts, ...extra }),
  z.object({ type: z.literal('triggered'), effects: xEffects, ...triggeredParts, ...extra }),
  z.object({ type: z.literal('activated'), effects: xEffects, costs: xCosts, ...activatedParts, ...extra }),
]);

/** A card definition (recursive: split cards hold their halves). */
export const cardDefSchema: z.ZodType<CardDef> = z.lazy(() => cardDefObject);
const cardDefObject = z.object({
  name: z.string(),
  manaCost: z.string(),
  cost: manaCostSchema,
  mv: z.number(),
  typeLine: z.string(),
  types: z.number(),
  supertypes: z.number(),
  subtypes: z.array(z.string()),
  colors: z.number(),
  power: z.number().nullable(),
  toughness: z.number().nullable(),
  loyalty: z.number().nullable(),
  text: z.string(),
  abilities: z.array(rAbilitySchema),
  keywords: z.array(z.object({ keyword: keywordSchema, of: z.string().optional() })),
  unknown: z.array(z.string()),
  token: z.boolean(),
  halves: z.array(cardDefSchema).optional(),
});

// A rules card is printed the way the card contract prints a face.
const printed = cardFaceSchema.pick({
  name: true,
  manaCost: true,
  typeLine: true,
  oracleText: true,
  power: true,
  toughness: true,
});
const rulesCardSchema = printed.extend({
  loyalty: z.string().optional(),
  colors: z.array(z.string()).optional(),
  layout: z.string().optional(),
  faces: z.array(printed).optional(),
});

export const stepIdSchema = z.enum(STEP_IDS);

const sbaId = z.enum(SBA_IDS);

export const rulesConfigSchema = z.object({
  seats: z.number(),
  startingLife: z.number(),
  openingHand: z.number(),
  decks: z.array(z.array(rulesCardSchema)),
  sba: z.record(sbaId, z.boolean()),
  mulligan: z.enum(['london', 'paris', 'none']),
  stops: z.array(z.object({ own: z.array(stepIdSchema), others: z.array(stepIdSchema) })),
  firstSeat: z.number(),
  autoPass: z.boolean(),
  maxTurns: z.number(),
});

const checks: [
  Same<z.infer<typeof xEffectSchema>, XEffect>,
  Same<z.infer<typeof xCostSchema>, XCost>,
  Same<z.infer<typeof manaCostSchema>, ManaCost>,
  Same<z.infer<typeof rAbilitySchema>, RAbility>,
  Same<z.infer<typeof cardDefObject>, CardDef>,
  Same<z.infer<typeof rulesCardSchema>, RulesCard>,
  Same<z.infer<typeof rulesConfigSchema>, RulesConfig>,
] = [true, true, true, true, true, true, true];
void checks;
