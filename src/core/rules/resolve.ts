/**
 * Resolving the top of the stack (CR 608) as a resumable proc: targets are checked again (a spell
 * whose targets are all illegal does nothing, CR 608.2b), then the effect list runs one effect at a
 * time through the executor registry; an effect that needs a choice suspends and resumes with the
 * answer. A permanent spell then enters the battlefield (CR 608.3); others go to the graveyard.
 */
import { abilityOf, effectsOf } from './abilities';
import { charsOf } from './chars/compute';
import type { XEffect } from './defs';
import { T } from './defs';
import type { Draft } from './draft';
import { EXECUTORS } from './exec/registry';
import type { RulesModule } from './module';
import { objName } from './names';
import type { ResCtx, ResolveProc } from './procs';
import { slotRefs, stillLegal } from './targets';
import type { StackItem, Target } from './types';
import { addCounter } from './damage';
import { beginTogether, endTogether, moveObject } from './zones';
import { unbestow } from './keywords/bestow';
import { grantHaste, onDashedEnter } from './keywords/dash';
import { reboundExile } from './exec/rebound';

function itemEffects(d: Draft, it: StackItem): XEffect[] {
  return it.inline ?? effectsOf(abilityOf(d.s, it.ability));
}

/** All players passed: the top item starts resolving. */
export function startResolve(d: Draft): void {
  const s = d.s;
  // CR 608.2: the item stays on the stack while it resolves; it leaves as the last step.
  const it = s.stack[s.stack.length - 1];
  if (!it) return;
  const effects = itemEffects(d, it);
  const ctx: ResCtx = {
    source: it.obj,
    controller: it.controller,
    targets: it.targets,
    x: it.x,
    it: [],
    kicked: it.kicked,
    subject: it.subject,
    amount: it.amount,
    did: false,
    illegal: [],
  };
  const mctx = { controller: it.controller, source: it.obj };
  let total = 0;
  for (const ref of slotRefs(effects, it.modes)) {
    for (const t of it.targets[ref.slot] ?? []) {
      total++;
      if (!stillLegal(d, t, ref, mctx)) ctx.illegal.push(t);
    }
  }
  // CR 702.103e: a bestowed spell whose target is gone resolves as the creature spell.
  if (total > 0 && ctx.illegal.length === total && unbestow(d, it)) {
    s.procs.push({ p: 'resolve', item: it, frames: [], ctx });
    return;
  }
  if (total > 0 && ctx.illegal.length === total) {
    d.say(`${objName(d, it.obj)} does nothing: its targets are gone.`, it.controller);
    dropItem(d, it);
    if (it.kind === 'spell') leaveStack(d, it);
    return;
  }
  const top = it.modes ? effects : effects;
  s.procs.push({ p: 'resolve', item: it, frames: [{ effects: top, i: 0 }], ctx });
}

export function runResolve(d: Draft, m: RulesModule, p: ResolveProc): 'wait' | 'done' {
  for (let guard = 0; guard < 10_000; guard++) {
    const f = p.frames[p.frames.length - 1];
    if (!f) {
      finishResolve(d, p);
      return 'done';
    }
    const e = f.effects[f.i];
    if (!e) {
      p.frames.pop();
      continue;
    }
    const run = EXECUTORS[e.kind as keyof typeof EXECUTORS] as ((x: unknown, e: unknown) => unknown) | undefined;
    // One instruction's moves happen at once (CR 603.10a: "Destroy all creatures" is one event).
    const began = beginTogether(d);
    const r = run
      ? (run({ d, m, p, f }, e) as 'done' | 'wait' | { push: XEffect[]; x?: number; mult?: number })
      : 'done';
    endTogether(d, began);
    if (r === 'wait') return 'wait';
    f.i++;
    delete f.acc;
    delete f.stage;
    delete f.held;
    delete f.ans;
    if (r !== 'done')
      p.frames.push({
        effects: r.push,
        i: 0,
        ...(r.x !== undefined || f.x !== undefined ? { x: r.x ?? f.x } : {}),
        mult: (f.mult ?? 1) * (r.mult ?? 1),
      });
  }
  throw new Error('rules: resolution did not end');
}

/** Takes a finished (or countered) item off the stack. */
function dropItem(d: Draft, it: StackItem): void {
  d.s.stack = d.s.stack.filter((x) => x.sid !== it.sid);
}

function finishResolve(d: Draft, p: ResolveProc): void {
  const it = p.item;
  if (it.kind !== 'spell') {
    dropItem(d, it);
    return;
  }
  const o = d.obj(it.obj);
  if (o.zone !== 'stack' || o.next >= 0) return;
  const def = d.s.cards[o.card]!;
  if (def.types & (T.instant | T.sorcery)) {
    // CR 702.27a: bought back, it goes to its owner's hand as it resolves (not when countered).
    if (o.buyback) moveObject(d, it.obj, 'hand');
    else if (o.cast?.rebound)
      reboundExile(d, it); // CR 702.88a
    else leaveStack(d, it);
    return;
  }
  const nid = enterBattlefield(d, it.obj, it.controller);
  if (d.obj(nid).cast?.dashed) onDashedEnter(d, nid); // CR 702.109a
  if (d.obj(nid).cast?.suspended) grantHaste(d, nid); // CR 702.62a
  // CR 303.4f: an Aura spell enters attached to the object it targeted.
  const to = (it.targets[0] ?? []).find((t) => 'o' in t && !p.ctx.illegal.includes(t));
  const bestowed = o.bestowed === true;
  if ((def.subtypes.includes('Aura') || bestowed) && to && 'o' in to) {
    d.mut(nid).attachedTo = to.o;
    if (bestowed) d.mut(nid).bestowed = true; // CR 702.103b: an Aura on the battlefield
    d.touch();
  }
  d.say(`${objName(d, it.obj)} enters the battlefield.`, it.controller);
}

/** CR 608.2n: an instant or sorcery goes to its owner's graveyard (exile after flashback). */
export function leaveStack(d: Draft, it: StackItem): void {
  const o = d.obj(it.obj);
  if (o.zone !== 'stack' || o.next >= 0) return;
  moveObject(d, it.obj, it.flashback ? 'exile' : 'graveyard');
}

/** A permanent enters (CR 608.3, 614.1c): "enters tapped", "with N counters", a planeswalker's loyalty. */
export function enterBattlefield(d: Draft, id: number, controller: number, tapped = false): number {
  const o = d.obj(id);
  // CR 708.3: a face-down spell enters face down, with none of its card's "enters" replacements.
  if (o.faceDown) {
    const nid = moveObject(d, id, 'battlefield', { controller, tapped, faceDown: true });
    d.mut(nid).seenBy = o.seenBy;
    return nid;
  }
  const def = d.s.cards[o.card]!;
  let tap = tapped;
  const counters: [string, number][] = [];
  for (const a of def.abilities) {
    if (a.type !== 'static') continue;
    for (const e of a.effects) {
      if (e.kind !== 'entersWith') continue;
      const unless =
        e.unlessControl &&
        d.s.battlefield.some(
          (b) => charsOf(d, b).controller === controller && matchesLand(d, b, e.unlessControl!.subtypes),
        );
      if (e.tapped && !unless) tap = true;
      if (e.counter) counters.push([e.counter, e.count === 'X' ? (o.cast?.x ?? 0) : (e.count ?? 1)]);
    }
  }
  // CR 702.98a: unleashed, it enters with a +1/+1 counter.
  if (o.cast?.unleashed) counters.push(['+1/+1', 1]);
  if (o.cast?.counters) counters.push(['+1/+1', o.cast.counters]); // CR 702.82a devour, 702.38a amplify
  // CR 702.44a sunburst: a counter per colour of mana spent to cast it: +1/+1 on a creature, else charge.
  if (o.cast?.sunburst) counters.push([def.types & T.creature ? '+1/+1' : 'charge', o.cast.sunburst]);
  // CR 702.54a bloodthirst N: enters with N +1/+1 counters if an opponent was dealt damage this turn.
  for (const k of def.keywords) {
    if (k.keyword !== 'bloodthirst') continue;
    if (d.s.players.some((p) => p.seat !== controller && p.damagedTurn === d.s.turn))
      counters.push(['+1/+1', Number(k.of) || 1]);
  }
  const nid = moveObject(d, id, 'battlefield', { controller, tapped: tap });
  if (def.types & T.planeswalker && def.loyalty) counters.push(['loyalty', def.loyalty]);
  for (const [k, n] of counters) addCounter(d, nid, k, n);
  return nid;
}

function matchesLand(d: Draft, id: number, subtypes: string[] | undefined): boolean {
  const c = charsOf(d, id);
  return !subtypes || subtypes.some((st) => c.subtypes.includes(st));
}

export type { Target };
