/**
 * The turn as data (CR 500): the module's plan is walked step by step; each step's turn-based
 * actions run when it begins, and mana empties and "until end of turn" ends where the rules say.
 */
import { chars } from './chars/compute';
import type { Draft } from './draft';
import { NO_PRIORITY, COMBAT_STEPS, type RulesModule } from './module';
import { drawOrDredge } from './keywords/dredge';
import { phaseStep } from './keywords/phasing';
import type { Seat } from './types';
import type { DelayedTrigger } from './effectsState';
import { suspendUpkeep } from './keywords/suspend';
import { hasKeyword } from './keywords/has';
import { charsOf } from './chars/compute';
import { T } from './defs';
import type { Reader } from './reader';
import { objName, seatName } from './names';
import type { Proc } from './procs';
import { askChoose } from './askChoose';
import { moveObject } from './zones';

const STEP_NAMES: Record<string, string> = {
  untap: 'untap step',
  upkeep: 'upkeep',
  draw: 'draw step',
  main1: 'first main phase',
  beginCombat: 'beginning of combat',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  firstStrikeDamage: 'first-strike damage step',
  combatDamage: 'combat damage step',
  endCombat: 'end of combat',
  main2: 'second main phase',
  end: 'end step',
  cleanup: 'cleanup step',
};

export const stepName = (s: string): string => STEP_NAMES[s] ?? s;

/** The next living seat after `seat` in turn order. */
export function nextSeat(d: { s: { players: { lost: boolean }[] } }, seat: Seat): Seat {
  const n = d.s.players.length;
  for (let i = 1; i <= n; i++) {
    const t = (seat + i) % n;
    if (!d.s.players[t]!.lost) return t;
  }
  return seat;
}

/**
 * Runs the turn-based actions of the step that begins now. Returns whether players get priority in
 * it (false: the step is over at once — untap, cleanup, a combat step with nothing to do).
 */
export function beginStep(d: Draft, m: RulesModule): boolean {
  const s = d.s;
  const step = s.step;
  d.emit({ e: 'step', step, active: s.active });
  if (COMBAT_STEPS.has(step)) {
    if (step === 'beginCombat') {
      const p = d.player(s.active);
      if (p.skipCombat > 0) {
        p.skipCombat--;
        skipCombatPhase(d, m);
        return false;
      }
    }
    const go = m.combat.startStep(d, m, step);
    if (!go) {
      if (step === 'declareAttackers' && !s.combat?.attackers.length) skipCombatPhase(d, m);
      return false;
    }
    return true;
  }
  m.beginStep?.(d, step);
  switch (step) {
    case 'untap':
      untapStep(d);
      break;
    case 'draw':
      if (m.skipFirstDraw && s.turn === 1 && s.players.length === 2) break;
      drawOrDredge(d, s.active, m.drawCount); // CR 702.52a: a draw dredge may replace is a proc
      break;
    case 'cleanup':
      cleanup(d, m.keepsDamage === true);
      break;
    default:
      break;
  }
  if (step === 'upkeep' || step === 'end') fireDelayed(d, step === 'upkeep' ? 'nextUpkeep' : 'nextEndStep');
  if (step === 'upkeep') suspendUpkeep(d); // CR 702.62a
  return !NO_PRIORITY.has(step);
}

/** CR 508.8: no attackers → the rest of combat is skipped (straight to end of combat's end). */
function skipCombatPhase(d: Draft, m: RulesModule): void {
  const s = d.s;
  let i = s.stepIndex;
  while (i + 1 < m.plan.length && COMBAT_STEPS.has(m.plan[i + 1]!)) i++;
  s.stepIndex = i;
  s.step = m.plan[i]!;
}

/** CR 502.3: the active player's permanents untap; phasing and "doesn't untap" respected. */
function untapStep(d: Draft): void {
  const s = d.s;
  phaseStep(d); // CR 502.1: phasing before untapping
  const c = chars(d);
  const frozen = new Set(c.mods.filter((x) => x.kind === 'restrict' && x.cannot?.includes('untap')).map((x) => x.obj));
  // "You may choose not to untap ~ during your untap step": asked per permanent (a proc, below).
  const optional = new Set(c.mods.filter((x) => x.kind === 'mayNotUntap').map((x) => x.obj));
  const ask: number[] = [];
  for (const id of s.battlefield) {
    const o = d.obj(id);
    if (!o.tapped || (c.byId.get(id)?.controller ?? o.controller) !== s.active || frozen.has(id)) continue;
    if (optional.has(id)) ask.push(id);
    else d.mut(id).tapped = false;
  }
  if (ask.length) s.procs.push({ p: 'mayUntap', queue: ask });
  d.player(s.active).landsPlayed = 0;
  d.player(s.active).spellsCast = 0;
  // Effects "until your next untap step" end now (CR 611.2b).
  const before = s.effects.length;
  s.effects = s.effects.filter((e) => !(e.until.at === 'nextUntap' && e.until.seat === s.active));
  if (s.effects.length !== before) d.touch();
}

/** CR 514.1: the active player discards down to their maximum hand size, one card at a time. */
export function runDiscardToHand(d: Draft, p: Extract<Proc, { p: 'discardToHand' }>): 'wait' | 'done' {
  const seat = d.s.active;
  const pl = d.player(seat);
  if (p.ans?.t === 'pick' && 'o' in p.ans.v) {
    d.emit({ e: 'discard', seat, obj: p.ans.v.o });
    moveObject(d, p.ans.v.o, 'graveyard');
  }
  delete p.ans;
  if (pl.maxHandSize === null || pl.hand.length <= pl.maxHandSize) return 'done';
  return askChoose(d, seat, pl.hand, { min: 1, prompt: 'Discard down to your maximum hand size', hidden: true });
}

/** CR 514: discard to hand size happens as a proc; damage wears off (unless `keepDamage`) and "this turn" effects end. */
function cleanup(d: Draft, keepDamage: boolean): void {
  const s = d.s;
  const p = d.player(s.active);
  if (
    p.maxHandSize !== null &&
    p.hand.length > p.maxHandSize &&
    !chars(d).players.some((x) => x.kind === 'noMaxHandSize' && x.seat === s.active)
  )
    s.procs.push({ p: 'discardToHand' });
  for (const id of s.battlefield) {
    const o = d.obj(id);
    if ((o.damage && !keepDamage) || o.deathtouched || o.regen) {
      const w = d.mut(id);
      if (!keepDamage) w.damage = 0;
      w.deathtouched = false;
      w.regen = 0;
    }
  }
  s.effects = s.effects.filter((e) => e.until.at !== 'endOfTurn');
  s.shields = [];
  d.touch();
}

/** Module-level, not a named closure per call: under tsx (keepNames) each costs a defineProperty. */
const dueNow = (x: DelayedTrigger, at: string, active: Seat): boolean =>
  x.at === at && (x.seat === undefined || x.seat === active);

function fireDelayed(d: Draft, at: 'nextUpkeep' | 'nextEndStep' | 'endOfCombat'): void {
  const s = d.s;
  // Most steps have none due: look before making lists.
  let any = false;
  for (const x of s.delayed) if (dueNow(x, at, s.active)) any = true;
  if (!any) return;
  const due: DelayedTrigger[] = [];
  const rest: DelayedTrigger[] = [];
  for (const x of s.delayed) (dueNow(x, at, s.active) ? due : rest).push(x);
  s.delayed = rest;
  for (const x of due)
    s.triggers.push({
      source: x.source,
      controller: x.controller,
      ability: x.ability,
      subject: [],
      amount: 0,
      inline: { effects: x.effects, targets: x.targets, x: x.x, it: x.it },
    });
}

/** The step is over (all passed on an empty stack, or no priority in it): mana empties, next step. */
export function endStep(d: Draft, m: RulesModule): void {
  const s = d.s;
  for (const p of s.players) if (p.pool.length) d.player(p.seat).pool = [];
  if (COMBAT_STEPS.has(s.step) && m.combat.repeatStep?.(d, m, s.step)) {
    s.passes = 0;
    s.priority = -1;
    return;
  }
  if (
    s.step === 'endCombat' ||
    (COMBAT_STEPS.has(s.step) && s.stepIndex + 1 < m.plan.length && !COMBAT_STEPS.has(m.plan[s.stepIndex + 1]!))
  ) {
    s.combat = null;
    d.touch();
    fireDelayed(d, 'endOfCombat');
  }
  s.passes = 0;
  s.priority = -1;
  if (s.step === 'cleanup' && cleanupAgain(d)) return; // CR 514.3a: another cleanup step
  if (s.stepIndex + 1 < m.plan.length) {
    s.stepIndex++;
    s.step = m.plan[s.stepIndex]!;
    return;
  }
  nextTurn(d, m);
}

/** CR 514.3a: if anything happened during cleanup, another cleanup step follows. */
function cleanupAgain(d: Draft): boolean {
  return d.s.triggers.length > 0 && d.s.stack.length > 0;
}

function nextTurn(d: Draft, m: RulesModule): void {
  const s = d.s;
  const cur = d.player(s.active);
  let next: Seat;
  if (cur.extraTurns > 0 && !cur.lost) {
    cur.extraTurns--;
    next = s.active;
  } else next = nextSeat(d, s.active);
  s.turn++;
  s.active = next;
  d.player(next).lastTurn = s.turn;
  s.stepIndex = 0;
  s.step = m.plan[0]!;
  d.say(`Turn ${s.turn}: Seat ${next + 1}'s turn.`, next, { turn: s.turn });
  if (s.turn > s.config.maxTurns)
    s.result = { winners: [], reason: `Draw: the turn limit (${s.config.maxTurns}) was reached` };
}

/** Summoning sickness (CR 302.6): it can attack or {T} only if controlled since the turn began, or haste. */
export function canTapForAbility(d: Draft | Reader, id: number): boolean {
  const c = charsOf(d, id);
  if (!(c.types & T.creature)) return true;
  return !summoningSick(d, id) || hasKeyword(c, 'haste');
}

/** CR 302.6: not continuously controlled since its controller's most recent turn began. */
export function summoningSick(d: Draft | Reader, id: number): boolean {
  const c = charsOf(d, id);
  return d.obj(id).since >= d.s.players[c.controller]!.lastTurn;
}

/** The untap step's "you may choose not to untap" questions, one permanent at a time (CR 502.3). */
export function runMayUntap(d: Draft, p: Extract<Proc, { p: 'mayUntap' }>): 'wait' | 'done' {
  const id = p.queue[0];
  if (id === undefined) return 'done';
  if (p.ans) {
    if (p.ans.t === 'yes') d.mut(id).tapped = false;
    else d.say(`${seatName(d.s.active)} leaves ${objName(d, id)} tapped.`, d.s.active);
    delete p.ans;
    p.queue.shift();
    return runMayUntap(d, p);
  }
  d.s.pending = { d: 'yesNo', seat: d.s.active, prompt: `Untap ${objName(d, id)}?` };
  return 'wait';
}
