/**
 * The rules core's game state: plain JSON, never mutated once `apply` has returned it.
 *
 * Objects and zones follow CR 400: every card or token is a {@link GameObject} with an id; a zone
 * change makes a NEW object with a new id (CR 400.7), and the old record stays behind (with
 * `next` set) so "last known information" (CR 608.2h) is at hand for dies/leaves triggers.
 * Zones are id lists: a player's library (top = the END of the array, so a draw is a pop), hand and
 * graveyard (top = end); the battlefield and exile are shared; the stack is {@link StackItem}s.
 */
import type { RngState } from '../engine/rng';
import type { GameResult, Seat } from '../engine/variant';
import type { CardDef, XEffect } from './defs';
import type { Keyword } from '../effects/types';
import type { Pending } from './decisions';
import type { Proc } from './procs';
import type { RulesConfig } from './config';
import type { CombatState } from './combat/state';
import type { ContinuousEffect, DelayedTrigger, PendingTrigger, Shield } from './effectsState';

export type { Seat };
export type ObjId = number;

/** A player or an object: what a target, an "it" or a damage recipient is. */
export type Target = { p: Seat } | { o: ObjId };

export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile';

export interface GameObject {
  id: ObjId;
  /** Index into `GameState.cards`. */
  card: number;
  owner: Seat;
  controller: Seat;
  zone: Zone;
  /** The object this one became when it changed zones (CR 400.7); -1 while it is where it is. */
  next: ObjId;
  tapped: boolean;
  /** Damage marked on it this turn (CR 120.3e); removed in cleanup (CR 514.2). */
  damage: number;
  /** Dealt damage by a deathtouch source since the last state-based action check (CR 704.5h). */
  deathtouched: boolean;
  /** Counters by kind: `{ '+1/+1': 2 }`; null when none. */
  counters: Record<string, number> | null;
  /** The permanent an Aura or Equipment is attached to (CR 301.5, 303.4). */
  attachedTo: ObjId | null;
  /** The turn it came under its controller's control: summoning sickness (CR 302.6). */
  since: number;
  faceDown: boolean;
  /** When it entered its zone: the order of continuous effects from its statics (CR 613.7). */
  timestamp: number;
  token: boolean;
  /** Regeneration shields (CR 701.15). */
  regen: number;
  /** Seats that know what this object is while it is in a hidden zone (bit i = seat i). */
  seenBy: number;
  /** CR 702.103b: cast for its bestow cost: an Aura while on the stack or attached (keywords/bestow.ts). */
  bestowed?: boolean;
  /** CR 702.27a: a spell cast with its buyback cost paid. */
  buyback?: boolean;
  /** CR 702.62a: exiled with suspend (its time counters count down at its owner's upkeeps). */
  suspended?: boolean;
  /** CR 702.55a: exiled with haunt, haunting this permanent. */
  haunting?: ObjId;
  /** CR 702.84a: returned by unearth: exiled if it would leave the battlefield. */
  unearthed?: boolean;
  /** CR 702.26: phased out: still this object on the battlefield, but out of its list (keywords/phasing.ts). */
  phasedOut?: boolean;
  /** CR 702.30a: its controller's upkeep has begun since it came under their control (echo is owed once). */
  echoed?: boolean;
  /** CR 702.112b: renowned (a designation, not a counter). */
  renowned?: boolean;
  /** The turn a once-each-turn ability of it was last activated (CR 606.3 loyalty abilities). */
  usedTurn?: number;
  /** X paid and kicker, remembered from the spell for its permanent's abilities (CR 107.3m). */
  cast?: {
    x: number;
    kicked: boolean;
    evoked?: boolean;
    dashed?: boolean;
    rebound?: boolean;
    suspended?: boolean;
    unleashed?: boolean;
    /** CR 702.82a devour, 702.38a amplify: the +1/+1 counters chosen as it resolved. */
    counters?: number;
    /** CR 702.44a: the number of colours of mana spent to cast it (cast with sunburst). */
    sunburst?: number;
  };
  /** A copy of a spell (CR 707.10): no card; it ceases to exist when it leaves the stack (CR 704.5e). */
  copy?: boolean;
}

export interface PlayerState {
  seat: Seat;
  life: number;
  poison: number;
  library: ObjId[];
  hand: ObjId[];
  graveyard: ObjId[];
  /** Unspent mana (CR 106.4): symbols like 'W', 'U', 'C'; emptied at the end of each step. */
  pool: string[];
  landsPlayed: number;
  /** Lands this player may play this turn (CR 305.2). */
  landLimit: number;
  /** Tried to draw from an empty library since the last check (CR 704.5b). */
  drewFromEmpty: boolean;
  lost: boolean;
  /** Spells cast this turn (for "can't cast more than one spell each turn" and storm). */
  spellsCast: number;
  /** Mulligans taken (London mulligan, CR 103.5). */
  mulligans: number;
  kept: boolean;
  /** Extra turns to take after the current one (CR 500.7). */
  extraTurns: number;
  /** Combat phases to skip (CR 500.11). */
  skipCombat: number;
  maxHandSize: number | null;
  /** The turn in which this player was last dealt damage (bloodthirst, CR 702.54a); -1: never. */
  damagedTurn: number;
  /** The turn number of this player's most recent turn (summoning sickness, CR 302.6). */
  lastTurn: number;
  /** CR 702.76a prowl: the creature types of this player's creatures that dealt combat damage to a player in turn `turn`. */
  dealtCombat: { turn: number; types: string[] } | null;
  /** The turn in which this player last drew a card, once kept (miracle's "first card drawn this turn", CR 702.94a); -1: never. */
  drewTurn: number;
}

/** Something on the stack: a spell (its card is the object `obj`) or an ability (CR 113.7). */
export interface StackItem {
  /** Unique among stack items; a spell's id is its object's id. */
  sid: number;
  kind: 'spell' | 'activated' | 'triggered';
  /** The spell's object, or the ability's source (possibly gone: last known information). */
  obj: ObjId;
  controller: Seat;
  ability: AbilityRef;
  /** Chosen targets per target slot of the ability (CR 601.2c). */
  targets: Target[][];
  x: number;
  /** Chosen modes of a modal spell (CR 700.2). */
  modes: number[] | null;
  kicked: boolean;
  /** For triggered abilities: what the event was about ("that creature", "that player"). */
  subject: Target[];
  /** An amount the event carried ("that much damage", "that much life"). */
  amount: number;
  /** A delayed trigger's own effects (not an ability of its source's card). */
  inline?: XEffect[];
  /** Cast with flashback: exiled instead of going anywhere else (CR 702.34a). */
  flashback?: boolean;
  /** Copies (CR 707.10) cease to exist instead of going to a graveyard. */
  copy: boolean;
}

/**
 * Which ability: `a` indexes the card's abilities ({@link CardDef.abilities}); `g` picks a quoted
 * ability granted by that static ability's `g`-th effect (Auras granting "{T}: …", CR 113.1a).
 * `a = GRANTED_KEYWORD` is the `k`-th ability of keyword `kw` (with `of`: "frenzy 1") that another
 * object gave this one ("Sliver creatures you control have frenzy 1": keywords/granted.ts).
 */
export interface AbilityRef {
  card: number;
  a: number;
  g?: number;
  kw?: Keyword;
  of?: string;
  k?: number;
}

/** The steps of a Classic turn, in order (CR 500.1). */
export const STEP_IDS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface GameState {
  /** Card definitions, shared between states; tokens append theirs (copy on write). */
  cards: CardDef[];
  /** Every object ever, by id (ids are never reused). */
  objs: GameObject[];
  players: PlayerState[];
  battlefield: ObjId[];
  stack: StackItem[];
  exile: ObjId[];
  turn: number;
  active: Seat;
  /** Index into the turn plan; `step` is its id. */
  stepIndex: number;
  step: StepId;
  /** The seat holding priority, -1 when no one does (turn-based actions, resolving). */
  priority: Seat;
  /** Consecutive passes in a row (CR 117.4): all living players passing ends the step or resolves. */
  passes: number;
  /** What the game waits for; null while it runs. */
  pending: Pending | null;
  /** Work in progress (casting, resolving, combat damage …), innermost last. */
  procs: Proc[];
  /** Triggered abilities waiting to be put on the stack (CR 603.3). */
  triggers: PendingTrigger[];
  /** Continuous effects from resolved spells and abilities (CR 611.2). */
  effects: ContinuousEffect[];
  /** Prevention shields (CR 615). */
  shields: Shield[];
  delayed: DelayedTrigger[];
  combat: CombatState | null;
  /** Timestamp counter (CR 613.7). */
  ts: number;
  /** Stack item id counter. */
  sid: number;
  rng: RngState;
  result: GameResult | null;
  config: RulesConfig;
  /** A variant's own state (Magic Combat's slots and points): plain JSON, replaced whole, never changed in place. */
  ext?: unknown;
}
