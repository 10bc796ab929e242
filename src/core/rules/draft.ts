/**
 * The draft `apply` works on: a copy of the state whose containers are fresh and whose objects
 * are copied on first write (copy-on-write, like immer without proxies). Everything `apply` changes
 * goes through here, so the input state is never touched and only what changed is copied — the
 * search bots apply thousands of actions a second.
 */
import type { GameEvent } from '../engine/events';
import type { Chars } from './chars/types';
import { cloneProc } from './procs';
import { cachedChars } from './reader';
import type { RuleEvent } from './ruleEvents';
import type { GameObject, GameState, ObjId, PlayerState, Seat } from './types';

function copyPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    library: p.library.slice(),
    hand: p.hand.slice(),
    graveyard: p.graveyard.slice(),
    pool: p.pool.slice(),
  };
}

export class Draft {
  readonly s: GameState;
  private readonly owned = new Set<ObjId>();
  /** Rule events not yet checked for triggers. */
  events: RuleEvent[] = [];
  /** Log lines for people, in order. */
  readonly log: GameEvent[] = [];
  /** Characteristics of the current state, recomputed after any change. */
  charsCache: Chars | null = null;

  constructor(state: GameState) {
    // Same objects, same characteristics: start from what a reader already computed for this state.
    this.charsCache = cachedChars(state);
    this.s = {
      ...state,
      objs: state.objs.slice(),
      players: state.players.map(copyPlayer),
      battlefield: state.battlefield.slice(),
      stack: state.stack.slice(),
      exile: state.exile.slice(),
      procs: state.procs.map(cloneProc),
      triggers: state.triggers.slice(),
      effects: state.effects.slice(),
      shields: state.shields.slice(),
      delayed: state.delayed.slice(),
      combat: state.combat ? (JSON.parse(JSON.stringify(state.combat)) as GameState['combat']) : null,
      rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    };
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
    const o = this.obj(id);
    if (this.owned.has(id)) return o;
    const c: GameObject = { ...o, counters: o.counters ? { ...o.counters } : null };
    this.s.objs[id] = c;
    this.owned.add(id);
    return c;
  }

  /** A new object (never seen by any earlier state): owned by this draft. */
  add(o: GameObject): void {
    this.s.objs[o.id] = o;
    this.owned.add(o.id);
    this.charsCache = null;
  }

  player(seat: Seat): PlayerState {
    const p = this.s.players[seat];
    if (!p) throw new Error(`rules: no seat ${seat}`);
    return p;
  }

  /** Something changed that characteristics may depend on (an effect added or ended). */
  touch(): void {
    this.charsCache = null;
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
