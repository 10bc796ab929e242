/**
 * Dealing a roll's damage: split among several creatures by the player who splits it (004: "the
 * attacking player gets to split his creature's damage ... anyway he wants"; a band's controller
 * splits what it takes), then dealt one recipient at a time, with 004 Regeneration asked first
 * when the damage would be lethal to a creature that can regenerate.
 */
import { charsOf } from '../../rules/chars/compute';
import { dealDamage } from '../../rules/damage';
import type { Action } from '../../rules/decisions';
import { T } from '../../rules/defs';
import type { Draft } from '../../rules/draft';
import { parseManaCost, type ManaCost } from '../../rules/mana';
import { canPay, payMana } from '../../rules/manaSources';
import { objName, targetName } from '../../rules/names';
import type { ModuleProc } from '../../rules/procs';
import type { Reader } from '../../rules/reader';
import type { ObjId, Seat, Target } from '../../rules/types';
import { alive, toughnessLeft, updateExt } from './state';

export interface DealProc extends ModuleProc {
  p: 'x:deal';
  src: ObjId;
  /** Who splits the damage among `to`. */
  seat: Seat;
  total: number;
  to: Target[];
  /** Damage to each of `to`, in order, as chosen so far. */
  amounts: number[];
  /** The recipient being dealt damage. */
  i: number;
  /** The answer to "regenerate?" for recipient `i` (null: not asked). */
  regen: boolean | null;
}

/** The mana cost of a creature's "{cost}: Regenerate ~" ability, or null (other costs are not paid here). */
export function regenerationCost(r: Reader, id: ObjId): ManaCost | null {
  const def = r.s.cards[r.obj(id).card]!;
  for (const a of def.abilities) {
    if (a.type !== 'activated' || !a.effects.some((e) => e.kind === 'regenerate')) continue;
    if (!a.costs.every((c) => c.cost === 'mana')) continue;
    return parseManaCost(a.costs.map((c) => (c.cost === 'mana' ? c.mana : '')).join(''));
  }
  return null;
}

/** 004 Regeneration applies: lethal damage to a creature whose controller can pay its regeneration cost. */
function mayRegenerate(r: Reader, to: Target, n: number): boolean {
  if (!('o' in to) || !alive(r, to.o) || n < toughnessLeft(r, to.o) || toughnessLeft(r, to.o) < 1) return false;
  const cost = regenerationCost(r, to.o);
  return cost !== null && canPay(r, charsOf(r, to.o).controller, cost);
}

export function runDeal(d: Draft, p: DealProc): 'wait' | 'done' {
  const left = p.total - p.amounts.reduce((a, b) => a + b, 0);
  if (p.amounts.length < p.to.length - 1 && left > 0) {
    d.s.pending = {
      d: 'x',
      seat: p.seat,
      max: left,
      prompt: `Of ${left} damage left, how much to ${targetName(d, p.to[p.amounts.length]!)}?`,
    };
    return 'wait';
  }
  while (p.amounts.length < p.to.length) p.amounts.push(p.amounts.length === p.to.length - 1 ? left : 0);
  for (; p.i < p.to.length; p.i++, p.regen = null) {
    const to = p.to[p.i]!;
    const n = p.amounts[p.i]!;
    if (n <= 0) continue;
    if (p.regen === null && mayRegenerate(d, to, n)) {
      const id = (to as { o: ObjId }).o;
      d.s.pending = {
        d: 'yesNo',
        seat: charsOf(d, id).controller,
        prompt: `${objName(d, id)} would take lethal damage: pay its regeneration cost to leave it at 1 toughness?`,
      };
      return 'wait';
    }
    dealDamage(d, p.src, to, n, true);
    if ('o' in to && charsOf(d, to.o).types & T.planeswalker) loseLoyalty(d, to.o);
    if (p.regen && 'o' in to) regenerate(d, to.o);
  }
  return 'done';
}

/** CR 120.3c: damage dealt to a planeswalker removes that many loyalty counters (the `planeswalkers` option). */
function loseLoyalty(d: Draft, id: ObjId): void {
  const w = d.mut(id);
  const n = w.damage;
  w.damage = 0;
  w.counters = { ...(w.counters ?? {}), loyalty: Math.max(0, (w.counters?.['loyalty'] ?? 0) - n) };
  d.touch();
}

/** 004 Regeneration: the cost is paid and the creature is healed to 1 toughness; it heals 1 a turn after. */
function regenerate(d: Draft, id: ObjId): void {
  const seat = charsOf(d, id).controller;
  if (!alive(d, id) || !payMana(d, seat, regenerationCost(d, id)!)) return;
  const w = d.mut(id);
  w.damage = Math.max(0, charsOf(d, id).toughness - 1);
  w.deathtouched = false;
  d.touch();
  updateExt(d, (e) => {
    if (!e.regen.includes(id)) e.regen.push(id);
  });
  d.say(`${objName(d, id)} regenerates: it is left at 1 toughness.`, seat);
}

export function answerDeal(p: DealProc, a: Action): void {
  if (a.t === 'x') p.amounts.push(a.n);
  else if (a.t === 'yes' || a.t === 'no') p.regen = a.t === 'yes';
}
