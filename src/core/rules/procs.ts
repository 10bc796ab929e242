/**
 * Work in progress, as data (`GameState.procs`, innermost last): casting a spell, resolving it,
 * combat damage, the mulligan round … A proc runs until it needs a decision — it sets
 * `GameState.pending` and the game waits — or is done and pops. The answer goes back to the proc
 * that asked, which resumes where it stopped: resolution is resumable, and a saved game is still
 * just its seed and its actions.
 */
import type { Action } from './decisions';
import type { XCost, XEffect } from './defs';
import type { ManaCost } from './mana';
import type { ObjId, Seat, StackItem, Target } from './types';

/** A list of effects being run, and where in it the resolution is. */
export interface Frame {
  effects: XEffect[];
  i: number;
  /** X for the effects of this frame ("for each", "where X is …"); else the spell's X. */
  x?: number;
  /** "for each …": the amounts of this frame's effects are multiplied by this. */
  mult?: number;
  /** Scratch for an effect that asks several times (cards chosen so far, its stage). */
  acc?: Target[];
  stage?: number;
  /** What earlier players chose, acted on with the last player's choice (CR 101.4: "each player sacrifices …"). */
  held?: ObjId[];
  /** The answer to the decision the current effect asked for. */
  ans?: Action;
}

/** What a resolving spell or ability knows (CR 608.2). */
export interface ResCtx {
  source: ObjId;
  controller: Seat;
  targets: Target[][];
  x: number;
  /** "it", "that creature", "that player": what the last reference named. */
  it: Target[];
  kicked: boolean;
  subject: Target[];
  amount: number;
  /** "If you do": whether the last optional part was done. */
  did: boolean;
  /** Targets that were illegal on resolution (CR 608.2b): effects on them do nothing. */
  illegal: Target[];
}

/** Announcing a spell or an ability (CR 601.2, 602.2): modes, X, targets, costs, in that order. */
export interface AnnounceProc {
  p: 'announce';
  item: StackItem;
  stage: 'modes' | 'x' | 'kicker' | 'targets' | 'costs' | 'pay';
  /** The next target slot to fill. */
  slot: number;
  /** Costs other than mana still to pay (sacrifice, discard …), in order. */
  costs: XCost[];
  mana: ManaCost;
  /** The card being cast stays in its zone until the costs are paid (so an illegal cast undoes nothing). */
  from: 'hand' | 'graveyard' | 'battlefield' | 'none';
  /** Cast with flashback: exiled when it leaves the stack (CR 702.34a). */
  flashback: boolean;
  /** Cast face down with morph (CR 702.37c): a nameless 2/2 for {3}, seen by its controller only. */
  faceDown?: boolean;
  /** Cast with its buyback cost paid (CR 702.27a): back to the hand as it resolves. */
  buyback?: boolean;
  /** Cast for its evoke cost (CR 702.74a): sacrificed as it enters. */
  evoke?: boolean;
  /** Cast for its dash cost (CR 702.109a): haste, back to the hand at the next end step. */
  dash?: boolean;
  /** Extra modes paid for with escalate (CR 702.120a): that many modes beyond the spell's number. */
  escalate?: number;
  /** Times the replicate cost was paid (CR 702.56a): that many copies. */
  replicate?: number;
  /** Colours of mana spent on a spell with sunburst (CR 702.44a): its counters as it enters. */
  sunburst?: number;
  /** Which half of a split card (CR 709.3). */
  half: number;
  /** The answer to the decision this proc asked for. */
  ans?: Action;
  /** Targets chosen so far for the slot being filled. */
  chosen: Target[];
}

/** Drawing cards one at a time while dredge may replace a draw (CR 702.52a, keywords/dredge.ts). */
export interface DrawProc {
  p: 'draw';
  seat: Seat;
  /** Draws still to make. */
  left: number;
  ans?: Action;
}

/** Combat damage the banding player divides (CR 702.22j): `n` points of `src` among `options`. */
export interface BandSplit {
  src: ObjId;
  seat: Seat;
  n: number;
  options: ObjId[];
}

/** Banded combat damage being divided before a damage step deals it (combat/bandDamage.ts). */
export interface BandDamageProc {
  p: 'bandDamage';
  first: boolean;
  asUnblocked: ObjId[];
  /** The sources divided here (they deal only `hits`). */
  srcs: ObjId[];
  splits: BandSplit[];
  hits: { src: ObjId; to: Target; n: number }[];
}

export interface ResolveProc {
  p: 'resolve';
  item: StackItem;
  frames: Frame[];
  ctx: ResCtx;
}

export type CoreProc =
  /** `begin`: cards the seats' keep answers put onto the battlefield once all have kept (CR 103.6). */
  | { p: 'mulligan'; order: Seat[]; i: number; begin?: ObjId[] }
  | AnnounceProc
  | ResolveProc
  | DrawProc
  /** `end`: the attacking player said `done`. */
  | { p: 'attackers'; end?: boolean }
  /** Defending players declare blockers in turn. */
  | { p: 'blockers'; order: Seat[]; i: number }
  /** Attacking players order blockers (CR 510.1c). */
  | { p: 'damageOrder'; queue: ObjId[]; ordered: ObjId[] }
  /** "You may have ~ assign its combat damage as though it weren't blocked": asked per attacker, then damage. */
  | { p: 'asUnblocked'; first: boolean; queue: ObjId[]; yes: ObjId[] }
  /** CR 702.22c: the attacking player forms attacking bands (combat/bands.ts). */
  | { p: 'band'; members: ObjId[]; next: number; over?: boolean }
  | BandDamageProc
  /** Untap step: permanents whose controller may choose not to untap them (CR 502.3). */
  | { p: 'mayUntap'; queue: ObjId[]; ans?: Action }
  /** Cleanup: discard to hand size (CR 514.1). */
  | { p: 'discardToHand'; ans?: Action };

/** A combat module's own work (Magic Combat with Dice's rolls): `p` starts with its id. */
export interface ModuleProc {
  p: `x:${string}`;
  [key: string]: unknown;
}

export type Proc = CoreProc | ModuleProc;

const isModuleProc = (p: Proc): p is ModuleProc => p.p.startsWith('x:');

/**
 * Copies a proc deeply enough that the draft may change it in place (effect trees and answers are
 * shared: nothing writes them). `copyModule`: the combat module's copy of its own procs (`x:…`).
 */
export function cloneProc(p: Proc, copyModule?: (p: ModuleProc) => ModuleProc): Proc {
  switch (p.p) {
    case 'resolve':
      return {
        ...p,
        item: cloneItem(p.item),
        frames: p.frames.map((f) => ({
          ...f,
          ...(f.acc ? { acc: f.acc.slice() } : {}),
          ...(f.held ? { held: f.held.slice() } : {}),
        })),
        ctx: {
          ...p.ctx,
          targets: p.ctx.targets.map((t) => t.slice()),
          it: p.ctx.it.slice(),
          illegal: p.ctx.illegal.slice(),
        },
      };
    case 'announce':
      return { ...p, item: cloneItem(p.item), costs: p.costs.slice(), chosen: p.chosen.slice() };
    case 'mulligan':
    case 'blockers':
      return { ...p, order: p.order.slice() };
    case 'damageOrder':
      return { ...p, queue: p.queue.slice(), ordered: p.ordered.slice() };
    case 'asUnblocked':
      return { ...p, queue: p.queue.slice(), yes: p.yes.slice() };
    case 'discardToHand':
      // Literals, not jsonClone's walk (44 a Magic Combat game): `ans` set after, as the runner sets it.
      return p.ans === undefined ? { p: 'discardToHand' } : { p: 'discardToHand', ans: p.ans };
    case 'mayUntap': {
      const c: Extract<Proc, { p: 'mayUntap' }> = { p: 'mayUntap', queue: p.queue.slice() };
      if (p.ans !== undefined) c.ans = p.ans;
      return c;
    }
    default:
      return copyModule && isModuleProc(p) ? copyModule(p) : (jsonClone(p) as Proc);
  }
}

/**
 * What `JSON.parse(JSON.stringify(x))` gives for plain data (a variant's procs and combat state,
 * copied at every apply), without the text in between: undefined fields dropped, undefined and
 * non-finite numbers in lists as null, non-finite numbers as null.
 */
export function jsonClone(x: unknown): unknown {
  if (typeof x === 'number') return Number.isFinite(x) ? (x === 0 ? 0 : x) : null;
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) {
    const out: unknown[] = new Array<unknown>(x.length);
    for (let i = 0; i < x.length; i++) {
      const v: unknown = x[i];
      out[i] = v === undefined || typeof v === 'function' || typeof v === 'symbol' ? null : jsonClone(v);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  // for-in, not Object.keys: the same keys in the same order for plain data, without a list per object.
  for (const k in x) {
    const v = (x as Record<string, unknown>)[k];
    if (v !== undefined && typeof v !== 'function' && typeof v !== 'symbol') out[k] = jsonClone(v);
  }
  return out;
}

export function cloneItem(i: StackItem): StackItem {
  return {
    ...i,
    targets: i.targets.map((t) => t.slice()),
    modes: i.modes ? i.modes.slice() : null,
    subject: i.subject.slice(),
  };
}
