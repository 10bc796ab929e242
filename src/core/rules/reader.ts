/**
 * Read access to a game, for everything that only looks (legal actions, views, the bots'
 * evaluation): the state plus a place for its computed characteristics. A `Draft` is a reader
 * too; for a finished state `readerOf(state)` gives one reader per recent state object (cached), so
 * the layers are computed once however many questions are asked about that state.
 */
import type { Chars } from './chars/types';
import { Recent } from './recent';
import type { GameObject, GameState, ObjId } from './types';

export interface Reader {
  readonly s: GameState;
  charsCache: Chars | null;
  obj(id: ObjId): GameObject;
  /** Told when characteristics were computed for the current state (a draft signs them). */
  computed?(c: Chars): void;
}

/** What the `apply` that returned a state found (engine.ts): facts about that state alone. */
export const CLEAN = 1; // no state-based action applies (sba.ts `startClean`)
export const SETTLED = 2; // the variant's checks before priority would find nothing (engine.ts `advance`)

export class StateReader implements Reader {
  charsCache: Chars | null = null;
  /** `CLEAN | SETTLED`: kept with the reader, so one ring look-up per state serves all three. */
  known = 0;
  constructor(readonly s: GameState) {}
  obj(id: ObjId): GameObject {
    const o = this.s.objs[id];
    if (!o) throw new Error(`rules: no object ${id}`);
    return o;
  }
}

/** The readers of the most recent states (recent.ts: a WeakMap by state made the GC copy every state). */
const readers = new Recent<GameState, StateReader>(16);

export function readerOf(state: GameState): StateReader {
  let r = readers.get(state);
  if (!r) {
    r = new StateReader(state);
    readers.add(state, r);
  }
  return r;
}

/** The reader of `state` if one was made recently (the start of `apply`: layers and what was found). */
export function recentReader(state: GameState): StateReader | undefined {
  return readers.get(state);
}

/** The characteristics already computed for `state`, if a reader asked. */
export function cachedChars(state: GameState): Chars | null {
  return readers.get(state)?.charsCache ?? null;
}
