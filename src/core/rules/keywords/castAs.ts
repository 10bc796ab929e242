/**
 * How a spell was cast can change what it costs and what it is on the stack: with flashback (its
 * flashback cost), face down (morph: a 2/2 for {3}, seen by its controller only), bestowed (an Aura
 * for its bestow cost), for an alternative cost an effect gives (madness), with buyback (back to the
 * hand as it resolves), with delve (graveyard cards exiled for generic mana).
 */
import { SPELL } from '../abilities';
import type { Action } from '../decisions';
import type { CardDef, XCost } from '../defs';
import type { Draft } from '../draft';
import { spellCost } from '../legal';
import { addMana, parseManaCost, withGeneric, type ManaCost } from '../mana';
import type { AnnounceProc } from '../procs';
import type { ObjId, Seat } from '../types';
import { bestowOf, castBestowed } from './bestow';
import { buybackCost } from './buyback';
import { stormTrigger } from './storm';
import { cascadeTrigger } from './cascade';
import { evokeCost } from './evoke';
import { dashCost } from './dash';
import { allModes, entwineCost } from './entwine';
import { RETRACE_COST } from './retrace';
import { replicateCost, replicateTrigger } from './replicate';
import { surgeCost } from './surge';
import { prowlCost } from './prowl';
import { emergeCast } from './emerge';
import { escalateCost } from './escalate';
import { overloadOf } from './overload';
import { FACE_DOWN_COST, hideFaceDown } from './morph';

/** The mana to pay and the spell ability to announce for cast `a` of `def`. */
export function castAs(
  d: Draft,
  seat: Seat,
  a: Extract<Action, { t: 'cast' }>,
  def: CardDef,
  cost?: ManaCost,
): { mana: ManaCost; ability: number; costs?: XCost[] } {
  if (cost) return { mana: cost, ability: SPELL };
  // CR 702.37c: face down it is a 2/2 with no abilities for {3}.
  if (a.faceDown) return { mana: FACE_DOWN_COST, ability: SPELL };
  const evoke = a.evoke ? evokeCost(def) : null;
  if (evoke) return { mana: evoke, ability: SPELL };
  const surge = a.surge ? surgeCost(def) : null;
  if (surge) return { mana: surge, ability: SPELL };
  const prowl = a.prowl ? prowlCost(def) : null;
  if (prowl) return { mana: prowl, ability: SPELL };
  // CR 702.119a: the emerge cost less the sacrificed creature's mana value, and the sacrifice.
  const emerge = a.emerge !== undefined ? emergeCast(def, a.emerge) : null;
  if (emerge) return { mana: emerge.mana, ability: SPELL, costs: emerge.costs };
  const dash = a.dash ? dashCost(def) : null;
  if (dash) return { mana: dash, ability: SPELL };
  const over = a.overload ? overloadOf(def) : null;
  if (over) return { mana: over.mana, ability: over.a };
  const b = a.bestow ? bestowOf(def) : null;
  if (b) return { mana: b.mana, ability: b.a };
  if (a.from === 'graveyard')
    return { mana: parseManaCost(def.keywords.find((k) => k.keyword === 'flashback')?.of), ability: SPELL };
  const mana = spellCost(d, seat, a.o, def);
  // CR 702.66a: each card exiled from the graveyard pays one generic mana.
  if (a.delve)
    return {
      mana: withGeneric(mana, -a.delve),
      ability: SPELL,
      costs: [{ cost: 'exileFromGraveyard', count: a.delve }],
    };
  // CR 702.27a: buyback is an additional cost paid with the spell's own.
  // CR 702.56a: replicate's cost, once per copy.
  // CR 702.120a: escalate's cost once per mode beyond the first (the modes: cast.ts).
  if (a.escalate) return { mana: addMana(mana, escalateCost(def, a.escalate)), ability: SPELL };
  if (a.replicate) return { mana: addMana(mana, replicateCost(def, a.replicate)), ability: SPELL };
  // CR 702.81a: retrace adds discarding a land card to the costs.
  if (a.retrace) return { mana, ability: SPELL, costs: [RETRACE_COST] };
  // CR 702.42a: entwine's cost is added like buyback's (its modes: `entwinedModes`).
  if (a.entwine) return { mana: addMana(mana, entwineCost(def)), ability: SPELL };
  return { mana: a.buyback ? addMana(mana, buybackCost(def)) : mana, ability: SPELL };
}

/** The zone spell `nid` was cast from (its move to the stack is among this draft's rule events). */
function castFrom(d: Draft, nid: ObjId): string | undefined {
  for (let i = d.events.length - 1; i >= 0; i--) {
    const e = d.events[i]!;
    if (e.e === 'zone' && e.obj === nid) return e.from;
  }
  return undefined;
}

/** Was spell `nid` cast from exile where it was suspended? */
function castFromSuspended(d: Draft, nid: ObjId): boolean {
  for (let i = d.events.length - 1; i >= 0; i--) {
    const e = d.events[i]!;
    if (e.e === 'zone' && e.obj === nid) return e.from === 'exile' && d.obj(e.old).suspended === true;
  }
  return false;
}

/** The modes an entwined cast chooses (all), else null: the modes stage asks as usual. */
export const entwinedModes = (a: Extract<Action, { t: 'cast' }>, def: CardDef): number[] | null =>
  a.entwine ? allModes(def) : null;

/**
 * The spell object `nid` just put on the stack: hidden when face down (CR 708.5), an Aura when
 * bestowed, bought back; its storm trigger (CR 702.40a).
 */
export function markCast(d: Draft, p: AnnounceProc, nid: ObjId): void {
  if (p.faceDown) hideFaceDown(d, nid, p.item.controller);
  if (p.buyback) d.mut(nid).buyback = true;
  if (p.evoke) d.mut(nid).cast = { ...d.obj(nid).cast!, evoked: true };
  if (p.dash) d.mut(nid).cast = { ...d.obj(nid).cast!, dashed: true };
  if (p.sunburst) d.mut(nid).cast = { ...d.obj(nid).cast!, sunburst: p.sunburst };
  // CR 702.62a: a creature spell cast with suspend gains haste (resolve.ts gives it as it enters).
  if (castFromSuspended(d, nid)) d.mut(nid).cast = { ...d.obj(nid).cast!, suspended: true };
  // CR 702.88a: rebound only for a spell cast from its owner's hand.
  if (castFrom(d, nid) === 'hand' && d.s.cards[d.obj(nid).card]!.keywords.some((k) => k.keyword === 'rebound'))
    d.mut(nid).cast = { ...d.obj(nid).cast!, rebound: true };
  stormTrigger(d, nid);
  cascadeTrigger(d, nid);
  if (p.replicate) replicateTrigger(d, nid, p.replicate);
  if (castBestowed(d, p.item)) {
    d.mut(nid).bestowed = true;
    d.touch();
  }
}
