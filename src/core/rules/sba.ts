/**
 * State-based actions (CR 704), each a switchable rule (`config.sba`): checked whenever a player
 * would receive priority, all at once, repeated until none applies (CR 704.3). Returns whether any
 * happened. The legend rule keeps the newest permanent (the player's choice in CR 704.5j; the
 * core picks for them — a documented simplification).
 */
import { chars } from './chars/compute';
import { destroy } from './damage';
import { isLegendary } from './keywords/abilities';
import type { Draft } from './draft';
import { T } from './defs';
import { seatName } from './names';
import { checkStateTriggers } from './stateTriggers';
import { moveObject } from './zones';

/**
 * Is the state as the last check that found nothing saw it? What the checks read is written through
 * the draft (objects, players, effects: its `version`) or is the stack, the waiting triggers, the
 * procs (state triggers look at them) and the turn position (conditions may read the active player).
 */
function unchanged(d: Draft): boolean {
  const k = d.sbaSeen;
  const s = d.s;
  return (
    k !== null &&
    k[0] === d.version &&
    k[1] === s.stack.length &&
    k[2] === s.triggers.length &&
    k[3] === s.procs.length &&
    k[4] === s.active &&
    k[5] === s.turn &&
    k[6] === s.stepIndex &&
    k[7] === s.effects.length
  );
}

function remember(d: Draft): void {
  const s = d.s;
  const k = (d.sbaSeen ??= []);
  k[0] = d.version;
  k[1] = s.stack.length;
  k[2] = s.triggers.length;
  k[3] = s.procs.length;
  k[4] = s.active;
  k[5] = s.turn;
  k[6] = s.stepIndex;
  k[7] = s.effects.length;
}

export function checkSba(d: Draft): boolean {
  if (unchanged(d)) return false;
  const any = check(d);
  if (!any && !d.s.result) remember(d);
  return any;
}

function check(d: Draft): boolean {
  const s = d.s;
  const on = s.config.sba;
  let any = false;
  for (const p of s.players) {
    if (p.lost) continue;
    let why = '';
    if (on.zeroLife && p.life <= 0) why = 'has 0 or less life';
    else if (on.emptyLibraryDraw && p.drewFromEmpty) why = 'drew from an empty library';
    else if (on.poison && p.poison >= 10) why = 'has ten poison counters';
    if (why) {
      d.player(p.seat).lost = true;
      d.say(`${seatName(p.seat)} loses: ${why}.`, p.seat);
      any = true;
      // CR 800.4a: their objects leave the game with them.
      for (const id of s.battlefield.slice()) if (d.obj(id).owner === p.seat) moveObject(d, id, 'exile');
      s.stack = s.stack.filter((i) => i.controller !== p.seat);
    }
  }
  const c = chars(d);
  const dying: number[] = [];
  const destroyed: number[] = [];
  // Made on the first legendary permanent: this runs several times an action, usually finding none.
  let legends: Map<string, number[]> | null = null;
  for (const id of s.battlefield) {
    const ch = c.byId.get(id);
    const o = d.obj(id);
    if (!ch) continue;
    if (ch.types & T.creature) {
      if (on.zeroToughness && ch.toughness <= 0) dying.push(id);
      else if (on.lethalDamage && ((o.damage > 0 && o.damage >= ch.toughness) || (o.deathtouched && o.damage > 0)))
        destroyed.push(id);
    }
    if (on.zeroLoyalty && ch.types & T.planeswalker && (o.counters?.['loyalty'] ?? 0) <= 0) dying.push(id);
    if (on.countersAnnihilate && o.counters && (o.counters['+1/+1'] ?? 0) > 0 && (o.counters['-1/-1'] ?? 0) > 0) {
      const n = Math.min(o.counters['+1/+1']!, o.counters['-1/-1']!);
      const w = d.mut(id);
      w.counters = { ...w.counters!, '+1/+1': w.counters!['+1/+1']! - n, '-1/-1': w.counters!['-1/-1']! - n };
      d.touch();
      any = true;
    }
    if (
      on.unattachedAura &&
      s.cards[o.card]!.subtypes.includes('Aura') &&
      (o.attachedTo === null || d.obj(o.attachedTo).next >= 0 || d.obj(o.attachedTo).zone !== 'battlefield')
    )
      dying.push(id);
    if (on.unattachedEquipment && o.attachedTo !== null && !s.cards[o.card]!.subtypes.includes('Aura')) {
      const to = d.obj(o.attachedTo);
      if (to.next >= 0 || to.zone !== 'battlefield' || !((c.byId.get(o.attachedTo)?.types ?? 0) & T.creature)) {
        d.mut(id).attachedTo = null;
        d.touch();
        any = true;
      }
    }
    if (on.legendRule && isLegendary(s.cards[o.card]!)) {
      const key = `${ch.controller}\u0000${s.cards[o.card]!.name}`;
      legends ??= new Map();
      legends.set(key, [...(legends.get(key) ?? []), id]);
    }
  }
  if (legends) for (const ids of legends.values()) if (ids.length > 1) dying.push(...ids.slice(0, -1));
  for (const id of dying)
    if (d.obj(id).next < 0) {
      moveObject(d, id, 'graveyard');
      any = true;
    }
  for (const id of destroyed) if (d.obj(id).next < 0) any = destroy(d, id) || any || d.obj(id).damage === 0;
  let living = 0;
  for (const p of s.players) if (!p.lost) living++;
  if (!s.result && living <= 1 && s.players.length > 1) {
    const alive = s.players.filter((p) => !p.lost);
    const w = alive[0];
    s.result = w
      ? { winners: [w.seat], reason: `${seatName(w.seat)} is the last player standing` }
      : { winners: [], reason: 'Draw: every player lost at once' };
    d.say(w ? `${seatName(w.seat)} wins.` : 'The game is a draw.');
    any = true;
  }
  // CR 603.8: state triggers once the state-based actions have nothing left to do.
  if (!any && !s.result) checkStateTriggers(d);
  return any;
}
