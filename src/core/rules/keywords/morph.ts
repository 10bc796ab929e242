/**
 * Morph and megamorph (CR 702.37, 708): a card with morph may be cast face down as a nameless,
 * colourless 2/2 creature for {3}; while it is on the stack or the battlefield only its controller
 * knows what it is (CR 708.5). Its controller may turn it face up at any time they have priority by
 * paying its morph cost — a special action, it does not use the stack (CR 702.37e, 116.2b) — and
 * "when this is turned face up" then triggers (CR 708.8). Megamorph also puts a +1/+1 counter on it
 * (CR 702.37b). The face-down characteristics are `chars/base.ts`'s; the view hides the card.
 */
import { charsOf } from '../chars/compute';
import { addCounter } from '../damage';
import type { CardDef } from '../defs';
import type { Draft } from '../draft';
import { parseManaCost, type ManaCost } from '../mana';
import { canPay, payMana } from '../manaSources';
import { objName, seatName } from '../names';
import type { ObjId, Seat } from '../types';
import { allSeats } from '../zones';
import type { CastLister } from './altCost';
import { morphCostRunnable } from './registry';

/** CR 702.37c: a face-down spell costs {3} (one parsed cost, so payment memos key on it). */
export const FACE_DOWN_COST: ManaCost = parseManaCost('{3}');

const costs = new Map<string, ManaCost>();

/** The morph or megamorph keyword of `def`, if any. */
export function morphOf(def: CardDef): { of: string; mega: boolean } | null {
  for (const k of def.keywords)
    if (k.keyword === 'morph' || k.keyword === 'megamorph') return { of: k.of ?? '', mega: k.keyword === 'megamorph' };
  return null;
}

function morphCost(def: CardDef): ManaCost | null {
  const m = morphOf(def);
  if (!m || !morphCostRunnable(m.of)) return null;
  let c = costs.get(m.of);
  if (!c) costs.set(m.of, (c = parseManaCost(m.of)));
  return c;
}

/**
 * The face-down casts and turn-face-up actions `seat` has now (CR 702.37c, 702.37e). `castOk` is the
 * caller's check that the card may be cast at all now (its spell limits, "can't cast", executable).
 */
export const morphActions: CastLister = (r, seat, m, sorceryNow, castOk, out) => {
  if (!m.mana || m.castTiming) return; // a variant with its own timing or no mana does not offer morph
  const s = r.s;
  // A face-down spell is a creature spell without flash: sorcery timing (CR 307.1, 708.2).
  if (sorceryNow && canPay(r, seat, FACE_DOWN_COST))
    for (const id of s.players[seat]!.hand) {
      const def = s.cards[r.obj(id).card]!;
      if (morphCost(def) && castOk(id, def)) out.push({ t: 'cast', o: id, faceDown: true });
    }
  for (const id of s.battlefield) {
    const o = r.obj(id);
    if (!o.faceDown || charsOf(r, id).controller !== seat) continue;
    const cost = morphCost(s.cards[o.card]!);
    if (!cost) continue;
    if (!cost.x) {
      if (canPay(r, seat, cost)) out.push({ t: 'turnFaceUp', o: id });
      continue;
    }
    // CR 107.3: a morph cost with X is offered once per X the mana can pay.
    for (let x = 0; canPay(r, seat, withX(cost, x)); x++) out.push({ t: 'turnFaceUp', o: id, x });
  }
};

/** `cost` with its X symbols paid as `x` each: generic mana (CR 107.3). */
const withX = (cost: ManaCost, x: number): ManaCost =>
  x === 0 && !cost.x ? cost : { ...cost, generic: cost.generic + x * cost.x, mv: cost.mv + x * cost.x, x: 0 };

/** After a face-down spell is put on the stack: only its controller may look at it (CR 708.5). */
export function hideFaceDown(d: Draft, id: ObjId, seat: Seat): void {
  d.mut(id).seenBy = 1 << seat;
}

/** CR 702.37e: the special action — pay the morph cost, turn it face up, trigger "when turned face up". */
export function turnFaceUp(d: Draft, seat: Seat, id: ObjId, x = 0): void {
  const def = d.s.cards[d.obj(id).card]!;
  const cost = morphCost(def);
  if (!cost || !payMana(d, seat, withX(cost, x))) throw new Error('rules: the morph cost cannot be paid');
  const o = d.mut(id);
  o.faceDown = false;
  o.seenBy = allSeats(d);
  d.touch();
  // CR 702.37b: megamorph puts a +1/+1 counter on it as it is turned face up.
  if (morphOf(def)?.mega) addCounter(d, id, '+1/+1', 1);
  d.say(`${seatName(seat)} turns a face-down creature face up: it is ${objName(d, id)}.`, seat);
  d.emit({ e: 'turnedFaceUp', obj: id, x });
  // CR 117.3c: after a special action the player receives priority again; no one has passed since.
  d.s.passes = 0;
}
