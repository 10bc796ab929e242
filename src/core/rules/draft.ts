/**
 * The draft `apply` works on: a copy of the state whose containers are fresh and whose objects
 * are copied on first write (copy-on-write, like immer without proxies). Everything `apply` changes
 * goes through here, so the input state is never touched and only what changed is copied — the
 * search bots apply thousands of actions a second.
 */
import type { GameEvent } from '../engine/events';
import type { Chars } from './chars/types';
import { cloneProc, jsonClone, type ModuleProc, type Proc } from './procs';
import {
  charsSignature,
  forState,
  isTracked,
  rememberSignature,
  sameSignature,
  signatureOf,
  type Signature,
} from './chars/signature';
import { cachedChars } from './reader';
import type { RuleEvent } from './ruleEvents';
import { isSharedExtra, type Attacker } from './combat/state';
import type { GameObject, GameState, ObjId, PlayerState, Seat } from './types';
import { copyObj } from './objRecord';

export { copyObj };

/**
 * One event whose moves happen at once (CR 603.10a): what left the battlefield in it so far, and the
 * layers as it began (taken at its first move off the battlefield, in games where grants matter).
 */
export interface Together {
  left: RuleEvent[];
  layers: Chars | null;
}

/** A writable player record, field by field as `setup.ts` makes it (one hidden class: see `copyObj`). */
function copyPlayer(p: PlayerState): PlayerState {
  return {
    seat: p.seat,
    life: p.life,
    poison: p.poison,
    library: p.library.slice(),
    hand: p.hand.slice(),
    graveyard: p.graveyard.slice(),
    pool: p.pool.slice(),
    landsPlayed: p.landsPlayed,
    landLimit: p.landLimit,
    drewFromEmpty: p.drewFromEmpty,
    lost: p.lost,
    spellsCast: p.spellsCast,
    mulligans: p.mulligans,
    kept: p.kept,
    extraTurns: p.extraTurns,
    skipCombat: p.skipCombat,
    maxHandSize: p.maxHandSize,
    lastTurn: p.lastTurn,
    damagedTurn: p.damagedTurn,
    drewTurn: p.drewTurn,
    dealtCombat: p.dealtCombat,
  };
}

/**
 * The state's record with every container shared, written as one literal in one field order, so
 * every state has the same hidden class (a spread of a 24-field object took a slow generic path).
 */
function sharedState(state: GameState): GameState {
  return {
    cards: state.cards,
    objs: state.objs,
    players: state.players,
    battlefield: state.battlefield,
    stack: state.stack,
    exile: state.exile,
    turn: state.turn,
    active: state.active,
    stepIndex: state.stepIndex,
    step: state.step,
    priority: state.priority,
    passes: state.passes,
    pending: state.pending,
    procs: state.procs,
    triggers: state.triggers,
    effects: state.effects,
    shields: state.shields,
    delayed: state.delayed,
    combat: state.combat,
    ts: state.ts,
    sid: state.sid,
    rng: state.rng,
    result: state.result,
    config: state.config,
    // Always a key, even when undefined (saves drop it): every state keeps one hidden class.
    ext: state.ext,
  };
}

/** The draft's state: fresh containers, the rest shared. */
function copyState(state: GameState): GameState {
  const s = sharedState(state);
  s.players = state.players.slice();
  s.battlefield = state.battlefield.slice();
  s.stack = state.stack.slice();
  s.exile = state.exile.slice();
  // The list only: the draft copies a proc when it runs or answers it (`ownTop`); most live through many drafts untouched.
  s.procs = state.procs.slice();
  s.triggers = state.triggers.slice();
  s.effects = state.effects.slice();
  s.shields = state.shields.slice();
  s.delayed = state.delayed.slice();
  s.combat = state.combat ? copyCombat(state.combat) : null;
  s.rng = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  return s;
}

/**
 * The next state when only priority moves (engine.ts `passOn`): every container shared — states
 * never change once returned, and a draft copies what it writes.
 */
export function nextPriority(state: GameState, seat: Seat): GameState {
  const s = sharedState(state);
  s.priority = seat;
  s.passes = state.passes + 1;
  s.pending = { d: 'priority', seat };
  return s;
}

/**
 * An attacker's record field by field, in the order combat/classic.ts makes it (a spread copy took
 * V8's slow generic path: about 1 % of a Classic game, at every draft during combat).
 */
function copyAttacker(a: Attacker): Attacker {
  return {
    obj: a.obj,
    at: 'p' in a.at ? { p: a.at.p } : { o: a.at.o },
    blockers: a.blockers.slice(),
    blocked: a.blocked,
    band: a.band,
    struckFirst: a.struckFirst,
  };
}

/** A deep enough copy of combat for the draft to change it in place (was a JSON round trip: hot). */
function copyCombat(c: NonNullable<GameState['combat']>): NonNullable<GameState['combat']> {
  const blocking: Record<number, ObjId[]> = {};
  // for-in, not Object.keys: the same keys in the same order (a plain record), without a list per apply.
  for (const k in c.blocking) blocking[Number(k)] = c.blocking[Number(k)]!.slice();
  const out: NonNullable<GameState['combat']> = {
    attackers: c.attackers.map(copyAttacker),
    blocking,
    defenders: c.defenders.slice(),
    firstStrikeDone: c.firstStrikeDone,
  };
  if (c.extra !== undefined) out.extra = isSharedExtra(c.extra) ? c.extra : jsonClone(c.extra);
  return out;
}

export class Draft {
  readonly s: GameState;
  /** The input state's objects: an entry of `s.objs` that is not the same record was written here. */
  private readonly base: readonly GameObject[];
  /** Whether `s.objs` is this draft's own copy yet (made on the first write: many actions only pass). */
  private objsCopied = false;
  /** Seats whose player record is this draft's own copy (made by `player()`: most actions write none). */
  private playersCopied = 0;
  /** The input state's procs: one of them still in `s.procs` is shared and copied before a write. */
  private readonly baseProcs: readonly Proc[];
  /** Rule events not yet checked for triggers. */
  events: RuleEvent[] = [];
  /** An event whose moves happen at once is under way (zones.ts `beginTogether`). */
  batching = false;
  /** What it has moved off the battlefield so far: made at its first such move (most events move none). */
  together: Together | null = null;
  /** Each event off the battlefield moved in a batch, with its batch's list (collectTriggers reads and clears it). */
  leftWith: Map<RuleEvent, RuleEvent[]> | null = null;
  /** Log lines for people, in order. */
  readonly log: GameEvent[] = [];
  private cache: Chars | null = null;
  /** The inputs `cache` was computed from; null when it may not be kept or handed on. */
  private charsSig: Signature | null = null;
  /** Something changed since `cache` was computed: its signature decides before it is used again. */
  private stale = false;
  /**
   * Counts writes through the draft (`mut`, `add`, `player`, `touch`): while it stands, with the
   * same stack, triggers and turn position, state-based actions found nothing last time find
   * nothing again (sba.ts), so the check is skipped.
   */
  version = 0;
  /** What the last check that found nothing saw (sba.ts); null: none yet in this draft. */
  sbaSeen: number[] | null = null;
  /** The combat that check saw (a new one each combat: the record is replaced, not reset). */
  sbaCombat: GameState['combat'] = null;
  /** The variant's checks before priority would find nothing now (engine.ts `advance`). */
  settled = false;
  /**
   * They would have found nothing on the input state (its reader's `SETTLED`): a variant may skip
   * its first check while nothing it reads was written (Magic Combat's hooks.ts).
   */
  settledInput = false;
  /** The input state's variant state (`ext`): the same object means the variant wrote none of it. */
  readonly inputExt: unknown;

  /**
   * Characteristics of the current state. After a change they are kept only when every input they
   * read is the same (chars/signature.ts: a card drawn or a spell put on the stack changes none),
   * so they are always exactly what a fresh computation would give.
   */
  get charsCache(): Chars | null {
    if (this.stale) {
      this.stale = false;
      const same = this.cache && this.charsSig && sameSignature(this.charsSig, this.s);
      this.cache = same && this.cache ? forState(this.cache) : null;
      if (!this.cache) this.charsSig = null;
    }
    return this.cache;
  }

  set charsCache(c: Chars | null) {
    this.cache = c;
    this.stale = false;
  }

  private invalidate(): void {
    if (this.charsSig) this.stale = true;
    else this.cache = null;
  }

  /** `known`: the layers a reader already computed for this state (same objects, same layers). */
  constructor(state: GameState, known: Chars | null = cachedChars(state)) {
    this.charsCache = known;
    const c = this.charsCache;
    if (c && isTracked(c)) this.charsSig = signatureOf(c) ?? charsSignature(state, c);
    this.base = state.objs;
    this.baseProcs = state.procs;
    this.inputExt = state.ext;
    this.s = copyState(state);
  }

  /**
   * The innermost proc, writable: copied the first time in this draft (procs are written in place
   * only by whoever runs or answers the innermost one — engine.ts). Undefined when there is none.
   * `copyModule`: the combat module's copy of its own procs (CombatModule.copyProc).
   */
  ownTop(copyModule?: (p: ModuleProc) => ModuleProc): Proc | undefined {
    const procs = this.s.procs;
    const i = procs.length - 1;
    const p = procs[i];
    if (p === undefined || !this.baseProcs.includes(p)) return p;
    const c = cloneProc(p, copyModule);
    procs[i] = c;
    return c;
  }

  obj(id: ObjId): GameObject {
    const o = this.s.objs[id];
    if (!o) throw new Error(`rules: no object ${id}`);
    return o;
  }

  /**
   * The object, writable: copied the first time it is written in this draft. Writing tapped, damage
   * or flags does not change characteristics; code that changes counters, attachments or control
   * calls `touch()` (zone changes do, through `add`).
   */
  mut(id: ObjId): GameObject {
    this.version++;
    const o = this.obj(id);
    if (this.objsCopied && o !== this.base[id]) return o; // already copied (or added) by this draft
    const c = copyObj(o);
    this.writableObjs()[id] = c;
    return c;
  }

  /** A new object (never seen by any earlier state): owned by this draft. */
  add(o: GameObject): void {
    this.version++;
    if (!this.objsCopied && o.id === this.s.objs.length) {
      // The usual first write of a zone change: one copy with the new record, not a copy then a growth.
      this.s.objs = this.s.objs.concat([o]);
      this.objsCopied = true;
    } else this.writableObjs()[o.id] = o;
    this.invalidate();
  }

  private writableObjs(): GameObject[] {
    if (!this.objsCopied) {
      this.s.objs = this.s.objs.slice();
      this.objsCopied = true;
    }
    return this.s.objs;
  }

  /** The player, writable: copied the first time it is asked for in this draft (reads use `s.players`). */
  player(seat: Seat): PlayerState {
    const p = this.s.players[seat];
    if (!p) throw new Error(`rules: no seat ${seat}`);
    this.version++;
    if (this.playersCopied & (1 << seat)) return p;
    this.playersCopied |= 1 << seat;
    const c = copyPlayer(p);
    this.s.players[seat] = c;
    return c;
  }

  /** Something changed that characteristics may depend on (an effect added or ended). */
  touch(): void {
    this.version++;
    this.invalidate();
  }

  computed(c: Chars): void {
    // Records this draft owns are written in place by later `mut` calls: the signature copies them.
    this.charsSig = isTracked(c) ? charsSignature(this.s, c, (o) => this.objsCopied && o !== this.base[o.id]) : null;
  }

  /**
   * The characteristics the final state would compute, when the draft's are exactly those: the
   * inputs they were computed from are unchanged (see chars/signature.ts). Null otherwise.
   */
  finalChars(): Chars | null {
    // Stale: the getter compares the signature now and gives fresh characteristics for this state.
    const checked = this.stale;
    const c = this.charsCache;
    if (!c || !this.charsSig) return null;
    if (!checked && !sameSignature(this.charsSig, this.s)) return null;
    const out = checked ? c : forState(c);
    rememberSignature(out, this.charsSig);
    return out;
  }

  emit(e: RuleEvent): void {
    this.events.push(e);
  }

  say(text: string, seat?: number, extra: Record<string, unknown> = {}): void {
    this.log.push({ type: 'rules', text, ...(seat !== undefined ? { seat } : {}), ...extra });
  }

  nextTs(): number {
    return ++this.s.ts;
  }
}
