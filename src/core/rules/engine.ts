/**
 * The game loop (CR 116–117): `apply` answers the pending decision, then `advance` runs the game
 * until it needs the next one — procs first (casting, resolving, combat), then state-based actions,
 * then waiting triggers onto the stack, then priority. A seat with no stop at this step and an empty
 * stack, or with an empty hand and nothing to do, passes automatically (Forge's and Arena's stops),
 * so neither bots nor people click through empty steps. Pure: the input state is never changed.
 */
import type { GameEvent } from '../engine/events';
import { runAnnounce, startActivate, startCast } from './cast';
import type { Action, Pending } from './decisions';
import { Draft, nextPriority } from './draft';
import { canDoAnything, priorityActions } from './legal';
import type { RulesModule } from './module';
import { answerMulligan, bottomAnswers, mulliganAnswers, owedToBottom, runMulligan } from './mulligan';
import { objName, seatName } from './names';
import type { Proc } from './procs';
import { CLEAN, readerOf, recentReader, SETTLED, type Reader, type StateReader } from './reader';
import { runResolve, startResolve } from './resolve';
import { checkSba, endsClean, startClean } from './sba';
import { collectTriggers, stackTriggers } from './triggers';
import { beginStep, endStep, nextSeat, runDiscardToHand, runMayUntap } from './turn';
import type { GameState, Seat, Target } from './types';
import { moveObject } from './zones';
import { turnFaceUp } from './keywords/morph';
import { suspendCard } from './keywords/suspend';
import { runDraw } from './keywords/dredge';

/** Priority held by nobody yet: the step's turn-based actions have not run. */
const NOT_BEGUN = -1;
/** The step began and gives no priority (untap, cleanup, a skipped combat step). */
const NO_PRIORITY = -2;

/** The core's own procs, each run by the module that owns it; the others are the combat module's. */
type CoreRun = 'announce' | 'resolve' | 'mulligan' | 'mayUntap' | 'draw' | 'discardToHand';
type Runner<K extends CoreRun> = (d: Draft, m: RulesModule, p: Extract<Proc, { p: K }>) => 'wait' | 'done';
const RUNNERS: { [K in CoreRun]: Runner<K> } = {
  announce: runAnnounce,
  resolve: runResolve,
  mulligan: (d, _m, p) => runMulligan(d, p),
  mayUntap: (d, _m, p) => runMayUntap(d, p),
  draw: (d, _m, p) => runDraw(d, p),
  discardToHand: (d, _m, p) => runDiscardToHand(d, p),
};

function runProc(d: Draft, m: RulesModule, p: Proc): 'wait' | 'done' {
  // The table is keyed by kind, so its runner takes this very proc (TypeScript cannot pair the two).
  const run = RUNNERS[p.p as CoreRun] as Runner<CoreRun> | undefined;
  return run ? run(d, m, p as Extract<Proc, { p: CoreRun }>) : m.combat.runProc(d, m, p);
}

/**
 * Runs the game until it waits for a decision or is over. `clean`: no state-based action applies
 * now (CR 704.3 checks again only after something changed; moving priority changes nothing).
 */
export function advance(d: Draft, m: RulesModule, clean = false): void {
  const s = d.s;
  // The variant's checks before priority found nothing to do, and nothing but priority changed
  // since (they never read it): they would find nothing again. They are idempotent — what they do
  // and still answer false with (untapping, tidying the slots) leaves nothing for a second call.
  let settled = clean && d.settled;
  d.settled = false;
  for (let guard = 0; guard < 100_000; guard++) {
    collectTriggers(d);
    if (s.result) {
      s.pending = null;
      s.procs = [];
      return;
    }
    if (s.pending) return;
    const top = d.ownTop(m.combat.copyProc);
    if (top) {
      if (runProc(d, m, top) === 'done') s.procs.splice(s.procs.indexOf(top), 1);
      clean = settled = false;
      continue;
    }
    if (!clean && checkSba(d)) {
      settled = false;
      continue;
    }
    clean = true;
    if (s.triggers.length) {
      clean = settled = false;
      stackTriggers(d);
      if (s.priority < 0 && s.priority !== NOT_BEGUN) s.priority = s.active; // CR 514.3a
      continue;
    }
    if (!settled) {
      if (m.beforePriority?.(d)) continue;
      settled = true;
    }
    if (s.priority === NOT_BEGUN) {
      clean = settled = false;
      s.priority = beginStep(d, m) ? s.active : NO_PRIORITY;
      continue;
    }
    if (s.priority === NO_PRIORITY) {
      if (s.stack.length) s.priority = s.active;
      else {
        clean = settled = false;
        endStep(d, m);
      }
      continue;
    }
    const seat = s.priority;
    if (!s.players[seat]!.lost && !autoPass(d, m, seat)) {
      s.pending = { d: 'priority', seat };
      d.settled = settled;
      return;
    }
    clean = pass(d, m);
    if (!clean) settled = false;
  }
  throw new Error('rules: the game loop did not settle (an effect repeats forever?)');
}

/**
 * Does `seat` pass without being asked (no stop here, or nothing to do)? Only what every seat sees
 * decides: a seat holding cards is asked at its stops and whenever the stack is not empty, since
 * skipping it only when its hand held nothing playable would tell the others what it holds.
 */
function autoPass(r: Reader, m: RulesModule, seat: Seat): boolean {
  const s = r.s;
  if (!s.config.autoPass) return false;
  if (s.stack.length === 0) {
    const stops = s.config.stops[seat];
    const list = seat === s.active ? stops?.own : stops?.others;
    if (list && !list.includes(s.step)) return true;
  }
  // Cards a variant lets be cast from elsewhere (face-down spell slots) are held like a hand.
  const holds = s.players[seat]!.hand.length > 0 || (m.castFrom?.(r, seat).length ?? 0) > 0;
  return !holds && !canDoAnything(r, seat, m);
}

/**
 * CR 117.4: all pass in a row — resolve the top of the stack, or end the step. True when priority
 * only moved to the next seat (nothing else changed).
 */
function pass(d: Draft, m: RulesModule): boolean {
  const s = d.s;
  s.passes++;
  let living = 0;
  for (const p of s.players) if (!p.lost) living++;
  if (s.passes >= living) {
    s.passes = 0;
    if (s.stack.length) {
      startResolve(d);
      s.priority = s.active; // CR 117.3b
    } else endStep(d, m);
    return false;
  }
  s.priority = nextSeat(d, s.priority);
  return true;
}

/** Every answer `seat` may give now (empty: not this seat's decision). */
export function legalActions(state: GameState, m: RulesModule, seat: Seat): Action[] {
  const p = state.pending;
  if (!p || p.seat !== seat || state.result) return [];
  const r = readerOf(state);
  switch (p.d) {
    case 'priority':
      return priorityActions(r, seat, m);
    case 'mulligan':
      return mulliganAnswers(state, seat);
    case 'bottom':
      return bottomAnswers(state, seat);
    case 'target':
      return picks(p.chosen.length >= p.min, p.options);
    case 'choose':
      return picks(p.chosen.length >= p.min && p.min === 0, p.options);
    case 'mode':
      return p.options
        .map((_, i) => i)
        .filter((i) => !p.chosen.includes(i))
        .map((i) => ({ t: 'mode', i }));
    case 'x':
      return Array.from({ length: p.max + 1 }, (_, n) => ({ t: 'x', n }));
    case 'yesNo':
      return [{ t: 'yes' }, { t: 'no' }];
    case 'color':
      return p.options.map((c) => ({ t: 'color', c }));
    case 'triggerOrder':
      return p.options.map((i) => ({ t: 'first', i }));
    default:
      return m.combat.legal(r, p);
  }
}

/** `done` (when allowed) and a pick per option: one loop, not spreads of mapped lists (a fifth of a game's answers). */
function picks(done: boolean, options: readonly Target[]): Action[] {
  const out: Action[] = done ? [{ t: 'done' }] : [];
  for (const v of options) out.push({ t: 'pick', v });
  return out;
}

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** Answers the pending decision with `action`; returns the new state and its log lines. */
export function applyAction(
  state: GameState,
  m: RulesModule,
  seat: Seat,
  action: Action,
  trusted = false,
): { state: GameState; events: GameEvent[] } {
  const p = state.pending;
  if (!p) throw new Error('No decision is pending: the game is over.');
  if (p.seat !== seat) throw new Error(`It is ${seatName(p.seat)}'s decision, not ${seatName(seat)}'s.`);
  if (!trusted && !legalActions(state, m, seat).some((a) => same(a, action)))
    throw new Error(`That action is not legal now: ${JSON.stringify(action)}`);
  // One ring look-up for what the apply that made `state` left known about it (reader.ts).
  const prior = recentReader(state);
  if (p.d === 'priority' && action.t === 'pass' && prior && prior.known & SETTLED) {
    const next = passOn(state, m, prior);
    if (next) return { state: next, events: [] };
  }
  const d = new Draft(state, prior ? prior.charsCache : null);
  if (prior && prior.known & CLEAN) startClean(d);
  d.settled = d.settledInput = prior !== undefined && (prior.known & SETTLED) !== 0;
  d.s.pending = null;
  // A priority decision is asked only once no state-based action applies: a pass that just moves
  // priority on leaves that so.
  advance(d, m, answer(d, m, p, action));
  const known = (endsClean(d) ? CLEAN : 0) | (d.settled ? SETTLED : 0);
  // legalActions on the new state reads the layers at once: hand on the draft's when they are exact.
  const c = d.finalChars();
  if (c || known) {
    const r = readerOf(d.s);
    r.known = known;
    if (c && !r.charsCache) r.charsCache = c;
  }
  return { state: d.s, events: d.log };
}

/**
 * A pass that only hands priority to the next seat, which is asked (about a third of Magic Combat's
 * actions): the state is the same but for priority, the passes and the decision, so the next state
 * shares all of it, its layers and what was known of it (`SETTLED`, `CLEAN`) — what `apply` would
 * give, without a draft. Null when more would happen (the round of passes ends, the seat passes
 * without being asked): the draft does it.
 */
function passOn(state: GameState, m: RulesModule, prior: StateReader): GameState | null {
  if (state.procs.length || state.triggers.length || state.result) return null;
  let living = 0;
  for (const pl of state.players) if (!pl.lost) living++;
  if (state.passes + 1 >= living) return null;
  const seat = nextSeat({ s: state }, state.priority);
  if (state.players[seat]!.lost) return null;
  const next = nextPriority(state, seat);
  // What `advance` would find: triggers, state-based actions and the variant's checks as settled
  // as before (nothing they read changed), then `autoPass` for the seat (it reads no decision).
  const r = readerOf(next);
  r.charsCache = prior.charsCache;
  r.known = prior.known;
  return autoPass(r, m, seat) ? null : next;
}

/** Applies the answer; true when it only moved priority on (see `advance`'s `clean`). */
function answer(d: Draft, m: RulesModule, p: Pending, a: Action): boolean {
  const s = d.s;
  if (p.d === 'priority') {
    if (a.t === 'pass') return pass(d, m);
    else if (a.t === 'play') {
      d.player(p.seat).landsPlayed++;
      d.say(`${seatName(p.seat)} plays ${objName(d, a.o)}.`, p.seat);
      moveObject(d, a.o, 'battlefield', { controller: p.seat });
      s.passes = 0;
    } else if (a.t === 'cast') startCast(d, p.seat, a, m);
    else if (a.t === 'activate') startActivate(d, p.seat, a);
    else if (a.t === 'turnFaceUp') turnFaceUp(d, p.seat, a.o, a.x ?? 0);
    else if (a.t === 'suspend') suspendCard(d, p.seat, a.o);
    return false;
  }
  const top = d.ownTop(m.combat.copyProc);
  if (!top) throw new Error('rules: a decision without a proc');
  if (top.p === 'mulligan') {
    answerMulligan(d, top, a);
    return false;
  }
  if (top.p === 'announce' || top.p === 'discardToHand' || top.p === 'mayUntap' || top.p === 'draw') {
    top.ans = a;
    return false;
  }
  if (top.p === 'resolve') {
    const f = top.frames[top.frames.length - 1];
    if (f) f.ans = a;
    return false;
  }
  m.combat.answer(d, m, top, a);
  return false;
}

/** Seats with a decision now. */
export const activeSeats = (s: GameState): Seat[] => (s.pending && !s.result ? [s.pending.seat] : []);
export { owedToBottom };
