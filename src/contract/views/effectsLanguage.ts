/**
 * The effect language (src/core/effects/types.ts) as schemas: what a card's oracle text compiles
 * to. Classic's view carries it in its card definitions, continuous effects and stack. The
 * recursive nodes (effects inside effects, abilities granted by effects, "either" triggers) go
 * through `z.lazy` with their core type; each union is then checked against that type below.
 */
import { z } from 'zod';
import { colorSchema as color } from '../cards';
import type { Ability, Condition, Cost, Effect, Filter, Keyword, Ref, Trigger } from '../../core/effects/types';
import type { Same } from './same';

const amount = z.union([z.number(), z.literal('X')]);
const objectType = z.enum([
  'creature',
  'player',
  'opponent',
  'planeswalker',
  'artifact',
  'enchantment',
  'land',
  'permanent',
  'spell',
  'instant',
  'sorcery',
  'card',
]);
const objState = z.enum(['tapped', 'untapped', 'attacking', 'blocking', 'flying', 'withoutFlying']);
const range = z.object({ atMost: z.number().optional(), atLeast: z.number().optional() });
const youOrOpponent = z.enum(['you', 'opponent']);
const whose = z.enum(['you', 'opponent', 'each']);
const duration = z.enum(['endOfTurn', 'permanent', 'nextUntap']);

export const keywordSchema = z.enum([
  ...['flying', 'first strike', 'double strike', 'deathtouch', 'lifelink', 'trample', 'vigilance', 'haste'],
  ...['reach', 'defender', 'menace', 'hexproof', 'indestructible', 'flash', 'banding', 'shroud', 'fear'],
  ...['intimidate', 'prowess', 'infect', 'wither', 'shadow', 'horsemanship', 'flanking', 'exalted', 'devoid'],
  ...['changeling', 'persist', 'undying', 'skulk', 'split second', 'bushido', 'rampage', 'bloodthirst'],
  ...['cycling', 'echo', 'flashback', 'kicker', 'landwalk', 'protection', 'enchant'],
  // OtherKeyword
  ...['morph', 'megamorph', 'madness', 'suspend', 'unearth', 'evoke', 'dash', 'buyback', 'convoke', 'delve'],
  ...['storm', 'cascade', 'rebound', 'soulshift', 'renown', 'fabricate', 'scavenge', 'unleash'],
  ...['cumulative upkeep', 'extort', 'modular', 'evolve', 'dethrone', 'myriad', 'battle cry', 'provoke'],
  ...['vanishing', 'fading', 'affinity for artifacts', 'retrace', 'bestow', 'overload', 'phasing', 'outlast'],
  ...['exploit', 'ingest', 'haunt', 'graft', 'annihilator', 'ninjutsu', 'miracle', 'prowl'],
  ...['entwine', 'transmute', 'dredge', 'replicate', 'devour', 'frenzy', 'absorb', 'amplify', 'sunburst'],
  ...['recover', 'surge', 'emerge', 'escalate', 'crew', 'undaunted', 'partner', 'landcycling', 'equip'],
] as const);

export const filterSchema = z.object({
  cardTypes: z.array(objectType).optional(),
  supertypes: z.array(z.enum(['basic', 'legendary', 'snow'])).optional(),
  notSubtypes: z.array(z.string()).optional(),
  types: z.array(objectType),
  allTypes: z.array(objectType).optional(),
  subtypes: z.array(z.string()).optional(),
  colors: z.array(color).optional(),
  notColors: z.array(color).optional(),
  notTypes: z.array(objectType).optional(),
  controller: youOrOpponent.optional(),
  owner: youOrOpponent.optional(),
  zone: z.enum(['graveyard', 'hand', 'library', 'stack']).optional(),
  state: z.array(objState).optional(),
  stateAny: z.array(objState).optional(),
  power: range.optional(),
  toughness: range.optional(),
  manaValue: range.optional(),
  other: z.boolean().optional(),
});
const filter = filterSchema;

export const refSchema = z.discriminatedUnion('ref', [
  z.object({ ref: z.literal('target'), filter, count: amount.optional(), upTo: z.boolean().optional() }),
  z.object({ ref: z.literal('each'), filter }),
  z.object({ ref: z.literal('self') }),
  z.object({ ref: z.literal('you') }),
  z.object({ ref: z.literal('enchanted') }),
  z.object({ ref: z.literal('equipped') }),
  z.object({ ref: z.literal('it') }),
  z.object({ ref: z.literal('itsController') }),
  z.object({ ref: z.literal('defendingPlayer') }),
  z.object({ ref: z.literal('choose'), filter, count: amount }),
]);
const ref = refSchema;

const condition = z.discriminatedUnion('cond', [
  z.object({ cond: z.literal('control'), filter, atLeast: z.number().optional() }),
  z.object({ cond: z.literal('lifeAtLeast'), amount: z.number() }),
  z.object({ cond: z.literal('yourTurn') }),
  z.object({ cond: z.literal('unlessPays'), mana: z.string(), who: z.enum(['itsController', 'you']) }),
  z.object({ cond: z.literal('kicked') }),
  z.object({ cond: z.literal('graveyardCount'), filter, atLeast: z.number() }),
  z.object({ cond: z.literal('is'), what: ref, filter }),
]);

/** An effect node (recursive: modal modes, delayed and conditional effects hold effects). */
export const effectSchema: z.ZodType<Effect> = z.lazy(() => effectUnion);
/** A compiled ability (recursive through `grantAbility`). */
export const abilitySchema: z.ZodType<Ability> = z.lazy(() => abilityUnion);
const triggerSchema: z.ZodType<Trigger> = z.lazy(() => triggerUnion);

const effects = z.array(effectSchema);
const keywords = z.array(keywordSchema);
const k = <K extends string>(kind: K) => z.literal(kind);
/** What a token or an animated permanent is as a creature (createToken, becomeCreature). */
const creatureShape = {
  power: z.number(),
  toughness: z.number(),
  colors: z.array(color),
  subtypes: z.array(z.string()),
  keywords,
  artifact: z.boolean().optional(),
};
/** Where a fetched card goes (searchBasicLand, returnFromGraveyard): the hand, or play, tapped or not. */
const handOrPlay = { to: z.enum(['hand', 'battlefield']), tapped: z.boolean().optional() };

const effectUnion = z.discriminatedUnion('kind', [
  z.object({ kind: k('keyword'), keyword: keywordSchema, of: z.string().optional() }),
  z.object({
    kind: k('modifyPT'),
    what: ref,
    power: amount,
    toughness: amount,
    duration,
    condition: condition.optional(),
  }),
  z.object({
    kind: k('grantKeyword'),
    what: ref,
    keywords,
    duration,
    of: z.string().optional(),
    condition: condition.optional(),
  }),
  z.object({
    kind: k('restrict'),
    what: ref,
    cannot: z.array(
      z.enum(['attack', 'block', 'beBlocked', 'untap', 'blockNonFlying', 'attackAlone', 'blockAlone', 'activate']),
    ),
    by: filter.optional(),
    unlessDefenderControls: filter.optional(),
    exceptBy: filter.optional(),
    duration,
  }),
  z.object({ kind: k('blockedByAtMostOne'), what: ref }),
  z.object({ kind: k('lure'), what: ref }),
  z.object({ kind: k('ptEqualsCount'), what: ref, count: filter, only: z.enum(['power', 'toughness']).optional() }),
  z.object({ kind: k('noMaxHandSize') }),
  z.object({ kind: k('mayNotUntap'), what: ref }),
  z.object({ kind: k('extraBlocks'), what: ref, count: z.union([z.number(), z.literal('any')]) }),
  z.object({ kind: k('mustAttack'), what: ref, duration: duration.optional() }),
  z.object({
    kind: k('entersWith'),
    tapped: z.boolean().optional(),
    counter: z.string().optional(),
    count: amount.optional(),
    unlessControl: filter.optional(),
  }),
  z.object({ kind: k('uncounterable') }),
  z.object({ kind: k('costChange'), spells: filter, by: z.number(), whose }),
  z.object({ kind: k('damage'), amount, to: ref, from: ref }),
  z.object({ kind: k('counters'), what: ref, counter: z.string(), count: amount }),
  z.object({ kind: k('destroy'), what: ref, noRegenerate: z.boolean().optional() }),
  z.object({ kind: k('exile'), what: ref }),
  z.object({ kind: k('bounce'), what: ref }),
  z.object({ kind: k('tap'), what: ref }),
  z.object({ kind: k('untap'), what: ref }),
  z.object({ kind: k('draw'), who: ref, count: amount }),
  z.object({ kind: k('discard'), who: ref, count: amount, random: z.boolean().optional() }),
  z.object({ kind: k('gainLife'), who: ref, amount }),
  z.object({ kind: k('loseLife'), who: ref, amount }),
  z.object({ kind: k('createToken'), count: amount, ...creatureShape, tapped: z.boolean().optional() }),
  z.object({ kind: k('fight'), what: ref, other: ref }),
  z.object({ kind: k('searchBasicLand'), count: amount, ...handOrPlay, upTo: z.boolean().optional() }),
  z.object({
    kind: k('searchLibrary'),
    filter,
    count: amount,
    to: z.enum(['hand', 'battlefield', 'libraryTop']),
    tapped: z.boolean().optional(),
    upTo: z.boolean().optional(),
  }),
  z.object({ kind: k('counterSpell'), what: ref, condition: condition.optional() }),
  z.object({ kind: k('addMana'), options: z.array(z.string()), who: ref.optional() }),
  z.object({ kind: k('regenerate'), what: ref }),
  z.object({ kind: k('sacrifice'), who: ref, what: z.union([filter, z.literal('self')]), count: amount }),
  z.object({ kind: k('mill'), who: ref, count: amount }),
  z.object({ kind: k('returnFromGraveyard'), what: ref, ...handOrPlay }),
  z.object({ kind: k('scry'), count: amount }),
  z.object({ kind: k('preventDamage'), to: ref, amount }),
  z.object({ kind: k('preventAllCombatDamage') }),
  z.object({ kind: k('preventNextFromSource'), color: color.optional() }),
  z.object({ kind: k('gainControl'), what: ref, duration }),
  z.object({ kind: k('putOnLibrary'), what: ref, position: z.enum(['top', 'bottom', 'shuffle']) }),
  z.object({ kind: k('spellLimit'), perTurn: z.number() }),
  z.object({ kind: k('extraTurn'), who: ref.optional(), count: z.number().optional() }),
  z.object({ kind: k('becomeCreature'), what: ref, ...creatureShape, duration }),
  z.object({ kind: k('modal'), choose: z.number(), modes: z.array(effects) }),
  z.object({ kind: k('delayed'), at: z.enum(['nextUpkeep', 'nextEndStep', 'endOfCombat']), effects }),
  z.object({ kind: k('arrangeTop'), count: amount }),
  z.object({ kind: k('unlessPaid'), payer: ref, mana: z.string(), effects }),
  z.object({ kind: k('unless'), who: ref, instead: effects, effects }),
  z.object({ kind: k('optional'), effects, pay: z.string().optional() }),
  z.object({ kind: k('forEach'), per: filter, effects }),
  z.object({ kind: k('defineX'), count: filter, effects }),
  z.object({ kind: k('chooseDiscard'), who: ref, filter, count: amount }),
  z.object({ kind: k('lookAtHand'), who: ref }),
  z.object({ kind: k('conditional'), condition, effects }),
  z.object({ kind: k('defineXAs'), quantity: z.enum(['power', 'toughness']), of: ref, effects }),
  z.object({ kind: k('assignAsUnblocked'), what: ref }),
  z.object({ kind: k('beginInPlay') }),
  z.object({ kind: k('spendOnlyColorOnX'), color }),
  z.object({ kind: k('grantAbility'), what: ref, ability: abilitySchema, duration }),
  z.object({ kind: k('loseKeyword'), what: ref, keywords, duration }),
  z.object({ kind: k('putFromHand'), filter, tapped: z.boolean().optional() }),
  z.object({ kind: k('preventAllTo'), what: ref, combatOnly: z.boolean(), alsoDealtBy: z.boolean() }),
  z.object({ kind: k('dig'), count: amount, take: z.number(), rest: z.enum(['graveyard', 'bottom']) }),
  z.object({ kind: k('skipCombat'), who: ref }),
  z.object({ kind: k('cantCast'), who: youOrOpponent, spells: filter, duration }),
  z.object({ kind: k('copySpell'), what: ref, newTargets: z.boolean() }),
  z.object({ kind: k('endTurn') }),
  z.object({ kind: k('extraLand'), who: z.enum(['you', 'each']), count: z.number(), duration }),
  z.object({ kind: k('shuffle'), who: ref, graveyard: z.boolean().optional() }),
  z.object({ kind: k('untargetable'), what: ref, by: filter }),
  z.object({ kind: k('mustBlock'), what: ref, duration }),
  z.object({ kind: k('discardHand'), who: ref }),
]);

export const costSchema = z.discriminatedUnion('cost', [
  z.object({ cost: z.literal('tap') }),
  z.object({ cost: z.literal('untap') }),
  z.object({ cost: z.literal('mana'), mana: z.string() }),
  z.object({ cost: z.literal('sacrifice'), what: z.union([z.literal('self'), filter]), count: z.number() }),
  z.object({
    cost: z.literal('discard'),
    count: z.number(),
    random: z.boolean().optional(),
    filter: filter.optional(),
  }),
  z.object({ cost: z.literal('exileSelf') }),
  z.object({ cost: z.literal('payLife'), amount: z.number() }),
  z.object({ cost: z.literal('payHalfLife') }),
  z.object({ cost: z.literal('exileFromGraveyard'), count: z.number() }),
  z.object({ cost: z.literal('exileSelfFromGraveyard') }),
  z.object({ cost: z.literal('removeCounters'), counter: z.string(), count: z.number() }),
  z.object({ cost: z.literal('loyalty'), amount }),
  z.object({ cost: z.literal('tapUntapped'), what: filter, count: z.number() }),
]);

const on = <K extends string>(trigger: K) => z.literal(trigger);
const triggerUnion = z.discriminatedUnion('on', [
  z.object({ on: on('enters'), what: ref }),
  z.object({ on: on('dies'), what: ref }),
  z.object({ on: on('leaves'), what: ref }),
  z.object({ on: on('attacks'), what: ref }),
  z.object({ on: on('entersOrAttacks'), what: ref }),
  z.object({ on: on('cycled') }),
  z.object({ on: on('turnedFaceUp') }),
  z.object({ on: on('attacksUnblocked'), what: ref }),
  z.object({ on: on('blocksOrBecomesBlocked'), what: ref, by: filter.optional() }),
  z.object({ on: on('blocks'), what: ref, by: filter.optional() }),
  z.object({ on: on('becomesBlocked'), what: ref, by: filter.optional() }),
  z.object({ on: on('dealtDamage'), what: ref }),
  z.object({ on: on('attacksOrBlocks'), what: ref }),
  z.object({ on: on('upkeep'), whose }),
  z.object({ on: on('endStep'), whose }),
  z.object({ on: on('drawStep'), whose: z.enum(['you', 'each']) }),
  z.object({
    on: on('dealsDamage'),
    what: ref,
    to: z.enum(['any', 'player', 'opponent', 'creature']),
    combat: z.boolean(),
  }),
  z.object({ on: on('cast'), spells: filter, whose }),
  z.object({ on: on('attacksAlone'), what: ref }),
  z.object({ on: on('gainLife'), whose: youOrOpponent }),
  z.object({ on: on('becomesTapped'), what: ref }),
  z.object({ on: on('controlNone'), filter }),
  z.object({ on: on('becomesTarget'), what: ref }),
  z.object({ on: on('tappedForMana'), what: ref, whose }),
  z.object({ on: on('discard'), whose }),
  z.object({ on: on('draw'), whose }),
  z.object({ on: on('either'), triggers: z.array(triggerSchema) }),
]);

/** The parts of a compiled activated / triggered ability other than its effects and costs. */
export const activatedParts = {
  sorcerySpeed: z.boolean().optional(),
  oncePerTurn: z.boolean().optional(),
  timing: z.enum(['yourUpkeep', 'yourTurn', 'yourTurnBeforeAttackers']).optional(),
};
export const triggeredParts = { trigger: triggerSchema, condition: condition.optional() };

const abilityUnion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('spell'), effects }),
  z.object({ type: z.literal('additionalCost'), costs: z.array(costSchema) }),
  z.object({ type: z.literal('static'), effects }),
  z.object({ type: z.literal('triggered'), effects, ...triggeredParts }),
  z.object({ type: z.literal('activated'), costs: z.array(costSchema), effects, ...activatedParts }),
]);

const checks: [
  Same<z.infer<typeof keywordSchema>, Keyword>,
  Same<z.infer<typeof filterSchema>, Filter>,
  Same<z.infer<typeof refSchema>, Ref>,
  Same<z.infer<typeof condition>, Condition>,
  Same<z.infer<typeof effectUnion>, Effect>,
  Same<z.infer<typeof costSchema>, Cost>,
  Same<z.infer<typeof triggerUnion>, Trigger>,
  Same<z.infer<typeof abilityUnion>, Ability>,
] = [true, true, true, true, true, true, true, true];
void checks;
