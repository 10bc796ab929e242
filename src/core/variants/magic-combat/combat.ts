/**
 * Magic Combat's combat (003 Combat) as the core's combat module: spell cards face down into the
 * spell slots, one creature ability each (a priority window), then fights one at a time — the
 * active player picks a creature, both may reveal spell cards (the stack resolves them last in,
 * first out), the creature fights the one across from it — and scoring at the end of combat. The
 * opening placement (003 Setup) and choosing a new creature's slot are module decisions too.
 */
import { charsOf } from '../../rules/chars/compute';
import { dealDamage } from '../../rules/damage';
import type { Action, Pending } from '../../rules/decisions';
import { T } from '../../rules/defs';
import type { Draft } from '../../rules/draft';
import { sharedExtra } from '../../rules/combat/state';
import type { CombatModule, RulesModule } from '../../rules/module';
import { objName, seatName } from '../../rules/names';
import type { ModuleProc, Proc } from '../../rules/procs';
import type { Reader } from '../../rules/reader';
import type { ObjId, Seat, StepId } from '../../rules/types';
import { moveObject } from '../../rules/zones';
import { extOf, facing, liveCreature, mutExt, openSlots, otherSeat, SLOTS } from './state';

/** 003 Setup: each seat in turn fills its 5 slots face down; nothing shows until all reveal at once. */
export interface SetupProc {
  p: 'x:setup';
  order: Seat[];
  i: number;
  slot: number;
  placed: (ObjId | null)[][];
}
/** 003 Combat: up to three non-creature cards face down into the spell slots, active player first. */
interface SpellsProc {
  p: 'x:spells';
  order: Seat[];
  i: number;
  picked: ObjId[];
  finish?: boolean;
}
interface SlotProc {
  p: 'x:slot';
  obj: ObjId;
  seat: Seat;
  answered?: boolean;
}
interface FightProc {
  p: 'x:fight';
  answered?: boolean;
}
type McProc = SetupProc | SpellsProc | SlotProc | FightProc;

/** The fights of one combat (kept in `combat.extra`): replaced whole (`setFights`), never written in place. */
export interface FightState {
  readonly fought: readonly ObjId[];
  /** The fight about to happen (the reveal window is open before it). */
  readonly current: { readonly a: ObjId; readonly b: ObjId } | null;
  readonly passed: boolean;
  /** The face-down cards when the window opened: how many were revealed tells whether resolving began. */
  readonly window: readonly ObjId[];
}

/** The combat's new fights record (written out field by field: one shape), shared by the drafts that follow (combat/state.ts). */
function setFights(d: Draft, f: FightState): void {
  d.s.combat!.extra = sharedExtra(f);
}

/** The engine's "no priority in this step" marker (engine.ts): after the active player passes, the step ends. */
const NO_PRIORITY = -2;

const fights = (r: Reader): FightState | null => (r.s.combat?.extra as FightState | undefined) ?? null;

/** A fight is chosen and not yet fought (equip may be activated, 003 Casting Spells). */
export function fightPending(r: Reader): boolean {
  return r.s.step === 'combatDamage' && !!fights(r)?.current;
}

/** 003 Combat: "Before each fight" both may reveal; once the spells begin to resolve, no more reveals. */
export function fightWindow(r: Reader): boolean {
  if (r.s.step !== 'combatDamage') return false;
  const f = fights(r);
  if (!f?.current) return false;
  // Counted, not filtered: asked for each face-down card at every enumeration of a fight's window.
  let revealed = 0;
  for (const id of f.window) if (r.obj(id).next >= 0) revealed++;
  return r.s.stack.length >= revealed;
}

function fightOptions(r: Reader): Action[] {
  const s = r.s;
  const f = fights(r);
  if (!f || f.passed) return [];
  const e = extOf(s);
  const out: Action[] = [];
  for (const id of e.slots[s.active]!) {
    if (id === null || f.fought.includes(id) || !liveCreature(r, id, s.active)) continue;
    const b = facing(r, e, s.active, id);
    if (b !== null) out.push({ t: 'attack', o: id, at: { o: b } });
  }
  return out;
}

/** 003 Setup: all placed creatures are revealed at once (turned face up, in their slots). */
function revealSetup(d: Draft, proc: SetupProc): void {
  const e = mutExt(d);
  const said: string[] = [];
  for (const seat of proc.order) {
    const names: string[] = [];
    proc.placed[seat]!.forEach((id, slot) => {
      if (id === null) return;
      const nid = moveObject(d, id, 'battlefield', { controller: seat });
      d.mut(nid).since = 0; // there before the first turn: no summoning sickness for {T} abilities
      e.slots[seat]![slot] = nid;
      names.push(`${objName(d, nid)} (slot ${slot + 1})`);
    });
    said.push(`${seatName(seat)}: ${names.length ? names.join(', ') : 'no creature'}`);
  }
  d.say(`Both players reveal their creatures. ${said.join('; ')}.`);
}

function runSetup(d: Draft, proc: SetupProc): 'wait' | 'done' {
  const seat = proc.order[proc.i];
  if (seat === undefined) {
    revealSetup(d, proc);
    return 'done';
  }
  const taken = proc.placed[seat]!;
  const options = d.s.players[seat]!.hand.filter((id) => {
    const def = d.s.cards[d.obj(id).card]!;
    return def.types & T.creature && def.mv <= 3 && !taken.includes(id);
  });
  askHiddenPick(
    d,
    seat,
    options,
    [],
    `Setup: a creature of mana value 3 or less, face down, for creature slot ${proc.slot + 1} (or none)`,
  );
  return 'wait';
}

/** One card or none from `options`, chosen where the other seat cannot see (a face-down placement). */
function askHiddenPick(
  d: Draft,
  seat: Seat,
  options: readonly ObjId[],
  chosen: readonly ObjId[],
  prompt: string,
): void {
  d.s.pending = {
    d: 'choose',
    seat,
    options: options.map((o) => ({ o })),
    min: 0,
    max: 1,
    chosen: chosen.map((o) => ({ o })),
    prompt,
    hidden: true,
  };
}

function runSpells(d: Draft, proc: SpellsProc): 'wait' | 'done' {
  for (;;) {
    const seat = proc.order[proc.i];
    if (seat === undefined) return 'done';
    const max = Math.min(3, SLOTS - extOf(d.s).spells[seat]!.length);
    if (!proc.finish && proc.picked.length < max) {
      // A loop, not a filter with a closure: this runs at every pick.
      const options: ObjId[] = [];
      for (const id of d.s.players[seat]!.hand)
        if (!(d.s.cards[d.obj(id).card]!.types & T.creature) && !proc.picked.includes(id)) options.push(id);
      askHiddenPick(
        d,
        seat,
        options,
        proc.picked,
        `Put a card face down in a spell slot (${proc.picked.length} of up to ${max})`,
      );
      return 'wait';
    }
    const e = mutExt(d);
    for (const id of proc.picked) {
      const nid = moveObject(d, id, 'exile', { faceDown: true });
      d.mut(nid).seenBy = 1 << seat; // CR 406.3: only its owner knows a face-down card
      e.spells[seat]!.push(nid);
    }
    const n = proc.picked.length;
    d.say(`${seatName(seat)} puts ${n} card${n === 1 ? '' : 's'} face down in the spell slots.`, seat);
    proc.picked = [];
    proc.finish = false;
    proc.i++;
  }
}

function runSlot(d: Draft, proc: SlotProc): 'wait' | 'done' {
  if (proc.answered || !liveCreature(d, proc.obj, proc.seat)) return 'done';
  const open = openSlots(extOf(d.s), proc.seat);
  d.s.pending = {
    d: 'mode',
    seat: proc.seat,
    options: open.map((i) => `creature slot ${i + 1}`),
    count: 1,
    chosen: [],
  };
  return 'wait';
}

/** 003 Combat: the chosen creature fights the creature across from it now (CR 701.12: not combat damage). */
function fight(d: Draft, f: FightState): void {
  const { a } = f.current!;
  const seat = d.s.active;
  const b = liveCreature(d, a, seat) ? facing(d, extOf(d.s), seat, a) : null;
  if (b === null) {
    setFights(d, { fought: [...f.fought, a], current: null, passed: f.passed, window: f.window });
    d.say(`${objName(d, a)} has no creature to fight.`, seat);
    return;
  }
  setFights(d, { fought: [...f.fought, a, b], current: null, passed: f.passed, window: f.window });
  d.say(`${objName(d, a)} fights ${objName(d, b)}.`, seat);
  const pa = Math.max(0, charsOf(d, a).power);
  const pb = Math.max(0, charsOf(d, b).power);
  dealDamage(d, a, { o: b }, pa, false);
  dealDamage(d, b, { o: a }, pb, false);
}

/** 003 Gameplay: each unblocked creature of the active player scores one point at the end of combat. */
function score(d: Draft, f: FightState | null): void {
  const s = d.s;
  const seat = s.active;
  const e = extOf(s);
  const scorers: ObjId[] = [];
  for (const id of e.slots[seat]!)
    if (
      id !== null &&
      liveCreature(d, id, seat) &&
      facing(d, e, seat, id) === null &&
      (e.opts.unblocked === 'facing-empty' || !f?.fought.includes(id))
    )
      scorers.push(id);
  if (!scorers.length) return;
  const m = mutExt(d);
  m.points[seat]! += scorers.length;
  d.say(
    `${seatName(seat)} scores ${scorers.length} (${scorers.map((id) => objName(d, id)).join(', ')}): ${m.points[seat]} points.`,
    seat,
  );
}

/** 003 Gameplay: after the last round, the most points wins (a tie: a draw, or life with that option). */
export function endGame(d: Draft): void {
  const s = d.s;
  const e = extOf(s);
  const [p0, p1] = [e.points[0]!, e.points[1]!];
  let w = p0 > p1 ? 0 : p1 > p0 ? 1 : -1;
  let why = `${p0} to ${p1} points`;
  if (w < 0 && e.opts.tiebreak === 'life') {
    const [l0, l1] = [s.players[0]!.life, s.players[1]!.life];
    w = l0 > l1 ? 0 : l1 > l0 ? 1 : -1;
    why += `, ${l0} to ${l1} life`;
  }
  s.result =
    w < 0
      ? { winners: [], reason: `Draw after ${e.opts.rounds} rounds: ${why}` }
      : { winners: [w], reason: `${seatName(w)} wins after ${e.opts.rounds} rounds: ${why}` };
  d.say(s.result.reason + '.');
}

/**
 * Its procs copied field by field for a draft to write (CombatModule.copyProc), in the order they
 * are made, optional marks after (not jsonClone's generic walk: 100 a game). `order` is never written.
 */
function copyProc(proc: ModuleProc): ModuleProc {
  const p = proc as unknown as McProc;
  let c: McProc;
  switch (p.p) {
    case 'x:setup':
      c = { p: p.p, order: p.order, i: p.i, slot: p.slot, placed: p.placed.map((row) => row.slice()) };
      break;
    case 'x:spells':
      c = { p: p.p, order: p.order, i: p.i, picked: p.picked.slice() };
      if (p.finish !== undefined) c.finish = p.finish;
      break;
    case 'x:slot':
      c = { p: p.p, obj: p.obj, seat: p.seat };
      if (p.answered !== undefined) c.answered = p.answered;
      break;
    case 'x:fight':
      c = p.answered === undefined ? { p: p.p } : { p: p.p, answered: p.answered };
      break;
  }
  return c as unknown as ModuleProc;
}

export const MAGIC_COMBAT_FIGHTS: CombatModule = {
  id: 'magic-combat',
  copyProc,
  handles: (p: Pending) => p.d === 'attackers',
  startStep(d: Draft, _m: RulesModule, step: StepId): boolean {
    const s = d.s;
    switch (step) {
      case 'beginCombat': {
        s.combat = { attackers: [], blocking: {}, defenders: [otherSeat(s.active)], firstStrikeDone: false };
        setFights(d, { fought: [], current: null, passed: false, window: [] });
        s.procs.push({ p: 'x:spells', order: [s.active, otherSeat(s.active)], i: 0, picked: [] });
        return false;
      }
      case 'declareAttackers':
        return true; // the window for one creature ability each (hooks.ts activateTiming)
      case 'combatDamage':
        if (!fightOptions(d).length) return false;
        s.procs.push({ p: 'x:fight' });
        return true;
      case 'endCombat':
        score(d, fights(d));
        return false;
      default:
        return false;
    }
  },
  runProc(d: Draft, _m: RulesModule, proc: Proc): 'wait' | 'done' {
    const p = proc as unknown as McProc;
    switch (p.p) {
      case 'x:setup':
        return runSetup(d, p);
      case 'x:spells':
        return runSpells(d, p);
      case 'x:slot':
        return runSlot(d, p);
      case 'x:fight':
        if (p.answered) return 'done';
        d.s.pending = { d: 'attackers', seat: d.s.active };
        return 'wait';
      default:
        return 'done';
    }
  },
  answer(d: Draft, _m: RulesModule, proc: Proc, a: Action): void {
    const p = proc as unknown as McProc;
    if (p.p === 'x:setup') {
      if (a.t === 'pick' && 'o' in a.v) p.placed[p.order[p.i]!]![p.slot] = a.v.o;
      if (++p.slot >= SLOTS) {
        p.slot = 0;
        p.i++;
      }
    } else if (p.p === 'x:spells') {
      if (a.t === 'pick' && 'o' in a.v) p.picked.push(a.v.o);
      else p.finish = true;
    } else if (p.p === 'x:slot' && a.t === 'mode') {
      const slot = openSlots(extOf(d.s), p.seat)[a.i]!;
      mutExt(d).slots[p.seat]![slot] = p.obj;
      d.say(`${seatName(p.seat)} puts ${objName(d, p.obj)} in creature slot ${slot + 1}.`, p.seat);
      p.answered = true;
    } else if (p.p === 'x:fight') {
      p.answered = true;
      const f = fights(d)!;
      if (a.t === 'attack' && 'o' in a.at) {
        const [s0, s1] = extOf(d.s).spells as [ObjId[], ObjId[]];
        setFights(d, { fought: f.fought, current: { a: a.o, b: a.at.o }, passed: f.passed, window: s0.concat(s1) });
        d.say(`${seatName(d.s.active)} picks ${objName(d, a.o)} to fight ${objName(d, a.at.o)}.`, d.s.active);
      } else {
        setFights(d, { fought: f.fought, current: f.current, passed: true, window: f.window });
        d.s.priority = NO_PRIORITY;
      }
    }
  },
  legal(r: Reader, p: Pending): Action[] {
    return p.d === 'attackers' ? [{ t: 'done' }, ...fightOptions(r)] : [];
  },
  repeatStep(d: Draft, _m: RulesModule, step: StepId): boolean {
    const f = fights(d);
    if (step !== 'combatDamage' || !f?.current) return false;
    fight(d, f);
    return true;
  },
};
