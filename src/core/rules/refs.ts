/**
 * What a reference names while a spell or ability resolves (CR 608.2): its chosen targets that are
 * still legal, "each creature", "~", "you", "it" (what the previous part named), "its controller",
 * "defending player", and objects the player chooses without targeting (asked as a decision).
 */
import type { Amount, Filter, Ref } from '../effects/types';
import { charsOf } from './chars/compute';
import type { Draft } from './draft';
import { objectMatches, playerMatches } from './match';
import type { RulesModule } from './module';
import type { Frame, ResolveProc } from './procs';
import type { ObjId, Target } from './types';
import { objectsInZone } from './zones';

export interface ExecCtx {
  d: Draft;
  m: RulesModule;
  p: ResolveProc;
  f: Frame;
}

/** An amount: a number, or X (the frame's, else the spell's), times the frame's "for each". */
export function amountOf(x: ExecCtx, a: Amount): number {
  const base = a === 'X' ? (x.f.x ?? x.p.ctx.x) : a;
  return base * (x.f.mult ?? 1);
}

/** Everything matching `f` now, players first ("each creature and each player"). */
export function eachMatching(x: ExecCtx, f: Filter): Target[] {
  const ctx = { controller: x.p.ctx.controller, source: x.p.ctx.source };
  const out: Target[] = [];
  if (f.types.includes('player') || f.types.includes('opponent'))
    for (const p of x.d.s.players) if (playerMatches(x.d, p.seat, f, ctx)) out.push({ p: p.seat });
  for (const id of objectsInZone(x.d.s, f, true)) if (objectMatches(x.d, charsOf(x.d, id), f, ctx)) out.push({ o: id });
  return out;
}

const isIllegal = (x: ExecCtx, t: Target) =>
  x.p.ctx.illegal.some((i) => ('p' in i ? 'p' in t && i.p === t.p : 'o' in t && i.o === t.o));

/**
 * The players and objects `ref` names, or null when a decision was asked (a non-targeted choice:
 * the answer comes back in the frame and the same call then returns it).
 */
export function resolveRef(x: ExecCtx, ref: Ref): Target[] | null {
  const { d, p } = x;
  const ctx = p.ctx;
  switch (ref.ref) {
    case 'target': {
      const slot = (ref as { slot?: number }).slot ?? 0;
      return (ctx.targets[slot] ?? []).filter((t) => !isIllegal(x, t));
    }
    case 'each':
      return eachMatching(x, ref.filter);
    case 'self':
      return [{ o: ctx.source }];
    case 'you':
      return [{ p: ctx.controller }];
    case 'it':
      return ctx.it.length ? ctx.it : ctx.subject.length ? ctx.subject : [{ o: ctx.source }];
    case 'itsController': {
      const from = ctx.it.length ? ctx.it : ctx.subject;
      return from.map((t) => ('p' in t ? t : { p: d.obj(t.o).controller }));
    }
    case 'defendingPlayer': {
      const a = d.s.combat?.attackers.find((at) => at.obj === ctx.source);
      if (a && 'p' in a.at) return [a.at];
      const def = d.s.combat?.defenders[0];
      return def !== undefined ? [{ p: def }] : [];
    }
    case 'enchanted':
    case 'equipped': {
      const to = d.obj(ctx.source).attachedTo;
      return to !== null ? [{ o: to }] : [];
    }
    case 'choose':
      return choose(x, ref.filter, amountOf(x, ref.count), ctx.controller);
  }
}

/** A non-targeted choice of `count` objects matching `filter` by `seat` (CR 608.2d: chosen on resolution). */
export function choose(
  x: ExecCtx,
  filter: Filter,
  count: number,
  seat: number,
  hidden = false,
  prompt = 'Choose',
): Target[] | null {
  return chooseFrom(x, () => eachMatching(x, filter), count, seat, hidden, prompt);
}

/**
 * A choice of `count` among `all()` by `seat`, one pick at a time; forced choices are made for them.
 * `ordered`: the order of the picks matters (putting cards back in any order): only the last one is
 * forced. `search`: a search of a library, never forced or skipped and ended by `done` at any time
 * (CR 701.19b: a player need not find a card) — whether it asks must not tell the others what the
 * library holds.
 */
export function chooseFrom(
  x: ExecCtx,
  all: () => Target[],
  count: number,
  seat: number,
  hidden: boolean,
  prompt: string,
  how: 'free' | 'ordered' | 'search' = 'free',
): Target[] | null {
  const f = x.f;
  if (f.ans?.t === 'pick') (f.acc ??= []).push(f.ans.v);
  const done = f.ans?.t === 'done';
  delete f.ans;
  const acc = f.acc ?? [];
  const options = all().filter((t) => !acc.some((a) => 'o' in a && 'o' in t && a.o === t.o));
  if (done || acc.length >= count || (options.length === 0 && how !== 'search')) return finishChoice(f, acc);
  if (how === 'free' && options.length <= count - acc.length) return finishChoice(f, [...acc, ...options]);
  if (how === 'ordered' && options.length === 1) return finishChoice(f, [...acc, ...options]);
  f.acc = acc;
  const min = how === 'search' ? 0 : 1;
  x.d.s.pending = { d: 'choose', seat, options, min, max: 1, chosen: acc.slice(), prompt, hidden };
  return null;
}

function finishChoice(f: Frame, picked: Target[]): Target[] {
  delete f.acc;
  return picked;
}

export const objectsIn = (ts: Target[]): ObjId[] => ts.flatMap((t) => ('o' in t ? [t.o] : []));
export const playersIn = (ts: Target[]): number[] => ts.flatMap((t) => ('p' in t ? [t.p] : []));

/** Objects that are still on the battlefield (effects on a moved object do nothing, CR 400.7). */
export function onBattlefield(x: ExecCtx, ts: Target[]): ObjId[] {
  return objectsIn(ts).filter((id) => {
    const o = x.d.obj(id);
    return o.zone === 'battlefield' && o.next < 0;
  });
}

export type { Frame };
