/**
 * Suspend N—[cost] (CR 702.62a): "If you could begin to cast this card by putting it onto the stack
 * from your hand, you may pay [cost] and exile it with N time counters on it. This action doesn't
 * use the stack", "At the beginning of your upkeep, if this card is suspended, remove a time counter
 * from it", and "When the last time counter is removed from this card, if it's exiled, you may play
 * it without paying its mana cost if able … If you cast a creature spell this way, it gains haste".
 * The special action is `{ t: 'suspend' }`; the upkeep and last-counter triggers are put waiting
 * here (a card in exile is watched by no trigger scan) and resolved by `exec/suspend.ts`.
 */
import type { Action } from '../decisions';
import type { CardDef, XEffect } from '../defs';
import type { Draft } from '../draft';
import { canCast } from '../legal';
import { parseManaCost, type ManaCost } from '../mana';
import { canPay, payMana } from '../manaSources';
import type { RulesModule } from '../module';
import { objName, seatName } from '../names';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';
import { addCounter } from '../damage';
import { moveObject } from '../zones';
import { inlineTrigger } from './inlineTrigger';

/** "Suspend 4—{1}{U}" → 4 time counters for {1}{U}; null when the card has no suspend. */
export function suspendOf(def: CardDef): { n: number; cost: ManaCost } | null {
  const of = def.keywords.find((k) => k.keyword === 'suspend')?.of;
  const m = of?.match(/^(\d+)\s*[—-]\s*(.*)$/);
  return m ? { n: Number(m[1]), cost: parseManaCost(m[2]) } : null;
}

/** The suspend actions `seat` has now: whenever it could begin to cast the card, and pay the cost. */
export function suspendActions(r: Reader, seat: Seat, m: RulesModule, out: Action[]): void {
  if (!m.mana) return;
  for (const id of r.s.players[seat]!.hand) {
    const s = suspendOf(r.s.cards[r.obj(id).card]!);
    // "If you could begin to cast this card": canCast's timing and permissions, not its mana cost.
    if (s && canPay(r, seat, s.cost) && canCast(r, seat, id, -1, false, { ...m, mana: false }))
      out.push({ t: 'suspend', o: id });
  }
}

/** The special action (CR 116.2f): pay, exile with N time counters, suspended. */
export function suspendCard(d: Draft, seat: Seat, id: ObjId): void {
  const s = suspendOf(d.s.cards[d.obj(id).card]!);
  if (!s || !payMana(d, seat, s.cost)) throw new Error('rules: the suspend cost cannot be paid');
  const nid = moveObject(d, id, 'exile');
  d.mut(nid).suspended = true;
  addCounter(d, nid, 'time', s.n);
  d.say(`${seatName(seat)} suspends ${objName(d, nid)} with ${s.n} time counter(s).`, seat);
  d.s.passes = 0;
}

/** At the beginning of its owner's upkeep each suspended card's trigger waits (CR 702.62a). */
export function suspendUpkeep(d: Draft): void {
  for (const id of d.s.exile) {
    const o = d.obj(id);
    if (o.suspended && o.owner === d.s.active && (o.counters?.['time'] ?? 0) > 0)
      waitingTrigger(d, id, { kind: 'suspendTick' });
  }
}

/** A card in exile's own trigger, its owner's to control (suspend's, madness's). */
export function waitingTrigger(d: Draft, id: ObjId, effect: XEffect): void {
  inlineTrigger(d, id, d.obj(id).owner, [effect]);
}
