/**
 * Classic's view: the rules core's `RulesView` (src/core/rules/view.ts), the whole game state as
 * one seat may see it, as a schema. Card definitions and the config are in classicDefs.ts, the
 * effect language in effectsLanguage.ts.
 */
import { z } from 'zod';
import type { CombatState } from '../../core/rules/combat/state';
import type { Action, Pending } from '../../core/rules/decisions';
import type { ContinuousEffect, DelayedTrigger, PendingTrigger, Shield } from '../../core/rules/effectsState';
import type { Proc } from '../../core/rules/procs';
import type { GameObject, PlayerState, StackItem, Target } from '../../core/rules/types';
import type { RulesView } from '../../core/rules/view';
import {
  cardDefSchema,
  manaCostSchema,
  rulesConfigSchema,
  stepIdSchema,
  xCostSchema,
  xEffectSchema,
} from './classicDefs';
import { gameResultSchema, seat } from './common';
import { keywordSchema } from './effectsLanguage';
import type { Same } from './same';

const objId = z.number();
const target = z.union([z.object({ p: seat }), z.object({ o: objId })]);
const targets = z.array(target);
const xEffects = z.array(xEffectSchema);

const choice = { options: targets, min: z.number(), max: z.number(), chosen: targets, prompt: z.string() };
const pending = z.discriminatedUnion('d', [
  z.object({ d: z.literal('priority'), seat }),
  z.object({ d: z.literal('mulligan'), seat }),
  z.object({ d: z.literal('bottom'), seat, count: z.number() }),
  z.object({ d: z.literal('attackers'), seat }),
  z.object({ d: z.literal('blockers'), seat }),
  z.object({ d: z.literal('damageOrder'), seat, attacker: objId, left: z.array(objId) }),
  z.object({ d: z.literal('target'), seat, slot: z.number(), ...choice }),
  z.object({
    d: z.literal('mode'),
    seat,
    options: z.array(z.string()),
    count: z.number(),
    chosen: z.array(z.number()),
  }),
  z.object({ d: z.literal('x'), seat, max: z.number(), prompt: z.string() }),
  z.object({ d: z.literal('choose'), seat, ...choice, hidden: z.boolean() }),
  z.object({ d: z.literal('yesNo'), seat, prompt: z.string() }),
  z.object({ d: z.literal('color'), seat, options: z.array(z.string()), prompt: z.string() }),
  z.object({ d: z.literal('triggerOrder'), seat, options: z.array(z.number()) }),
]);

const action = z.discriminatedUnion('t', [
  z.object({ t: z.literal('pass') }),
  z.object({ t: z.literal('play'), o: objId }),
  z.object({
    t: z.literal('cast'),
    o: objId,
    half: z.number().optional(),
    from: z.literal('graveyard').optional(),
    faceDown: z.literal(true).optional(),
    bestow: z.literal(true).optional(),
    buyback: z.literal(true).optional(),
    evoke: z.literal(true).optional(),
    delve: z.number().optional(),
    dash: z.literal(true).optional(),
    entwine: z.literal(true).optional(),
    retrace: z.literal(true).optional(),
    replicate: z.number().optional(),
    surge: z.literal(true).optional(),
    prowl: z.literal(true).optional(),
    emerge: z.number().optional(),
    escalate: z.number().optional(),
    overload: z.literal(true).optional(),
  }),
  z.object({ t: z.literal('turnFaceUp'), o: objId, x: z.number().optional() }),
  z.object({ t: z.literal('suspend'), o: objId }),
  z.object({
    t: z.literal('activate'),
    o: objId,
    a: z.number(),
    kw: keywordSchema.optional(),
    of: z.string().optional(),
    k: z.number().optional(),
  }),
  z.object({ t: z.literal('keep'), begin: z.array(objId).optional() }),
  z.object({ t: z.literal('mulligan') }),
  z.object({ t: z.literal('attack'), o: objId, at: target }),
  z.object({ t: z.literal('block'), o: objId, at: objId }),
  z.object({ t: z.literal('pick'), v: target }),
  z.object({ t: z.literal('mode'), i: z.number() }),
  z.object({ t: z.literal('x'), n: z.number() }),
  z.object({ t: z.literal('yes') }),
  z.object({ t: z.literal('no') }),
  z.object({ t: z.literal('color'), c: z.string() }),
  z.object({ t: z.literal('first'), i: z.number() }),
  z.object({ t: z.literal('done') }),
]);

const abilityRef = z.object({
  card: z.number(),
  a: z.number(),
  g: z.number().optional(),
  // A keyword ability another object gave (a = -2): the keyword, its number or cost, which of its abilities.
  kw: keywordSchema.optional(),
  of: z.string().optional(),
  k: z.number().optional(),
});

const stackItem = z.object({
  sid: z.number(),
  kind: z.enum(['spell', 'activated', 'triggered']),
  obj: objId,
  controller: seat,
  ability: abilityRef,
  targets: z.array(targets),
  x: z.number(),
  modes: z.array(z.number()).nullable(),
  kicked: z.boolean(),
  subject: targets,
  amount: z.number(),
  inline: xEffects.optional(),
  flashback: z.boolean().optional(),
  copy: z.boolean(),
});

const frame = z.object({
  effects: xEffects,
  i: z.number(),
  x: z.number().optional(),
  mult: z.number().optional(),
  acc: targets.optional(),
  stage: z.number().optional(),
  held: z.array(objId).optional(),
  ans: action.optional(),
});

const resCtx = z.object({
  source: objId,
  controller: seat,
  targets: z.array(targets),
  x: z.number(),
  it: targets,
  kicked: z.boolean(),
  subject: targets,
  amount: z.number(),
  did: z.boolean(),
  illegal: targets,
});

const coreProc = z.discriminatedUnion('p', [
  z.object({ p: z.literal('mulligan'), order: z.array(seat), i: z.number(), begin: z.array(objId).optional() }),
  z.object({
    p: z.literal('announce'),
    item: stackItem,
    stage: z.enum(['modes', 'x', 'kicker', 'targets', 'costs', 'pay']),
    slot: z.number(),
    costs: z.array(xCostSchema),
    mana: manaCostSchema,
    from: z.enum(['hand', 'graveyard', 'battlefield', 'none']),
    flashback: z.boolean(),
    faceDown: z.boolean().optional(),
    buyback: z.boolean().optional(),
    evoke: z.boolean().optional(),
    dash: z.boolean().optional(),
    escalate: z.number().optional(),
    replicate: z.number().optional(),
    sunburst: z.number().optional(),
    half: z.number(),
    ans: action.optional(),
    chosen: targets,
  }),
  z.object({ p: z.literal('resolve'), item: stackItem, frames: z.array(frame), ctx: resCtx }),
  z.object({ p: z.literal('attackers'), end: z.boolean().optional() }),
  z.object({ p: z.literal('blockers'), order: z.array(seat), i: z.number() }),
  z.object({ p: z.literal('damageOrder'), queue: z.array(objId), ordered: z.array(objId) }),
  z.object({ p: z.literal('asUnblocked'), first: z.boolean(), queue: z.array(objId), yes: z.array(objId) }),
  z.object({ p: z.literal('band'), members: z.array(objId), next: z.number(), over: z.boolean().optional() }),
  z.object({
    p: z.literal('bandDamage'),
    first: z.boolean(),
    asUnblocked: z.array(objId),
    srcs: z.array(objId),
    splits: z.array(z.object({ src: objId, seat: z.number(), n: z.number(), options: z.array(objId) })),
    hits: z.array(z.object({ src: objId, to: target, n: z.number() })),
  }),
  z.object({ p: z.literal('discardToHand'), ans: action.optional() }),
  z.object({ p: z.literal('draw'), seat: z.number(), left: z.number(), ans: action.optional() }),
  z.object({ p: z.literal('mayUntap'), queue: z.array(objId), ans: action.optional() }),
]);
/** A combat module's own work (`p` starts with `x:`): open, as the core keeps it. */
const moduleProc = z.looseObject({ p: z.templateLiteral(['x:', z.string()]) });
const proc = z.union([coreProc, moduleProc]);

const until = z.discriminatedUnion('at', [
  z.object({ at: z.literal('endOfTurn') }),
  z.object({ at: z.literal('nextUntap'), seat }),
  z.object({ at: z.literal('forever') }),
]);

const continuousEffect = z.object({
  ts: z.number(),
  source: objId,
  controller: seat,
  effect: xEffectSchema,
  affected: z.array(objId).nullable(),
  players: z.array(seat).nullable(),
  x: z.number(),
  until,
});

const shield = z.object({
  ts: z.number(),
  to: z.union([target, z.literal('combat')]),
  amount: z.union([z.number(), z.literal('all')]),
  fromColor: z.number().optional(),
  from: objId.optional(),
  once: z.literal(true).optional(),
  controller: seat,
});

const pendingTrigger = z.object({
  source: objId,
  controller: seat,
  ability: abilityRef,
  subject: targets,
  amount: z.number(),
  x: z.number().optional(),
  inline: z.object({ effects: xEffects, targets: z.array(targets), x: z.number(), it: targets }).optional(),
});

const delayedTrigger = z.object({
  ts: z.number(),
  at: z.enum(['nextUpkeep', 'nextEndStep', 'endOfCombat']),
  seat: seat.optional(),
  source: objId,
  controller: seat,
  ability: abilityRef,
  effects: xEffects,
  targets: z.array(targets),
  x: z.number(),
  it: targets,
});

const combat = z.object({
  attackers: z.array(
    z.object({
      obj: objId,
      at: target,
      blockers: z.array(objId),
      blocked: z.boolean(),
      band: z.number(),
      struckFirst: z.boolean(),
    }),
  ),
  blocking: z.record(z.number(), z.array(objId)),
  defenders: z.array(seat),
  firstStrikeDone: z.boolean(),
  /** Module-specific data (plain JSON), open as in the core. */
  extra: z.unknown().optional(),
});

const gameObject = z.object({
  id: objId,
  card: z.number(),
  owner: seat,
  controller: seat,
  zone: z.enum(['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile']),
  next: objId,
  tapped: z.boolean(),
  damage: z.number(),
  deathtouched: z.boolean(),
  counters: z.record(z.string(), z.number()).nullable(),
  attachedTo: objId.nullable(),
  since: z.number(),
  faceDown: z.boolean(),
  timestamp: z.number(),
  token: z.boolean(),
  regen: z.number(),
  seenBy: z.number(),
  echoed: z.boolean().optional(),
  bestowed: z.boolean().optional(),
  buyback: z.boolean().optional(),
  haunting: z.number().optional(),
  unearthed: z.boolean().optional(),
  phasedOut: z.boolean().optional(),
  suspended: z.boolean().optional(),
  renowned: z.boolean().optional(),
  usedTurn: z.number().optional(),
  copy: z.boolean().optional(),
  cast: z
    .object({
      x: z.number(),
      kicked: z.boolean(),
      evoked: z.boolean().optional(),
      dashed: z.boolean().optional(),
      rebound: z.boolean().optional(),
      suspended: z.boolean().optional(),
      unleashed: z.boolean().optional(),
      counters: z.number().optional(),
      sunburst: z.number().optional(),
    })
    .optional(),
});

const player = z.object({
  seat,
  life: z.number(),
  poison: z.number(),
  library: z.array(objId),
  hand: z.array(objId),
  graveyard: z.array(objId),
  pool: z.array(z.string()),
  landsPlayed: z.number(),
  landLimit: z.number(),
  drewFromEmpty: z.boolean(),
  lost: z.boolean(),
  spellsCast: z.number(),
  mulligans: z.number(),
  kept: z.boolean(),
  extraTurns: z.number(),
  skipCombat: z.number(),
  maxHandSize: z.number().nullable(),
  damagedTurn: z.number(),
  lastTurn: z.number(),
  drewTurn: z.number(),
  dealtCombat: z.object({ turn: z.number(), types: z.array(z.string()) }).nullable(),
});

export const rulesViewSchema = z.object({
  seat,
  cards: z.array(cardDefSchema.nullable()),
  objs: z.array(gameObject),
  players: z.array(player),
  battlefield: z.array(objId),
  stack: z.array(stackItem),
  exile: z.array(objId),
  turn: z.number(),
  active: seat,
  stepIndex: z.number(),
  step: stepIdSchema,
  priority: seat,
  passes: z.number(),
  pending: pending.nullable(),
  procs: z.array(proc),
  triggers: z.array(pendingTrigger),
  effects: z.array(continuousEffect),
  shields: z.array(shield),
  delayed: z.array(delayedTrigger),
  combat: combat.nullable(),
  ts: z.number(),
  sid: z.number(),
  rng: z.tuple([z.literal(0), z.literal(0), z.literal(0), z.literal(0)]),
  result: gameResultSchema.nullable(),
  config: rulesConfigSchema,
  looks: z.array(
    z.object({
      id: objId,
      types: z.number(),
      colors: z.number(),
      power: z.number().nullable(),
      toughness: z.number().nullable(),
      keywords: z.array(z.object({ keyword: z.string(), of: z.string().optional() })),
      sick: z.boolean(),
    }),
  ),
  ext: z.unknown().optional(),
});

const checks: [
  Same<z.infer<typeof target>, Target>,
  Same<z.infer<typeof pending>, Pending>,
  Same<z.infer<typeof action>, Action>,
  Same<z.infer<typeof stackItem>, StackItem>,
  Same<z.infer<typeof proc>, Proc>,
  Same<z.infer<typeof continuousEffect>, ContinuousEffect>,
  Same<z.infer<typeof shield>, Shield>,
  Same<z.infer<typeof pendingTrigger>, PendingTrigger>,
  Same<z.infer<typeof delayedTrigger>, DelayedTrigger>,
  Same<z.infer<typeof combat>, CombatState>,
  Same<z.infer<typeof gameObject>, GameObject>,
  Same<z.infer<typeof player>, PlayerState>,
  Same<z.infer<typeof rulesViewSchema>, RulesView>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
void checks;

/** Classic's view and its actions as the Play screen's table reads them (the renderer takes types only). */
export type ClassicView = z.infer<typeof rulesViewSchema>;
export type ClassicAction = z.infer<typeof action>;
export type ClassicCardDef = z.infer<typeof cardDefSchema>;
