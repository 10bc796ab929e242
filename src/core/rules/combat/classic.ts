/**
 * Classic combat (CR 506–511) as a combat module: attackers declared one at a time, then each
 * defending player's blockers, damage assignment order for multiple blockers, first-strike and
 * regular damage. Damage is assigned for the attacker in its order — lethal damage to each blocker
 * in turn, the rest to the last one, or with trample to the player (CR 510.1c–d); assigning more
 * than lethal to an earlier blocker is not offered (a documented simplification).
 */
import { chars, charsOf } from '../chars/compute';
import { dealDamage } from '../damage';
import type { Action, Pending } from '../decisions';
import type { Draft } from '../draft';
import { hasKeyword } from '../keywords/has';
import { gameHasKeyword } from '../keywords/inGame';
import type { CombatModule, RulesModule } from '../module';
import { objName, seatName } from '../names';
import type { Proc } from '../procs';
import type { Reader } from '../reader';
import type { ObjId, Seat, StepId, Target } from '../types';
import { withRequirements } from './requirements';
import { answerBand, bandPossible, runBand } from './bands';
import { answerBandDamage, bandSplits, blockedWith, runBandDamage } from './bandDamage';
import { blockLimit, canAttack, canBlock, hasFirstStrike, isDoubleStrike } from './rules';

function defendersOf(r: Reader): Seat[] {
  const n = r.s.players.length;
  const out: Seat[] = [];
  for (let i = 1; i < n; i++) {
    const seat = (r.s.active + i) % n;
    if (!r.s.players[seat]!.lost) out.push(seat);
  }
  return out;
}

function attackOptions(r: Reader): Action[] {
  const c = r.s.combat;
  if (!c) return [];
  const out: Action[] = [];
  for (const id of r.s.battlefield) {
    if (c.attackers.some((a) => a.obj === id)) continue;
    for (const at of c.defenders) if (canAttack(r, id, at)) out.push({ t: 'attack', o: id, at: { p: at } });
  }
  return out;
}

function blockOptions(r: Reader, seat: Seat): Action[] {
  const c = r.s.combat;
  if (!c) return [];
  const out: Action[] = [];
  for (const id of r.s.battlefield) {
    if (charsOf(r, id).controller !== seat) continue;
    const already = c.blocking[id] ?? [];
    if (already.length >= blockLimit(r, id)) continue;
    for (const a of c.attackers)
      if (
        'p' in a.at &&
        a.at.p === seat &&
        !already.includes(a.obj) &&
        canBlock(r, id, a.obj) &&
        !(a.blockers.length && atMostOne(r, a.obj))
      )
        out.push({ t: 'block', o: id, at: a.obj });
  }
  return out;
}

/** "~ can't be blocked by more than one creature." */
const atMostOne = (r: Reader, id: ObjId) => chars(r).mods.some((m) => m.kind === 'blockedByAtMostOne' && m.obj === id);

function involvesFirstStrike(r: Reader): boolean {
  const c = r.s.combat!;
  const ids = [...c.attackers.map((a) => a.obj), ...Object.keys(c.blocking).map(Number)];
  return ids.some((id) => r.obj(id).zone === 'battlefield' && hasFirstStrike(charsOf(r, id)));
}

/** Whether `id` deals combat damage in this step (CR 510.4: first strike, then the rest and double strike). */
function dealsNow(d: Draft, id: ObjId, first: boolean): boolean {
  const o = d.obj(id);
  if (o.zone !== 'battlefield' || o.next >= 0) return false;
  const ch = charsOf(d, id);
  return first ? hasFirstStrike(ch) : !hasFirstStrike(ch) || isDoubleStrike(ch) || !d.s.combat!.firstStrikeDone;
}

/**
 * A combat damage step: blocked attackers that "may assign their combat damage as though they
 * weren't blocked" (Thorn Elemental, CR 510.1c) ask their controller first, then damage is dealt.
 */
function startDamage(d: Draft, first: boolean): void {
  const c = d.s.combat!;
  const mods = chars(d).mods;
  const queue = c.attackers
    .filter(
      (a) =>
        a.blocked && dealsNow(d, a.obj, first) && mods.some((m) => m.kind === 'assignAsUnblocked' && m.obj === a.obj),
    )
    .map((a) => a.obj);
  if (queue.length) d.s.procs.push({ p: 'asUnblocked', first, queue, yes: [] });
  else combatDamage(d, first, []);
}

/**
 * CR 510.1: every attacker and blocker in this step assigns its damage; then all is dealt at once.
 * Damage the banding player divides (CR 702.22j) is asked first (a proc), then given as `banded`.
 */
function combatDamage(
  d: Draft,
  first: boolean,
  asUnblocked: readonly ObjId[],
  banded?: Extract<Proc, { p: 'bandDamage' }>,
): void {
  const c = d.s.combat!;
  const deals = (id: ObjId): boolean => dealsNow(d, id, first) && !banded?.srcs.includes(id);
  if (!banded && gameHasKeyword(d.s.cards, 'banding')) {
    const splits = bandSplits(d, deals, asUnblocked);
    if (splits.length) {
      const srcs = splits.map((x) => x.src);
      d.s.procs.push({ p: 'bandDamage', first, asUnblocked: asUnblocked.slice(), srcs, splits, hits: [] });
      return;
    }
  }
  const hits: { src: ObjId; to: Target; n: number }[] = banded ? banded.hits.slice() : [];
  for (const a of c.attackers) {
    if (!deals(a.obj)) continue;
    const ch = charsOf(d, a.obj);
    let left = Math.max(0, ch.power);
    if (!a.blocked || asUnblocked.includes(a.obj)) {
      hits.push({ src: a.obj, to: a.at, n: left });
      continue;
    }
    const alive = a.blockers.filter((b) => d.obj(b).zone === 'battlefield' && d.obj(b).next < 0);
    const trample = hasKeyword(ch, 'trample');
    if (!alive.length) {
      if (trample) hits.push({ src: a.obj, to: a.at, n: left }); // CR 702.19e
      continue;
    }
    const deathtouch = hasKeyword(ch, 'deathtouch');
    alive.forEach((b, i) => {
      const bc = charsOf(d, b);
      const lethal = deathtouch ? 1 : Math.max(0, bc.toughness - d.obj(b).damage);
      const last = i === alive.length - 1 && !trample;
      const n = last ? left : Math.min(left, lethal);
      if (n > 0) hits.push({ src: a.obj, to: { o: b }, n });
      left -= n;
    });
    if (trample && left > 0) hits.push({ src: a.obj, to: a.at, n: left });
  }
  for (const [key, attackers] of Object.entries(c.blocking)) {
    const b = Number(key);
    if (!deals(b)) continue;
    const target = attackers.find((a) => d.obj(a).zone === 'battlefield' && d.obj(a).next < 0);
    if (target !== undefined) hits.push({ src: b, to: { o: target }, n: Math.max(0, charsOf(d, b).power) });
  }
  for (const h of hits) dealDamage(d, h.src, h.to, h.n, true);
  if (first) c.firstStrikeDone = true;
}

export const CLASSIC_COMBAT: CombatModule = {
  id: 'classic',
  handles: (p: Pending) => p.d === 'attackers' || p.d === 'blockers' || p.d === 'damageOrder',
  startStep(d: Draft, _m: RulesModule, step: StepId): boolean {
    const s = d.s;
    switch (step) {
      case 'beginCombat':
        s.combat = { attackers: [], blocking: {}, defenders: defendersOf(d), firstStrikeDone: false };
        return true;
      case 'declareAttackers':
        if (!s.combat) return false;
        if (!attackOptions(d).length) return false;
        s.procs.push({ p: 'attackers' });
        return true;
      case 'declareBlockers': {
        if (!s.combat?.attackers.length) return false;
        const order = s.combat.defenders.filter((seat) =>
          s.combat!.attackers.some((a) => 'p' in a.at && a.at.p === seat),
        );
        s.procs.push({ p: 'blockers', order, i: 0 });
        return true;
      }
      case 'firstStrikeDamage':
        if (!s.combat?.attackers.length || !involvesFirstStrike(d)) return false;
        startDamage(d, true);
        return true;
      case 'combatDamage':
        if (!s.combat?.attackers.length) return false;
        startDamage(d, false);
        return true;
      default:
        return true;
    }
  },
  runProc(d: Draft, _m: RulesModule, proc: Proc): 'wait' | 'done' {
    const s = d.s;
    if (proc.p === 'attackers') {
      if (proc.end || !attackOptions(d).length) {
        const r = finishAttackers(d);
        // CR 702.22c: bands are formed once the attackers are declared (unless the variant runs banding).
        if (!_m.runsKeywords?.includes('banding') && gameHasKeyword(d.s.cards, 'banding') && bandPossible(d))
          s.procs.push({ p: 'band', members: [], next: 1 });
        return r;
      }
      s.pending = { d: 'attackers', seat: s.active };
      return 'wait';
    }
    if (proc.p === 'blockers') {
      const seat = proc.order[proc.i];
      if (seat === undefined) return startOrdering(d);
      if (!blockOptions(d, seat).length) {
        finishBlocks(d, seat);
        proc.i++;
        return CLASSIC_COMBAT.runProc(d, _m, proc);
      }
      s.pending = { d: 'blockers', seat };
      return 'wait';
    }
    if (proc.p === 'asUnblocked') {
      const id = proc.queue[0];
      if (id === undefined) {
        combatDamage(d, proc.first, proc.yes);
        return 'done';
      }
      s.pending = {
        d: 'yesNo',
        seat: d.obj(id).controller,
        prompt: `Have ${objName(d, id)} assign its combat damage as though it weren't blocked?`,
      };
      return 'wait';
    }
    if (proc.p === 'band')
      return runBand(d, proc, 'Form an attacking band (CR 702.22c): pick its first creature, or done');
    if (proc.p === 'bandDamage') {
      if (runBandDamage(d, proc) === 'wait') return 'wait';
      combatDamage(d, proc.first, proc.asUnblocked, proc);
      return 'done';
    }
    if (proc.p === 'damageOrder') {
      const a = s.combat!.attackers.find((x) => x.obj === proc.queue[0]);
      if (!a) return 'done';
      const left = a.blockers.filter((b) => !proc.ordered.includes(b));
      s.pending = { d: 'damageOrder', seat: d.obj(a.obj).controller, attacker: a.obj, left };
      return 'wait';
    }
    return 'done';
  },
  answer(d: Draft, _m: RulesModule, proc: Proc, action: Action): void {
    const s = d.s;
    const c = s.combat!;
    if (proc.p === 'attackers') {
      if (action.t === 'attack') {
        c.attackers.push({ obj: action.o, at: action.at, blockers: [], blocked: false, band: 0, struckFirst: false });
        if (!hasKeyword(charsOf(d, action.o), 'vigilance')) d.mut(action.o).tapped = true;
        d.say(
          `${seatName(s.active)} attacks ${'p' in action.at ? seatName(action.at.p) : objName(d, action.at.o)} with ${objName(d, action.o)}.`,
          s.active,
        );
        d.emit({ e: 'attack', obj: action.o, at: action.at });
      } else if (action.t === 'done') proc.end = true;
    } else if (proc.p === 'blockers') {
      const seat = proc.order[proc.i]!;
      if (action.t === 'block') {
        // CR 702.22h: blocking a creature of an attacking band blocks the whole band.
        const band = _m.runsKeywords?.includes('banding') ? [action.at] : blockedWith(c, action.at);
        for (const at of band) {
          (c.blocking[action.o] ??= []).push(at);
          c.attackers.find((a) => a.obj === at)!.blockers.push(action.o);
        }
      } else if (action.t === 'done') {
        finishBlocks(d, seat);
        proc.i++;
      }
    } else if (proc.p === 'asUnblocked') {
      const id = proc.queue[0]!;
      if (action.t === 'yes') {
        proc.yes.push(id);
        d.say(`${objName(d, id)} assigns its combat damage as though it weren't blocked.`, d.obj(id).controller);
      }
      proc.queue.shift();
    } else if (proc.p === 'band') answerBand(d, proc, action);
    else if (proc.p === 'bandDamage') answerBandDamage(proc, action);
    else if (proc.p === 'damageOrder' && action.t === 'pick' && 'o' in action.v) {
      const a = c.attackers.find((x) => x.obj === proc.queue[0])!;
      proc.ordered.push(action.v.o);
      const rest = a.blockers.filter((b) => !proc.ordered.includes(b));
      if (rest.length <= 1) {
        a.blockers = [...proc.ordered, ...rest];
        proc.ordered = [];
        proc.queue.shift();
      }
    }
  },
  legal(r: Reader, p: Pending): Action[] {
    if (p.d === 'attackers') return [{ t: 'done' }, ...attackOptions(r)];
    if (p.d === 'blockers') {
      const req = withRequirements(r, blockOptions(r, p.seat));
      return req.canFinish ? [{ t: 'done' }, ...req.options] : req.options;
    }
    if (p.d === 'damageOrder') return p.left.map((o) => ({ t: 'pick', v: { o } }) as Action);
    return [];
  },
};

/** Attackers are declared: "attacks each turn if able" creatures are added (CR 508.1d). */
function finishAttackers(d: Draft): 'done' {
  const c = d.s.combat!;
  for (const m of chars(d).mods)
    if (
      m.kind === 'mustAttack' &&
      !c.attackers.some((a) => a.obj === m.obj) &&
      c.defenders[0] !== undefined &&
      canAttack(d, m.obj, c.defenders[0])
    ) {
      c.attackers.push({
        obj: m.obj,
        at: { p: c.defenders[0] },
        blockers: [],
        blocked: false,
        band: 0,
        struckFirst: false,
      });
      if (!hasKeyword(charsOf(d, m.obj), 'vigilance')) d.mut(m.obj).tapped = true;
      d.emit({ e: 'attack', obj: m.obj, at: { p: c.defenders[0] } });
    }
  if (c.attackers.length === 1) d.emit({ e: 'attacksAlone', obj: c.attackers[0]!.obj });
  return 'done';
}

/** One defender's blocks are final: menace needs two blockers (CR 702.110b); blocked attackers are marked. */
function finishBlocks(d: Draft, seat: Seat): void {
  const c = d.s.combat!;
  for (const a of c.attackers) {
    if (!('p' in a.at) || a.at.p !== seat) continue;
    if (a.blockers.length === 1 && hasKeyword(charsOf(d, a.obj), 'menace')) {
      const b = a.blockers[0]!;
      c.blocking[b] = (c.blocking[b] ?? []).filter((x) => x !== a.obj);
      if (!c.blocking[b]!.length) delete c.blocking[b];
      a.blockers = [];
      d.say(`${objName(d, a.obj)} has menace: one blocker is not enough, the block is removed.`, seat);
    }
    if (a.blockers.length) {
      a.blocked = true;
      d.say(
        `${seatName(seat)} blocks ${objName(d, a.obj)} with ${a.blockers.map((b) => objName(d, b)).join(' and ')}.`,
        seat,
      );
      for (const b of a.blockers) {
        d.emit({ e: 'block', obj: b, attacker: a.obj });
        d.emit({ e: 'blocked', attacker: a.obj, by: b });
      }
    } else d.emit({ e: 'unblocked', attacker: a.obj });
  }
}

function startOrdering(d: Draft): 'done' {
  const queue = d.s.combat!.attackers.filter((a) => a.blockers.length > 1).map((a) => a.obj);
  // The engine removes the finished blockers proc; the ordering proc runs next.
  if (queue.length) d.s.procs.push({ p: 'damageOrder', queue, ordered: [] });
  return 'done';
}
