/**
 * The rules-core half of the hidden-information probe (`variants/hiddenInfo.testkit.ts`): which
 * objects a twin must keep, how a twin trades the hidden cards, and the card names a seat sees.
 * Classic and Magic Combat share it; a variant adds what its own procs hold (`extraKept`).
 */
import { shuffleInPlace, type RngState } from '../engine';
import type { Action } from './decisions';
import type { GameState, Target } from './types';
import type { RulesView } from './view';

/**
 * Objects kept in the twin: those the action names (so the move stays legal) and those a decision
 * in progress already holds — the card being cast (it goes to the stack, face up, when paid), the
 * cards picked so far, the Leylines chosen with a keep — plus what `extraKept` adds per proc.
 */
export function keptByMove(
  s: GameState,
  a: Action,
  extraKept: (p: GameState['procs'][number], keep: (id: number) => void) => void = () => {},
): Set<number> {
  const out = new Set<number>();
  const keep = (id: number) => void out.add(id);
  const add = (ts: readonly Target[]) => ts.forEach((t) => 'o' in t && out.add(t.o));
  if ('o' in a) out.add(a.o);
  if (a.t === 'block') out.add(a.at);
  if (a.t === 'attack') add([a.at]);
  if (a.t === 'pick') add([a.v]);
  if (a.t === 'keep') for (const o of a.begin ?? []) out.add(o);
  if (s.pending && 'chosen' in s.pending && s.pending.d !== 'mode') add(s.pending.chosen);
  for (const p of s.procs) {
    if (p.p === 'announce') out.add(p.item.obj);
    if (p.p === 'mulligan') for (const o of p.begin ?? []) out.add(o);
    if (p.p === 'resolve') for (const f of p.frames) add(f.acc ?? []);
    extraKept(p, keep);
  }
  return out;
}

/** The twin: the cards of `ids` shuffled among them (apply never changes its input, so the rest is shared). */
export function tradeCards(s: GameState, ids: readonly number[], rng: RngState): GameState | null {
  if (ids.length < 2) return null;
  const cards = shuffleInPlace(
    rng,
    ids.map((id) => s.objs[id]!.card),
  );
  const objs = s.objs.slice();
  ids.forEach((id, i) => (objs[id] = { ...objs[id]!, card: cards[i]! }));
  return { ...s, objs };
}

/** Names of the non-token cards `view` shows (`visible`) or hides (`!visible`). */
export function namesSeen(s: GameState, view: RulesView, visible: boolean): Set<string> {
  const out = new Set<string>();
  for (const o of s.objs) if (!o.token && view.objs[o.id]!.card >= 0 === visible) out.add(s.cards[o.card]!.name);
  return out;
}
