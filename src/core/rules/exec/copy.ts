/**
 * "Copy target instant or sorcery spell. You may choose new targets for the copy." (Twincast,
 * Reverberate; CR 707.10). The copy is a stack object that is no card: a new object with the
 * spell's card as its characteristics, its modes, X, kicker and targets (CR 707.10), owned and
 * controlled by the player who put it on the stack. It is not cast. It resolves like the spell and
 * ceases to exist when it leaves the stack (CR 704.5e; `zones.ts` puts it in no zone list).
 */
import { abilityOf, effectsOf } from '../abilities';
import { sameTarget } from '../decisions';
import { objName, seatName, targetName } from '../names';
import { objectsIn, resolveRef, type ExecCtx } from '../refs';
import { candidates, slotRefs } from '../targets';
import type { StackItem, Target } from '../types';
import { newObject } from '../zones';
import type { ExecResult, ExecTable } from './types';

/** Puts a copy of `orig` on the stack under `seat`; returns its stack item. */
function putCopy(x: ExecCtx, orig: StackItem): StackItem {
  const { d } = x;
  const seat = x.p.ctx.controller;
  const id = newObject(d, d.obj(orig.obj).card, seat, 'stack', false);
  const w = d.mut(id);
  w.copy = true;
  w.cast = { x: orig.x, kicked: orig.kicked };
  const { flashback: _fb, ...rest } = orig; // a copy is never exiled by flashback (it ceases to exist)
  void _fb;
  const item: StackItem = {
    ...rest,
    sid: id,
    obj: id,
    controller: seat,
    targets: orig.targets.map((ts) => ts.slice()),
    modes: orig.modes ? orig.modes.slice() : null,
    copy: true,
  };
  d.s.stack.push(item);
  d.say(`${seatName(seat)} copies ${objName(d, orig.obj)}.`, seat);
  return item;
}

/** Every chosen target of the copy, as (slot, index) in slot order, with the reference it answers. */
function places(x: ExecCtx, it: StackItem) {
  const refs = slotRefs(effectsOf(abilityOf(x.d.s, it.ability)), it.modes);
  return refs.flatMap((ref) => (it.targets[ref.slot] ?? []).map((_, j) => ({ ref, j })));
}

/**
 * CR 707.10c: the copy's controller may change any of its targets, one at a time, to another
 * legal target (keeping the same one is always an answer; a target with no alternative stays).
 */
function newTargets(x: ExecCtx): ExecResult {
  const { d, f } = x;
  const copyId = objectsIn(f.acc ?? [])[0]!;
  const at = d.s.stack.findIndex((i) => i.obj === copyId);
  const it = d.s.stack[at];
  if (!it) return 'done';
  const all = places(x, it);
  let stage = f.stage ?? 0;
  const ans = f.ans;
  delete f.ans;
  if (ans?.t === 'pick' && all[stage]) {
    const { ref, j } = all[stage]!;
    const slot = it.targets[ref.slot]!.slice();
    if (!sameTarget(slot[j]!, ans.v))
      d.say(`${objName(d, copyId)} now targets ${targetName(d, ans.v)}.`, it.controller);
    slot[j] = ans.v;
    // Copy on write: the item may be shared with the state before this action.
    d.s.stack[at] = { ...it, targets: it.targets.map((ts, i) => (i === ref.slot ? slot : ts)) };
    stage++;
  }
  for (; stage < all.length; stage++) {
    const cur = d.s.stack[at]!;
    const { ref, j } = all[stage]!;
    const mine = cur.targets[ref.slot]!;
    const now = mine[j]!;
    // CR 115.3: one "target" word never names the same object twice.
    const others = mine.filter((_, i) => i !== j);
    const options = [
      now,
      ...candidates(d, ref, { controller: cur.controller, source: copyId }).filter((t) => !sameTarget(t, now)),
    ].filter((t) => !others.some((o) => sameTarget(o, t)));
    if (options.length <= 1) continue;
    f.stage = stage;
    d.s.pending = {
      d: 'target',
      seat: cur.controller,
      slot: ref.slot,
      options,
      min: 1,
      max: 1,
      chosen: [],
      prompt: `Choose a new target for ${objName(d, copyId)} instead of ${targetName(d, now)}, or keep it`,
    };
    return 'wait';
  }
  targeted(x, d.s.stack[at]!);
  return 'done';
}

/** The copy's targets become targets of a spell ("becomes the target" triggers; not "cast" ones). */
function targeted(x: ExecCtx, it: StackItem): void {
  for (const t of it.targets.flat()) if ('o' in t) x.d.emit({ e: 'targeted', obj: t.o, by: it.obj });
}

export const COPY: ExecTable = {
  copySpell: (x, e) => {
    if (x.f.acc?.length) return newTargets(x);
    const ts = resolveRef(x, e.what);
    if (!ts) return 'wait';
    const orig = x.d.s.stack.find((i) => i.kind === 'spell' && objectsIn(ts).includes(i.obj));
    if (!orig) return 'done';
    const copy = putCopy(x, orig);
    if (!e.newTargets || copy.targets.every((t) => t.length === 0)) {
      targeted(x, copy);
      return 'done';
    }
    x.f.acc = [{ o: copy.obj } as Target];
    x.f.stage = 0;
    return newTargets(x);
  },
};
