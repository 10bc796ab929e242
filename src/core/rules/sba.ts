/**
 * State-based actions (CR 704), each a switchable rule (`config.sba`): checked whenever a player
 * would receive priority, all at once, repeated until none applies (CR 704.3). Returns whether any
 * happened. The legend rule keeps the newest permanent (the player's choice in CR 704.5j; the
 * core picks for them — a documented simplification).
 */
import { chars } from './chars/compute';
import { isTracked } from './chars/signature';
import type { Chars, ObjChars } from './chars/types';
import { Recent } from './recent';
import type { ObjId } from './types';
import { destroy } from './damage';
import { isLegendary } from './keywords/abilities';
import type { Draft } from './draft';
import { T } from './defs';
import { seatName } from './names';
import { checkStateTriggers } from './stateTriggers';
import { beginTogether, endTogether, moveObject } from './zones';

/**
 * Is the state as the last check that found nothing saw it? What the checks read is written through
 * the draft (objects, players, effects: its `version`) or is the stack, the waiting triggers, the
 * procs (state triggers look at them), the active player (conditions may read it) and combat (so
 * may the layers). The step alone changes none of it: passing through empty steps checks once.
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
    k[5] === s.effects.length &&
    d.sbaCombat === s.combat
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
  k[5] = s.effects.length;
  d.sbaCombat = s.combat;
}

/**
 * The permanents a check may concern, in battlefield order: creatures, planeswalkers, Auras,
 * anything attached, legendary ones and those with both +1/+1 and -1/-1 counters (most lands are
 * none). Per computed layers: the same `byId` means the same battlefield and the same records'
 * cards, attachments and counters (chars/signature.ts), so the list is exact. So is `steady`, for
 * the switches `on`: no check that reads only those (toughness, Auras, Equipment, the legend rule,
 * +1/+1 against -1/-1 counters) applies; then only damage and loyalty, which change without new
 * layers, are read at each check (`dynamic`, as creature id, toughness pairs and planeswalker ids).
 */
interface Concerned {
  list: ObjId[];
  on: SbaSwitches;
  steady: boolean;
  creatures: number[];
  walkers: ObjId[];
}
type SbaSwitches = Draft['s']['config']['sba'];

const concernedBy = new Recent<ReadonlyMap<ObjId, ObjChars>, Concerned>(4);

function concerned(d: Draft, c: Chars): Concerned {
  const on = d.s.config.sba;
  let k = concernedBy.get(c.byId);
  if (!k || k.on !== on) {
    k = concernedOf(d, c, on);
    concernedBy.set(c.byId, k);
  }
  return k;
}

/** The list and whether a check of it depends on damage and loyalty only, in one walk (see `concerned`). */
function concernedOf(d: Draft, c: Chars, on: SbaSwitches): Concerned {
  const list: ObjId[] = [];
  const creatures: number[] = [];
  const walkers: ObjId[] = [];
  let steady = true;
  let legends = 0;
  for (const id of d.s.battlefield) {
    const ch = c.byId.get(id);
    if (!ch) continue;
    const o = d.obj(id);
    const def = d.s.cards[o.card]!;
    const aura = def.subtypes.includes('Aura');
    const legend = isLegendary(def);
    const n = o.counters;
    const both = n !== null && (n['+1/+1'] ?? 0) > 0 && (n['-1/-1'] ?? 0) > 0;
    if (!(ch.types & (T.creature | T.planeswalker)) && o.attachedTo === null && !aura && !legend && !both) continue;
    list.push(id);
    if (ch.types & T.creature) {
      if (on.zeroToughness && ch.toughness <= 0) steady = false;
      else if (on.lethalDamage) creatures.push(id, ch.toughness);
    }
    if (on.zeroLoyalty && ch.types & T.planeswalker) walkers.push(id);
    if (on.countersAnnihilate && both) steady = false;
    if (on.unattachedAura && aura) {
      const to = o.attachedTo === null ? null : d.obj(o.attachedTo);
      if (!to || to.next >= 0 || to.zone !== 'battlefield') steady = false;
    }
    if (on.unattachedEquipment && o.attachedTo !== null && !aura) {
      const to = d.obj(o.attachedTo);
      if (to.next >= 0 || to.zone !== 'battlefield' || !((c.byId.get(o.attachedTo)?.types ?? 0) & T.creature))
        steady = false;
    }
    if (on.legendRule && legend) legends++;
  }
  if (legends > 1) steady = false;
  return { list, on, steady, creatures, walkers };
}

/** With steady layers: does no creature have lethal damage and no planeswalker lost its loyalty? */
function nothingDies(d: Draft, k: Concerned): boolean {
  const cr = k.creatures;
  for (let i = 0; i < cr.length; i += 2) {
    const o = d.obj(cr[i]!);
    if (o.damage > 0 && (o.damage >= cr[i + 1]! || o.deathtouched)) return false;
  }
  for (const id of k.walkers) if ((d.obj(id).counters?.['loyalty'] ?? 0) <= 0) return false;
  return true;
}

/** CR 800.4a: the player leaves the game, and their objects with them. */
function loses(d: Draft, seat: number, why: string): void {
  const s = d.s;
  d.player(seat).lost = true;
  d.say(`${seatName(seat)} loses: ${why}.`, seat);
  for (const id of s.battlefield.slice()) if (d.obj(id).owner === seat) moveObject(d, id, 'exile');
  s.stack = s.stack.filter((i) => i.controller !== seat);
}

/**
 * CR 704.5j: of the legendary permanents one player controls with the same name, all but the
 * newest die (a simplification: the player would choose). Groups in order of their first member.
 */
function legendRule(d: Draft, c: Chars, legends: readonly number[], dying: number[]): void {
  const s = d.s;
  const groups = new Map<string, number[]>();
  for (const id of legends) {
    const key = `${c.byId.get(id)!.controller}\u0000${s.cards[d.obj(id).card]!.name}`;
    const g = groups.get(key);
    if (g) g.push(id);
    else groups.set(key, [id]);
  }
  for (const ids of groups.values()) if (ids.length > 1) dying.push(...ids.slice(0, -1));
}

/**
 * At the end of `apply`: is the final state clean, the draft's last check still holding? The engine
 * keeps that with the state's reader (reader.ts `CLEAN`); the next draft starts from such a state
 * exactly (states never change), so its first check is skipped as a second check in the same
 * draft would be: most actions end a step or only pass.
 */
export function endsClean(d: Draft): boolean {
  return !d.s.result && unchanged(d);
}

/** At the start of `apply`, on a draft of a state that ended clean: carries that check over. */
export function startClean(d: Draft): void {
  remember(d);
  // The draft's combat is its own copy of the state's (same content): the one the check saw.
  d.sbaCombat = d.s.combat;
}

/** Whether the layers the last check read are tracked (chars/signature.ts): untracked ones read combat, the stack or hidden zones, which change without a write through the draft. */
let layersTracked = false;

export function checkSba(d: Draft): boolean {
  if (unchanged(d)) return false;
  const any = check(d);
  if (!any && !d.s.result && layersTracked) remember(d);
  else d.sbaSeen = null;
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
      loses(d, p.seat, why);
      any = true;
    }
  }
  const c = chars(d);
  layersTracked = isTracked(c);
  // Lists made on first use, plain indexed loops: this runs after most changes and usually finds
  // nothing, so it allocates nothing then.
  let dying: number[] | null = null;
  let destroyed: number[] | null = null;
  let legends: number[] | null = null;
  const k = concerned(d, c);
  // Steady layers and nothing dying: the loop below would find nothing (the usual case).
  const bf = k.steady && nothingDies(d, k) ? [] : k.list;
  for (let i = 0; i < bf.length; i++) {
    const id = bf[i]!;
    const ch = c.byId.get(id)!;
    const o = d.obj(id);
    if (ch.types & T.creature) {
      if (on.zeroToughness && ch.toughness <= 0) (dying ??= []).push(id);
      else if (on.lethalDamage && ((o.damage > 0 && o.damage >= ch.toughness) || (o.deathtouched && o.damage > 0)))
        (destroyed ??= []).push(id);
    }
    if (on.zeroLoyalty && ch.types & T.planeswalker && (o.counters?.['loyalty'] ?? 0) <= 0) (dying ??= []).push(id);
    if (on.countersAnnihilate && o.counters && (o.counters['+1/+1'] ?? 0) > 0 && (o.counters['-1/-1'] ?? 0) > 0) {
      const n = Math.min(o.counters['+1/+1']!, o.counters['-1/-1']!);
      const w = d.mut(id);
      w.counters = { ...w.counters!, '+1/+1': w.counters!['+1/+1']! - n, '-1/-1': w.counters!['-1/-1']! - n };
      d.touch();
      any = true;
    }
    const def = s.cards[o.card]!;
    if (
      on.unattachedAura &&
      def.subtypes.includes('Aura') &&
      (o.attachedTo === null || d.obj(o.attachedTo).next >= 0 || d.obj(o.attachedTo).zone !== 'battlefield')
    )
      (dying ??= []).push(id);
    if (on.unattachedEquipment && o.attachedTo !== null && !def.subtypes.includes('Aura')) {
      const to = d.obj(o.attachedTo);
      if (to.next >= 0 || to.zone !== 'battlefield' || !((c.byId.get(o.attachedTo)?.types ?? 0) & T.creature)) {
        d.mut(id).attachedTo = null;
        d.touch();
        any = true;
      }
    }
    if (on.legendRule && isLegendary(def)) (legends ??= []).push(id);
  }
  if (legends && legends.length > 1) legendRule(d, c, legends, (dying ??= []));
  // CR 704.3: the state-based actions of one check happen at once (each death sees the others, CR 603.10a).
  const began = beginTogether(d);
  if (dying)
    for (const id of dying)
      if (d.obj(id).next < 0) {
        moveObject(d, id, 'graveyard');
        any = true;
      }
  if (destroyed)
    for (const id of destroyed) if (d.obj(id).next < 0) any = destroy(d, id) || any || d.obj(id).damage === 0;
  endTogether(d, began);
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
  if (!any && !s.result) checkStateTriggers(d, c.byId);
  return any;
}
