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

class StateReader implements Reader {
  charsCache: Chars | null = null;
  constructor(readonly s: GameState) {}
  obj(id: ObjId): GameObject {
    const o = this.s.objs[id];
    if (!o) throw new Error(`rules: no object ${id}`);
    return o;
  }
}

/** The readers of the most recent states (recent.ts: a WeakMap by state made the GC copy every state). */
const readers = new Recent<GameState, StateReader>(16);

export function readerOf(state: GameState): Reader {
  let r = readers.get(state);
  if (!r) {
    r = new StateReader(state);
    readers.set(state, r);
  }
  return r;
}

/** Gives a finished state characteristics computed elsewhere (exactly its own: see chars/signature.ts). */
export function adoptChars(state: GameState, c: Chars): void {
  const r = readerOf(state);
  if (!r.charsCache) r.charsCache = c;
}

/** The characteristics already computed for `state`, if a reader asked. */
export function cachedChars(state: GameState): Chars | null {
  return readers.get(state)?.charsCache ?? null;
}
