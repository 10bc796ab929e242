/**
 * 004: damage does not wear off. At the end of the turn (the cleanup step, "when creatures would
 * normally heal") regenerated creatures heal 1 (004 Regeneration), then each damaged creature's
 * controller may pay life equal to its damage to heal it, and any opponent may pay the same to stop
 * that healing. Per point or all or nothing: the `healing` option.
 */
import { charsOf } from '../../rules/chars/compute';
import type { Action } from '../../rules/decisions';
import type { Draft } from '../../rules/draft';
import { objName, seatName } from '../../rules/names';
import type { ModuleProc } from '../../rules/procs';
import type { ObjId, Seat } from '../../rules/types';
import { alive, extOf, toughnessLeft, updateExt } from './state';

export interface HealProc extends ModuleProc {
  p: 'x:heal';
  /** Damaged creatures still to ask about. */
  queue: ObjId[];
  /** Life the controller offered for the first one (0: not healing; -1: not asked yet). */
  offer: number;
  /** Opponents still to ask whether they stop it, in turn order. */
  stoppers: Seat[];
  ans?: Action;
}

/** Starts the end-of-turn healing: called as the cleanup step begins. */
export function startHealing(d: Draft): void {
  regenerationHeals(d);
  const s = d.s;
  // 004: "creatures reduced to 0 toughness go to the graveyard ... they cannot be healed" — nor one
  // whose damage turns lethal as an "until end of turn" boost ends (checked again when it is asked).
  // Damage first: most permanents have none, and it needs no characteristics (every turn's cleanup).
  const queue: ObjId[] = [];
  for (const id of s.battlefield) if (d.obj(id).damage > 0 && alive(d, id)) queue.push(id);
  if (!queue.length) return;
  // The active player's creatures first, then the others in turn order (APNAP, CR 101.4).
  queue.sort((a, b) => healOrder(d, a) - healOrder(d, b) || a - b);
  s.procs.push({ p: 'x:heal', queue, offer: -1, stoppers: [] } as HealProc);
}

/** How many seats after the active player the creature's controller sits, in turn order (0: the active player). */
const healOrder = (d: Draft, id: ObjId): number => {
  const n = d.s.players.length;
  return (charsOf(d, id).controller - d.s.active + n) % n;
};

/** 004 Regeneration: "Each turn after that it heals itself at the rate of 1 toughness a turn until it reaches its max." */
function regenerationHeals(d: Draft): void {
  const e = extOf(d.s);
  if (!e.regen.length) return;
  const keep: ObjId[] = [];
  for (const id of e.regen) {
    if (!alive(d, id) || d.obj(id).damage <= 0) continue;
    d.mut(id).damage -= 1;
    d.say(`${objName(d, id)} heals 1 (regeneration).`);
    if (d.obj(id).damage > 0) keep.push(id);
  }
  d.touch();
  updateExt(d, (x) => (x.regen = keep));
}

const canPayLife = (d: Draft, seat: Seat, n: number) => !d.s.players[seat]!.lost && d.s.players[seat]!.life >= n;

export function runHeal(d: Draft, p: HealProc): 'wait' | 'done' {
  for (;;) {
    const id = p.queue[0];
    if (id === undefined) return 'done';
    const a = p.ans;
    delete p.ans;
    const seat = charsOf(d, id).controller;
    const damage = d.obj(id).damage;
    if (!alive(d, id) || damage <= 0 || toughnessLeft(d, id) <= 0) {
      next(p);
      continue;
    }
    if (p.offer < 0) {
      if (a) {
        p.offer = a.t === 'yes' ? damage : a.t === 'x' ? a.n : 0;
        if (p.offer <= 0) {
          next(p);
          continue;
        }
        const n = d.s.players.length;
        p.stoppers = Array.from({ length: n - 1 }, (_, k) => (seat + 1 + k) % n);
        payLife(d, seat, p.offer);
        d.say(`${seatName(seat)} pays ${p.offer} life to heal ${objName(d, id)}.`, seat);
        continue;
      }
      if (!canPayLife(d, seat, extOf(d.s).opts.healing === 'per-point' ? 1 : damage)) {
        next(p);
        continue;
      }
      askOwner(d, seat, id, damage);
      return 'wait';
    }
    // The controller paid: each opponent in turn may pay the same to stop it.
    if (a?.t === 'yes') {
      const who = p.stoppers.shift()!;
      payLife(d, who, p.offer);
      d.say(`${seatName(who)} pays ${p.offer} life: ${objName(d, id)} does not heal.`, who);
      next(p);
      continue;
    }
    if (a?.t === 'no') p.stoppers.shift();
    while (p.stoppers.length && !canPayLife(d, p.stoppers[0]!, p.offer)) p.stoppers.shift();
    const who = p.stoppers[0];
    if (who === undefined) {
      d.mut(id).damage = damage - p.offer;
      d.touch();
      d.say(`${objName(d, id)} heals ${p.offer}.`, seat);
      next(p);
      continue;
    }
    d.s.pending = {
      d: 'yesNo',
      seat: who,
      prompt: `Pay ${p.offer} life to stop ${objName(d, id)} from healing?`,
    };
    return 'wait';
  }
}

function askOwner(d: Draft, seat: Seat, id: ObjId, damage: number): void {
  const life = d.s.players[seat]!.life;
  if (extOf(d.s).opts.healing === 'per-point')
    d.s.pending = {
      d: 'x',
      seat,
      max: Math.min(damage, life),
      prompt: `${objName(d, id)} has ${damage} damage: pay how much life to heal that much?`,
    };
  else d.s.pending = { d: 'yesNo', seat, prompt: `Pay ${damage} life to heal ${objName(d, id)}?` };
}

function next(p: HealProc): void {
  p.queue.shift();
  p.offer = -1;
  p.stoppers = [];
}

function payLife(d: Draft, seat: Seat, n: number): void {
  d.player(seat).life -= n;
  d.emit({ e: 'loseLife', seat, amount: n });
}

export function answerHeal(p: HealProc, a: Action): void {
  p.ans = a;
}
