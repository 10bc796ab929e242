/**
 * Moving objects between zones (CR 400): every move makes a new object (CR 400.7) and leaves the
 * old record behind with `next` set, so "last known information" stays readable. Drawing,
 * shuffling and tokens live here too: everything that puts an object somewhere.
 */
import { shuffleInPlace } from '../engine/rng';
import { copyObj, type Draft } from './draft';

/** Every record made in one place (draft.ts): one hidden class for all of them. */
const recordOf = (o: GameObject): GameObject => copyObj(o, o.counters);
import type { Filter } from '../effects/types';
import type { AbilityRef, GameObject, GameState, ObjId, Seat, Zone } from './types';
import type { RuleEvent } from './ruleEvents';
import { GRANTED_KEYWORD, gameGrantsAbilities } from './keywords/granted';
import { chars, charsOf } from './chars/compute';

type ZoneEvent = Extract<RuleEvent, { e: 'zone' }>;
import { madnessOnDiscard, madnessTrigger } from './keywords/madnessDiscard';
import { miracleOnDraw } from './keywords/miracle';
import { recoverOnDeath } from './keywords/recover';
import { hauntedDies } from './keywords/haunt';

/** Module-level helpers, not named closures: those cost a defineProperty per call under tsx. */
function dropId(list: ObjId[], id: ObjId): void {
  const i = list.lastIndexOf(id);
  if (i >= 0) list.splice(i, 1);
}

function spellsOn(s: GameState): ObjId[] {
  return s.stack.filter((i) => i.kind === 'spell').map((i) => i.obj);
}

/** Removes `id` from whatever zone list holds it. */
function detach(d: Draft, o: GameObject): void {
  const s = d.s;
  switch (o.zone) {
    case 'battlefield':
      dropId(s.battlefield, o.id);
      break;
    case 'exile':
      dropId(s.exile, o.id);
      break;
    case 'stack': {
      const i = s.stack.findIndex((it) => it.kind === 'spell' && it.obj === o.id);
      if (i >= 0) s.stack.splice(i, 1);
      break;
    }
    default:
      dropId(d.player(o.owner)[o.zone], o.id);
  }
}

function attach(d: Draft, o: GameObject, where: 'top' | 'bottom'): void {
  const s = d.s;
  if (o.zone === 'battlefield') s.battlefield.push(o.id);
  else if (o.zone === 'exile') s.exile.push(o.id);
  else if (o.zone !== 'stack') {
    const list = d.player(o.owner)[o.zone];
    if (where === 'bottom') list.unshift(o.id);
    else list.push(o.id);
  }
}

export interface MoveOpts {
  /** Library position (top = end of the array). */
  where?: 'top' | 'bottom';
  tapped?: boolean;
  /** The new controller on the battlefield / stack (default: its owner, CR 110.2). */
  controller?: Seat;
  faceDown?: boolean;
}

/** Moves object `id` to `to`; returns the new object's id (CR 400.7). Tokens leaving the battlefield cease to exist (CR 111.7). */
export function moveObject(d: Draft, id: ObjId, dest: Zone, opts: MoveOpts = {}): ObjId {
  const old = d.obj(id);
  // Read before it leaves: the characteristics of the state it is leaving (CR 603.10a).
  const granted = old.zone === 'battlefield' ? grantedAsItWas(d, id) : null;
  // CR 702.35a: a discarded card with madness goes to exile instead, and its trigger waits.
  const madness = dest === 'graveyard' && old.zone === 'hand' ? madnessOnDiscard(d, id) : null;
  // CR 702.84a: an unearthed permanent leaving the battlefield is exiled instead.
  const unearthed = old.unearthed === true && old.zone === 'battlefield';
  const to: Zone = madness === null && !unearthed ? dest : 'exile';
  detach(d, old);
  const nid = d.s.objs.length;
  const hiddenTo = to === 'library' || to === 'hand';
  const o: GameObject = recordOf({
    id: nid,
    card: old.card,
    owner: old.owner,
    controller: to === 'battlefield' || to === 'stack' ? (opts.controller ?? old.controller) : old.owner,
    zone: to,
    next: -1,
    tapped: to === 'battlefield' ? !!opts.tapped : false,
    damage: 0,
    deathtouched: false,
    counters: null,
    attachedTo: null,
    since: d.s.turn,
    faceDown: !!opts.faceDown,
    timestamp: d.nextTs(),
    token: old.token,
    regen: 0,
    // Who knows the card: everyone once it was public; in the library nobody, in the hand its owner.
    // CR 708.9: a face-down permanent or spell leaving its zone is revealed to all.
    seenBy:
      to === 'library'
        ? 0
        : to === 'hand' && !(old.faceDown && (old.zone === 'battlefield' || old.zone === 'stack'))
          ? old.seenBy | (1 << old.owner)
          : allSeats(d),
  });
  // Set after, not spread in: a literal with a spread gets other hidden classes than `newObject`'s,
  // and every read of an object's field is slower for each class it meets.
  if (old.cast && to === 'battlefield') o.cast = old.cast;
  d.add(o); // (add invalidates the characteristics: the battlefield changed)
  d.mut(id).next = nid; // after `add`: the draft's copy of the object list is made with the new record
  // CR 111.7: a token is in its new zone only long enough to trigger "dies"; CR 704.5e: a copy of
  // a spell off the stack ceases to exist. Neither is put in a zone list: no card was made or lost.
  const ceases = (o.token && old.zone === 'battlefield' && to !== 'battlefield') || (!!old.copy && to !== 'stack');
  if (!ceases) attach(d, o, opts.where ?? 'top');
  if (old.copy) o.copy = true;
  const moved: ZoneEvent = { e: 'zone', obj: nid, old: id, from: old.zone, to, controller: o.controller };
  if (granted) moved.granted = granted; // set after: the event keeps the usual shape otherwise
  d.emit(moved);
  if (old.zone === 'battlefield' && d.batching) {
    const t = (d.together ??= { left: [], layers: null });
    t.left.push(moved);
    (d.leftWith ??= new Map()).set(moved, t.left);
  }
  if (madness !== null) madnessTrigger(d, nid, madness);
  // CR 702.59a: a creature put into a graveyard from the battlefield sets off recover there.
  if (old.zone === 'battlefield' && to === 'graveyard') {
    recoverOnDeath(d, old, nid);
    hauntedDies(d, old);
  }
  if (hiddenTo) return nid;
  // Auras and Equipment attached to something that left stay until state-based actions look.
  return nid;
}

export function allSeats(d: { s: { players: unknown[] } }): number {
  return (1 << d.s.players.length) - 1;
}

/** A brand-new object (a token, or a card put into a game at setup). */
export function newObject(d: Draft, card: number, owner: Seat, zone: Zone, token: boolean): ObjId {
  const id = d.s.objs.length;
  d.add(
    recordOf({
      id,
      card,
      owner,
      controller: owner,
      zone,
      next: -1,
      tapped: false,
      damage: 0,
      deathtouched: false,
      counters: null,
      attachedTo: null,
      since: d.s.turn,
      faceDown: false,
      timestamp: d.nextTs(),
      token,
      regen: 0,
      seenBy: zone === 'library' ? 0 : zone === 'hand' ? 1 << owner : allSeats(d),
    }),
  );
  return id;
}

/** CR 121.1: draw the top card; drawing from an empty library is remembered for CR 704.5b. */
export function drawCards(d: Draft, seat: Seat, n: number): void {
  for (let i = 0; i < n; i++) {
    const p = d.player(seat);
    const top = p.library[p.library.length - 1];
    if (top === undefined) {
      p.drewFromEmpty = true;
      return;
    }
    const nid = moveObject(d, top, 'hand');
    d.emit({ e: 'draw', seat });
    // CR 702.94a: the first card a player draws in a turn may be a miracle (not the opening hand's).
    if (p.kept && p.drewTurn !== d.s.turn) {
      p.drewTurn = d.s.turn;
      miracleOnDraw(d, nid);
    }
  }
}

/** CR 701.20: shuffle a library with the game's RNG. */
export function shuffleLibrary(d: Draft, seat: Seat): void {
  const lib = d.player(seat).library;
  shuffleInPlace(d.s.rng, lib);
  // After a shuffle nobody knows where a card is (a card seen by scrying is lost in the library again).
  for (const id of lib) if (d.obj(id).seenBy) d.mut(id).seenBy = 0;
}

/** The zone list an object is in (battlefield, a hand …), for position questions. */
export function zoneList(d: Draft, id: ObjId): ObjId[] | null {
  const o = d.obj(id);
  if (o.zone === 'battlefield') return d.s.battlefield;
  if (o.zone === 'exile') return d.s.exile;
  if (o.zone === 'stack') return null;
  return d.player(o.owner)[o.zone];
}

/** Is the object still where it was (not moved since)? */
export const stillThere = (d: { obj(id: ObjId): GameObject }, id: ObjId): boolean => d.obj(id).next < 0;

/**
 * The objects in the zone a filter names (the battlefield when it names none; the stack for
 * spells). `libraries`: whether library cards count — never for targets (CR 115: a library card
 * cannot be targeted), yes for "each card in your library".
 */
export function objectsInZone(s: GameState, f: Filter, libraries: boolean): ObjId[] {
  switch (f.zone) {
    case 'graveyard':
      return s.players.flatMap((p) => p.graveyard);
    case 'hand':
      return s.players.flatMap((p) => p.hand);
    case 'library':
      return libraries ? s.players.flatMap((p) => p.library) : [];
    case 'stack':
      return spellsOn(s);
    default:
      return f.types.includes('spell') ? spellsOn(s) : s.battlefield;
  }
}

/**
 * Begins an event whose moves happen at once (an effect's one instruction, one round of state-based
 * actions: CR 603.10a): every object it moves off the battlefield looks back at the others as the
 * event began. Returns whether it began one (false inside another: the outer one goes on); pass
 * that to `endTogether`. Begin/end, not a callback: no closure on the resolution's hot path.
 */
export function beginTogether(d: Draft): boolean {
  if (d.batching) return false;
  d.batching = true;
  return true;
}

export function endTogether(d: Draft, began: boolean): void {
  if (!began) return;
  d.batching = false;
  d.together = null;
}

/**
 * The abilities `id` has from other objects as it leaves (quoted grants, granted keywords), or null.
 * Read from the characteristics of the state it leaves (pure: the same as a fresh computation), and
 * only in games where some card grants abilities, so other games pay nothing.
 */
function grantedAsItWas(d: Draft, id: ObjId): AbilityRef[] | null {
  if (!gameGrantsAbilities(d.s)) return null;
  // In a batch, as the batch began: a granter moved earlier in it still grants (Mikaeus in a Wrath).
  const t = d.batching ? (d.together ??= { left: [], layers: null }) : null;
  const refs = ((t && (t.layers ??= chars(d)).byId.get(id)) || charsOf(d, id)).abilities;
  let out: AbilityRef[] | null = null;
  for (const r of refs) if (r.g !== undefined || r.a === GRANTED_KEYWORD) (out ??= []).push(r);
  return out;
}
