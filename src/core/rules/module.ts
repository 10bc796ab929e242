/**
 * What a variant gives the core: the turn plan as data, the combat module, and the rule switches.
 * Classic Magic is `CLASSIC_MODULE`; Magic Combat skips steps and draws three; Magic Combat with
 * Dice replaces the combat damage — each is a different value of this one type (004 §, 005 §).
 */
import type { Keyword } from '../effects/types';
import type { CardDef, RAbility, XCost } from './defs';
import type { Action, Pending } from './decisions';
import type { Draft } from './draft';
import type { ModuleProc, Proc } from './procs';
import type { Reader } from './reader';
import { STEP_IDS, type ObjId, type Seat, type StepId } from './types';

/** Combat as a replaceable module (CR 506–511): the steps' turn-based actions and their decisions. */
export interface CombatModule {
  id: string;
  /** Turn-based actions at the start of a combat step; returns false to skip the step (CR 508.8). */
  startStep(d: Draft, m: RulesModule, step: StepId): boolean;
  /** Runs the module's own procs (declaring attackers, blockers, ordering damage). */
  runProc(d: Draft, m: RulesModule, proc: Proc): 'wait' | 'done';
  /** The answer to one of its decisions. */
  answer(d: Draft, m: RulesModule, proc: Proc, action: Action): void;
  /** The answers its decisions allow. */
  legal(r: Reader, p: Pending): Action[];
  handles(p: Pending): boolean;
  /** At the end of a combat step: true = the step begins again (Magic Combat's fights, one per round of the step). */
  repeatStep?(d: Draft, m: RulesModule, step: StepId): boolean;
  /**
   * A copy of one of its own procs that a draft may write in place (Draft.ownTop), sharing only
   * what is never written. Absent: a deep copy of the data (`jsonClone`).
   */
  copyProc?: (p: ModuleProc) => ModuleProc;
}

export interface RulesModule {
  id: string;
  /** The steps of a turn in order (CR 500.1): a variant skips, repeats or replaces steps. */
  plan: StepId[];
  /** Cards drawn in the draw step (CR 504.1). */
  drawCount: number;
  /** CR 103.8a: the player who plays first skips the draw of their first turn (two players). */
  skipFirstDraw: boolean;
  /** Mana costs are paid (off for variants that play without mana). */
  mana: boolean;
  combat: CombatModule;
  /**
   * Variant timing (Magic Combat): false = may not be cast now; true = the timing is the variant's
   * (sorcery timing not checked); undefined = the usual rules. Costs and targets are checked either way.
   */
  castTiming?(r: Reader, seat: Seat, id: ObjId, def: CardDef): boolean | undefined;
  /** The same for activated abilities (CR 602.5 timing). */
  activateTiming?(r: Reader, seat: Seat, id: ObjId, a: RAbility): boolean | undefined;
  /**
   * What the variant's timing may allow now at all ({@link TIMING_HELD} | {@link TIMING_FROM} |
   * {@link TIMING_BATTLEFIELD}), so the enumeration skips whole lists. Exact: a clear bit means
   * `castTiming`/`activateTiming` answer false for every card or ability of that list now. Absent: all.
   */
  timingWindows?(r: Reader, seat: Seat): number;
  /** Costs the variant adds to casting (Magic Combat: sacrifice creatures to summon a big one). */
  extraCastCosts?(r: Reader, seat: Seat, id: ObjId, def: CardDef): XCost[];
  /** Cards castable from outside the hand (Magic Combat's face-down spell slots). */
  castFrom?(r: Reader, seat: Seat): ObjId[];
  /** With mana off: the largest X a spell or ability may take (none offered when absent). */
  maxX?(r: Reader, seat: Seat, mv: number): number;
  /** Turn-based actions of the variant when a (non-combat) step begins. */
  beginStep?(d: Draft, step: StepId): void;
  /** The variant's own checks before a player gets priority, like state-based actions; true = something happened. */
  beforePriority?(d: Draft): boolean;
  /** Keyword abilities the variant runs though the core does not (Magic Combat with Dice: banding, CR 702.22). */
  runsKeywords?: readonly Keyword[];
  /** Damage stays marked in cleanup (CR 514.2 off): Magic Combat with Dice heals it by paying life (004). */
  keepsDamage?: boolean;
}

/** `timingWindows`: a card in hand or graveyard may be cast, or an ability of one activated. */
export const TIMING_HELD = 1;
/** `timingWindows`: a card of `castFrom` may be cast. */
export const TIMING_FROM = 2;
/** `timingWindows`: an activated ability of a permanent may be activated. */
export const TIMING_BATTLEFIELD = 4;
export const TIMING_ALL = TIMING_HELD | TIMING_FROM | TIMING_BATTLEFIELD;

/** Classic's turn: every step, in order (a variant's plan skips, repeats or replaces some). */
export const CLASSIC_PLAN: StepId[] = [...STEP_IDS];

/** Steps in which no player gets priority unless something triggered (CR 502.4, 514.3). */
export const NO_PRIORITY: ReadonlySet<StepId> = new Set<StepId>(['untap', 'cleanup']);

/** The combat phase's steps (CR 506.1): beginning of combat to end of combat in the classic plan. */
export const COMBAT_STEPS: ReadonlySet<StepId> = new Set<StepId>(
  CLASSIC_PLAN.slice(CLASSIC_PLAN.indexOf('beginCombat'), CLASSIC_PLAN.indexOf('endCombat') + 1),
);
