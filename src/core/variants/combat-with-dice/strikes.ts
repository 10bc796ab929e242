/**
 * The attacks of one combat, one at a time (004: "the damage dealing phase occurs right after the
 * attack roll ... each governing that single attack only"): the attacking player picks the next
 * attack; first-strike blockers counter-strike, the attacker rolls, surviving blockers counter-strike
 * and Walls deal their damage. Each roll opens a response window; the outcome is read when it closes.
 */
import { randInt } from '../../engine/rng';
import { charsOf } from '../../rules/chars/compute';
import type { Draft } from '../../rules/draft';
import { hasKeyword } from '../../rules/keywords/has';
import { objName, targetName } from '../../rules/names';
import type { ModuleProc } from '../../rules/procs';
import type { Reader } from '../../rules/reader';
import type { ObjId, Seat, Target } from '../../rules/types';
import type { DealProc } from './deal';
import {
  alive,
  defencePower,
  diceCombat,
  extOf,
  hasDoubleStrike,
  isWall,
  sidePower,
  strikesFirst,
  toughnessLeft,
  type DiceCombat,
  type Strike,
  type Unit,
} from './state';
import { criticalMissDamage, OUTCOME_NAMES, outcomeOf, tableDamage } from './table';

/** The attacking player picks which attack is made next (a decision when several are left). */
export interface OrderProc extends ModuleProc {
  p: 'x:order';
  answered?: boolean;
}

/** The attacks of this combat: attackers grouped by band (band 0 attacks alone), blockers joined. */
export function unitsOf(r: Reader): Unit[] {
  const c = r.s.combat!;
  const units: Unit[] = [];
  const bands = new Map<number, Unit>();
  for (const a of c.attackers) {
    const u = a.band > 0 ? bands.get(a.band) : undefined;
    if (u) {
      u.attackers.push(a.obj);
      for (const b of a.blockers) if (!u.blockers.includes(b)) u.blockers.push(b);
      continue;
    }
    const unit: Unit = { attackers: [a.obj], at: a.at, blockers: a.blockers.slice() };
    if (a.band > 0) bands.set(a.band, unit);
    units.push(unit);
  }
  return units;
}

export function newDiceCombat(r: Reader): DiceCombat {
  const units = unitsOf(r);
  return { units, left: units.map((_, i) => i), cur: -1, queue: [], roll: null, walls: [] };
}

/** A defending band: several blockers, one with banding (004: "Only one creature in a defending band need have banding"). */
export const defendingBand = (r: Reader, blockers: readonly ObjId[]): boolean =>
  blockers.length > 1 && blockers.some((b) => alive(r, b) && hasKeyword(charsOf(r, b), 'banding'));

/** The strikes of one attack, in order (004 First Strike, Special Considerations, counter strike). */
export function strikesOf(r: Reader, u: Unit): Strike[] {
  const twice = extOf(r.s).opts.doubleStrike === 'two-rolls';
  const times = (ids: readonly ObjId[]) => (twice && ids.some((id) => hasDoubleStrike(r, id)) ? 2 : 1);
  const out: Strike[] = [];
  const blocked = u.blockers.length > 0;
  const rollers = u.blockers.filter((b) => !isWall(r, b));
  if (blocked) for (const b of rollers) if (strikesFirst(r, b)) out.push({ kind: 'first', by: [b], vs: u.attackers });
  for (let i = 0; i < times(u.attackers); i++) out.push({ kind: 'attack', by: u.attackers, vs: u.blockers });
  for (const b of rollers)
    if (!strikesFirst(r, b) || (twice && hasDoubleStrike(r, b)))
      out.push({ kind: 'counter', by: [b], vs: u.attackers });
  for (const b of u.blockers) if (isWall(r, b)) out.push({ kind: 'wall', by: [b], vs: u.attackers });
  return out;
}

/**
 * Runs the combat on until a roll is made ('roll'), a decision is asked or damage is being dealt
 * ('ask'), or every attack is over ('over').
 */
export function nextStrike(d: Draft): 'roll' | 'ask' | 'over' {
  const c = diceCombat(d)!;
  for (;;) {
    const strike = c.queue.shift();
    if (!strike) {
      c.cur = -1;
      c.left = c.left.filter((i) => c.units[i]!.attackers.some((a) => alive(d, a)));
      if (!c.left.length) return 'over';
      if (c.left.length > 1) {
        d.s.procs.push({ p: 'x:order' } as OrderProc);
        return 'ask';
      }
      startUnit(d, c, c.left[0]!);
      continue;
    }
    const by = strike.by.filter((id) => alive(d, id));
    const vs = strike.vs.filter((id) => alive(d, id));
    // A striker gone, or every creature it would strike gone: nothing happens (a blocked attacker stays blocked, CR 509.1h).
    if (!by.length || (strike.vs.length && !vs.length)) continue;
    if (strike.kind === 'wall') {
      if (wallDeals(d, c, by[0]!, vs)) return 'ask';
      continue;
    }
    roll(d, c, { ...strike, by, vs });
    return 'roll';
  }
}

/** Starts unit `i`: its strikes are queued. */
export function startUnit(d: Draft, c: DiceCombat, i: number): void {
  c.cur = i;
  c.left = c.left.filter((x) => x !== i);
  c.queue = strikesOf(d, c.units[i]!);
}

/** 004 Walls: "they deal damage automatically" — full power, no roll. */
function wallDeals(d: Draft, c: DiceCombat, wall: ObjId, vs: ObjId[]): boolean {
  if (extOf(d.s).opts.wallDamage === 'once') {
    if (c.walls.includes(wall)) return false;
    c.walls.push(wall);
  }
  const n = Math.max(0, charsOf(d, wall).power);
  d.say(`${objName(d, wall)} is a Wall: it deals its damage without a roll.`);
  if (n <= 0) return false;
  pushDeal(
    d,
    wall,
    d.s.active,
    n,
    vs.map((o) => ({ o })),
  );
  return true;
}

const names = (r: Reader, ids: readonly ObjId[]) => ids.map((id) => objName(r, id)).join(' and ');

/** One d20 from the game's RNG (in the state: a game is its seed and its actions). */
export const rollD20 = (d: Draft): number => randInt(d.s.rng, 20) + 1;

function roll(d: Draft, c: DiceCombat, strike: Strike): void {
  const natural = rollD20(d);
  const u = c.units[c.cur]!;
  const undefended = strike.kind === 'attack' && !u.blockers.length;
  // The defence sums a band: an attacking band struck back, or a defending band attacked.
  const sum = strike.kind === 'attack' ? defendingBand(d, strike.vs) : strike.vs.length > 1;
  const before = sidePower(d, strike.by);
  c.roll = { strike, at: undefended ? u.at : null, natural, before, sum };
  const seat = charsOf(d, strike.by[0]!).controller;
  const what =
    strike.kind === 'attack'
      ? undefended
        ? `an undefended attack on ${targetName(d, u.at)}`
        : `a resisted attack on ${names(d, strike.vs)}`
      : `a ${strike.kind === 'first' ? 'first-strike ' : ''}counter strike on ${names(d, strike.vs)}`;
  d.log.push({
    type: 'dice',
    seat,
    reason: 'attack roll',
    dice: [{ sides: 20, face: natural }],
    text: `${names(d, strike.by)} ${strike.by.length > 1 ? 'make' : 'makes'} ${what}: the d20 shows ${natural}.`,
  });
}

/** The roll as it reads now: each term and the running result (the table draws it; 004 Special Note). */
export function rollReading(r: Reader) {
  const c = diceCombat(r);
  const roll = c?.roll;
  if (!roll) return null;
  const by = roll.strike.by.filter((id) => alive(r, id));
  const vs = roll.strike.vs.filter((id) => alive(r, id));
  const power = sidePower(r, by);
  const defence = defencePower(r, vs, roll.sum);
  const total = roll.natural + power - defence;
  const outcome = outcomeOf(roll.natural, total, extOf(r.s).opts.five);
  return { natural: roll.natural, power, defence, total, outcome, damage: tableDamage(outcome, power, roll.before) };
}

/** The window closed: the outcome is read with the powers as they are now (natural 1 and 20 stay). */
export function resolveRoll(d: Draft): void {
  const c = diceCombat(d)!;
  const roll = c.roll!;
  const reading = rollReading(d)!;
  c.roll = null;
  const by = roll.strike.by.filter((id) => alive(d, id));
  const vs = roll.strike.vs.filter((id) => alive(d, id));
  if (!by.length || (roll.strike.vs.length && !vs.length)) {
    d.say('The roll strikes nothing: a creature it needed is gone.');
    return;
  }
  const { natural, power, defence, total, outcome, damage } = reading;
  d.say(
    `d20 ${natural} + power ${power}${roll.strike.vs.length ? ` − ${defence}` : ''} = ${total}: ${OUTCOME_NAMES[outcome]}.`,
    charsOf(d, by[0]!).controller,
    { outcome, natural, total },
  );
  const attacker = d.s.active;
  if (outcome === 'critical-miss') {
    const n = criticalMissDamage(power);
    if (n > 0)
      pushDeal(
        d,
        by[0]!,
        charsOf(d, by[0]!).controller,
        n,
        by.map((o) => ({ o })),
      );
  }
  if (damage <= 0) return;
  if (!vs.length) return pushDeal(d, by[0]!, attacker, damage, [roll.at!]);
  const u = c.units[c.cur]!;
  if (roll.strike.kind === 'attack' && tramples(d, by) && vs.length) {
    const hits = trampleHits(d, vs, damage, u.at);
    return pushDeal(
      d,
      by[0]!,
      attacker,
      damage,
      hits.map((h) => h.to),
      hits.map((h) => h.n),
    );
  }
  // 004: the attacker splits its damage among blockers (unless they are banded: then their controller does).
  const splitter: Seat = roll.sum && roll.strike.kind === 'attack' ? charsOf(d, vs[0]!).controller : attacker;
  pushDeal(
    d,
    by[0]!,
    splitter,
    damage,
    vs.map((o) => ({ o })),
  );
}

const tramples = (d: Draft, by: readonly ObjId[]) =>
  extOf(d.s).opts.trample === 'excess' && by.some((id) => hasKeyword(charsOf(d, id), 'trample'));

/** Trample (option `excess`): lethal damage to each blocker in turn, the rest to the attacked player. */
function trampleHits(d: Draft, vs: readonly ObjId[], n: number, at: Target): { to: Target; n: number }[] {
  const out: { to: Target; n: number }[] = [];
  let left = n;
  for (const b of vs) {
    const k = Math.min(left, Math.max(0, toughnessLeft(d, b)));
    out.push({ to: { o: b }, n: k });
    left -= k;
  }
  if (left > 0) out.push({ to: at, n: left });
  return out;
}

/** Queues damage from `src`: `seat` splits `total` among `to` unless `amounts` are given. */
export function pushDeal(
  d: Draft,
  src: ObjId,
  seat: Seat,
  total: number,
  to: Target[],
  amounts: number[] = to.length === 1 ? [total] : [],
): void {
  const p: DealProc = { p: 'x:deal', src, seat, total, to, amounts, i: 0, regen: null };
  d.s.procs.push(p);
}
