/**
 * One-shot effects that start a continuous effect (CR 611.2): "gets +3/+3 until end of turn",
 * "gains flying", "can't block this turn", "gain control of", "becomes a 3/3 creature". The objects
 * affected are locked in on resolution (CR 611.2c) and the layers apply them (chars/compute.ts).
 */
import type { Duration, Ref } from '../../effects/types';
import type { XEffect } from '../defs';
import type { Until } from '../effectsState';
import { charsOf } from '../chars/compute';
import { COLOR_BIT } from '../defs';
import { onBattlefield, playersIn, resolveRef, amountOf, chooseFrom, objectsIn, type ExecCtx } from '../refs';
import type { Target } from '../types';
import type { ExecResult, ExecTable } from './types';

function until(x: ExecCtx, d: Duration): Until {
  if (d === 'endOfTurn') return { at: 'endOfTurn' };
  if (d === 'nextUntap') return { at: 'nextUntap', seat: x.p.ctx.controller };
  return { at: 'forever' };
}

/** Starts `e` on the objects `what` names now. */
function onObjects(x: ExecCtx, e: XEffect & { what: Ref; duration?: Duration }): ExecResult {
  const ts = resolveRef(x, e.what);
  if (!ts) return 'wait';
  const ids = onBattlefield(x, ts);
  if (ts.length) x.p.ctx.it = ts;
  if (!ids.length) return 'done';
  const xv = x.f.x ?? x.p.ctx.x;
  // "for each": the amounts are fixed now (CR 608.2h), so the stored effect carries numbers.
  const fixed = e.kind === 'modifyPT' ? { ...e, power: amountOf(x, e.power), toughness: amountOf(x, e.toughness) } : e;
  x.d.s.effects.push({
    ts: x.d.nextTs(),
    source: x.p.ctx.source,
    controller: x.p.ctx.controller,
    effect: fixed,
    affected: ids,
    players: null,
    x: xv,
    until: until(x, e.duration ?? 'endOfTurn'),
  });
  x.d.touch();
  return 'done';
}

function onPlayers(x: ExecCtx, e: XEffect, seats: number[], duration: Duration): ExecResult {
  x.d.s.effects.push({
    ts: x.d.nextTs(),
    source: x.p.ctx.source,
    controller: x.p.ctx.controller,
    effect: e,
    affected: null,
    players: seats,
    x: x.f.x ?? x.p.ctx.x,
    until: until(x, duration),
  });
  x.d.touch();
  return 'done';
}

export const CONTINUOUS: ExecTable = {
  /** CR 702.6a equip (the Aura spell case is finished by resolve.ts as it enters). */
  attach: (x, e) => {
    const ts = resolveRef(x, e.what);
    if (!ts) return 'wait';
    const src = x.d.obj(x.p.ctx.source);
    const to = onBattlefield(x, ts)[0];
    if (src.zone !== 'battlefield' || src.next >= 0 || to === undefined || to === src.id) return 'done';
    x.d.mut(src.id).attachedTo = to;
    x.d.touch();
    return 'done';
  },
  modifyPT: onObjects,
  grantKeyword: onObjects,
  loseKeyword: onObjects,
  restrict: onObjects,
  becomeCreature: onObjects,
  gainControl: onObjects,
  mustBlock: onObjects,
  provoked: onObjects,
  untargetable: onObjects,
  mustAttack: (x, e) => onObjects(x, { ...e, duration: e.duration ?? 'endOfTurn' }),
  grantAbility: onObjects,
  cantCast: (x, e) => {
    const me = x.p.ctx.controller;
    const seats = x.d.s.players.filter((p) => !p.lost && (e.who === 'you') === (p.seat === me)).map((p) => p.seat);
    return onPlayers(x, e, seats, e.duration);
  },
  extraLand: (x, e) =>
    onPlayers(x, e, e.who === 'you' ? [x.p.ctx.controller] : x.d.s.players.map((p) => p.seat), e.duration),
  skipCombat: (x, e) => {
    const who = resolveRef(x, e.who);
    if (!who) return 'wait';
    for (const p of playersIn(who)) x.d.player(p).skipCombat++;
    return 'done';
  },
  preventAllCombatDamage: (x) => {
    x.d.s.shields.push({ ts: x.d.nextTs(), to: 'combat', amount: 'all', controller: x.p.ctx.controller });
    return 'done';
  },
  preventDamage: (x, e) => {
    const ts = resolveRef(x, e.to);
    if (!ts) return 'wait';
    for (const t of ts)
      x.d.s.shields.push({ ts: x.d.nextTs(), to: t, amount: amountOf(x, e.amount), controller: x.p.ctx.controller });
    return 'done';
  },
  /**
   * "The next time a [red] source of your choice would deal damage to you this turn, prevent that
   * damage" (Circles of Protection): the source is chosen as the shield is made (CR 609.7a), among
   * the permanents and the spells on the stack; the shield ends in cleanup like the others.
   */
  preventNextFromSource: (x, e) => {
    const bit = e.color ? (COLOR_BIT[e.color] ?? 0) : 0;
    const sources = (): Target[] =>
      [...x.d.s.battlefield, ...x.d.s.stack.map((i) => i.obj)]
        .filter((id, k, all) => all.indexOf(id) === k && (!bit || (charsOf(x.d, id).colors & bit) !== 0))
        .map((o) => ({ o }));
    const me = x.p.ctx.controller;
    const ch = chooseFrom(x, sources, 1, me, false, `Choose a ${e.color ? `${e.color} ` : ''}source`);
    if (!ch) return 'wait';
    for (const from of objectsIn(ch))
      x.d.s.shields.push({ ts: x.d.nextTs(), to: { p: me }, amount: 'all', from, once: true, controller: me });
    return 'done';
  },
};
