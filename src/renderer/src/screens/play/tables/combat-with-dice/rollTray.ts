/**
 * What the d20 tray shows for Magic Combat with Dice, as pure functions of the view: the open roll
 * (`ext.roll`, read with the powers as they are now — 004 Special Note) as the die, each modifier,
 * the running result and its row of the 004 Attack Table; and the end-of-turn healing being asked
 * (whose creature, how much life). Mirrors of the core's small rules are checked by the tests.
 */
import type { DiceViewExt, HealProc, Outcome, RollView } from '../../../../../../contract/views/combatWithDice';
import { nameOf, seatLabel } from '../magic/names';
import type { RView } from '../magic/types';

/** One modifier of the roll: "+ 2 Grizzly Bears' power". */
export interface TrayTerm {
  sign: '+' | '−';
  value: number;
  text: string;
  side: 'striker' | 'defender';
}

/** One row of the 004 Attack Table, lit when the running result falls in it. */
export interface TrayRow {
  outcome: Outcome;
  label: string;
  range: string;
  active: boolean;
}

export interface TrayModel {
  title: string;
  /** Who strikes: "Your Grizzly Bears", "Seat 2's Hill Giant". */
  striker: string;
  /** What it strikes: "Seat 2", "your Llanowar Elves". */
  target: string;
  /** The striker is the viewing seat's. */
  yours: boolean;
  natural: number;
  /** Natural 1 and 20 stay what they are whatever the modifiers (004 Critical Miss, Critical Hit). */
  naturalNote: string;
  terms: TrayTerm[];
  /** A line under the terms: how several defenders combine, or "undefended". */
  defenceNote: string;
  total: number;
  /** "14 + 2 − 1 = 15". */
  sum: string;
  outcome: Outcome;
  outcomeLabel: string;
  /** What the outcome does now: "2 damage to Seat 2", "1 damage to itself". */
  effect: string;
  rows: TrayRow[];
}

export const OUTCOME_LABEL: Record<Outcome, string> = {
  'critical-miss': 'Critical miss',
  miss: 'Miss',
  partial: 'Partial hit',
  hit: 'Hit',
  'critical-hit': 'Critical hit',
};

const TITLE: Record<RollView['kind'], string> = {
  attack: 'Attack roll',
  first: 'First-strike counter strike',
  counter: 'Counter strike',
  wall: 'Wall damage',
};

/** The view's variant part (the contract keeps `ext` open; the core's view puts DiceViewExt there). */
export function diceExtOf(v: RView): DiceViewExt | null {
  const e = v.ext as Partial<DiceViewExt> | undefined;
  return e && typeof e === 'object' && 'opts' in e ? (e as DiceViewExt) : null;
}

/** "Hill Giant's", "Grizzly Bears'". */
export const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);

const names = (v: RView, ids: readonly number[]) => ids.map((id) => nameOf(v, id)).join(' and ');

/** "Your Grizzly Bears" / "Seat 2's Hill Giant" (the controller as the table names seats). */
export function ownedName(v: RView, ids: readonly number[], lower = false): string {
  const first = v.objs[ids[0] ?? -1];
  const seat = first?.controller ?? -1;
  const whose = seat === v.seat ? (lower ? 'your' : 'Your') : possessive(seatLabel(v, seat));
  return `${whose} ${names(v, ids)}`;
}

/** The rows of the attack table with the `five` option (004: "<1-5 Miss", "6-10 Partial Hit"). */
export function attackTableRows(five: 'miss' | 'partial', lit: Outcome | null): TrayRow[] {
  const rows: [Outcome, string][] = [
    ['critical-miss', 'natural 1'],
    ['miss', five === 'miss' ? '5 or less' : 'below 5'],
    ['partial', five === 'miss' ? '6–10' : '5–10'],
    ['hit', '11 or more'],
    ['critical-hit', 'natural 20'],
  ];
  return rows.map(([outcome, range]) => ({ outcome, label: OUTCOME_LABEL[outcome], range, active: outcome === lit }));
}

/** 004 Critical Miss: half its own power, rounded down (the core's `criticalMissDamage`). */
export const selfDamage = (power: number): number => Math.floor(Math.max(0, power) / 2);

function defenceTerms(v: RView, r: RollView): { terms: TrayTerm[]; note: string } {
  const defenders = r.terms.filter((t) => t.side === 'defender');
  if (r.defenceRule === 'none' || !defenders.length) return { terms: [], note: 'Undefended: nothing subtracted.' };
  if (r.defenceRule === 'one') {
    const d = defenders[0]!;
    return {
      terms: [{ sign: '−', value: d.value, text: `${possessive(nameOf(v, d.obj))} power`, side: 'defender' }],
      note: '',
    };
  }
  const each = defenders.map((d) => `${nameOf(v, d.obj)} ${d.value}`).join(', ');
  const text = r.defenceRule === 'sum' ? 'the band’s powers summed' : 'the blockers’ average power, rounded down';
  return {
    terms: [{ sign: '−', value: r.defence, text, side: 'defender' }],
    note: `${r.defenceRule === 'sum' ? 'Band' : 'Blockers'}: ${each}.`,
  };
}

/** "+ 2", "− 3"; a negative power flips the sign ("+ -1" reads "− 1"). */
export const signed = (sign: '+' | '−', n: number) => (n < 0 ? `${sign === '+' ? '−' : '+'} ${-n}` : `${sign} ${n}`);

/** The tray for the open roll: the die, the modifiers, the running result and its table row. */
export function rollTray(v: RView, r: RollView, five: 'miss' | 'partial' = 'miss'): TrayModel {
  const strikers = r.terms.filter((t) => t.side === 'striker');
  const striker: TrayTerm[] = strikers.map((t) => ({
    sign: '+',
    value: t.value,
    text: `${possessive(nameOf(v, t.obj))} power`,
    side: 'striker',
  }));
  const { terms: defence, note } = defenceTerms(v, r);
  const terms = [...striker, ...defence];
  const target = r.vs.length
    ? ownedName(v, r.vs, true)
    : r.at
      ? 'p' in r.at
        ? r.at.p === v.seat
          ? 'you'
          : seatLabel(v, r.at.p)
        : ownedName(v, [r.at.o], true)
      : '';
  const sum = `${r.natural} ${terms.map((t) => signed(t.sign, t.value)).join(' ')} = ${r.total}`.replace(/\s+/g, ' ');
  const struck = r.vs.length ? names(v, r.vs) : target;
  const effect =
    r.outcome === 'critical-miss'
      ? `${selfDamage(r.power)} damage to itself`
      : r.damage > 0
        ? `${r.damage} damage to ${struck}`
        : 'no damage';
  return {
    title: TITLE[r.kind],
    striker: ownedName(v, r.by),
    target,
    yours: v.objs[r.by[0] ?? -1]?.controller === v.seat,
    natural: r.natural,
    naturalNote:
      r.natural === 1
        ? 'Natural 1: a critical miss whatever the modifiers.'
        : r.natural === 20
          ? 'Natural 20: a critical hit whatever the modifiers.'
          : '',
    terms,
    defenceNote: note,
    total: r.total,
    sum,
    outcome: r.outcome,
    outcomeLabel: OUTCOME_LABEL[r.outcome],
    effect,
    rows: attackTableRows(five, r.outcome),
  };
}

/** The tray for the view: the open roll, or null when no roll is open. */
export function trayOf(v: RView): TrayModel | null {
  const e = diceExtOf(v);
  return e?.roll ? rollTray(v, e.roll, e.opts.five) : null;
}

/** The end-of-turn healing being asked (004: pay life to heal; an opponent may pay to stop it). */
export interface HealModel {
  /** "Your Grizzly Bears", "Seat 2's Hill Giant". */
  creature: string;
  damage: number;
  /** Life the controller pays (or paid) to heal it. */
  cost: number;
  /** 'heal': its controller is asked; 'stop': an opponent is asked to pay the same to stop it. */
  phase: 'heal' | 'stop';
  /** Who decides now ("You", "Seat 2") and their life. */
  decider: string;
  life: number;
  /** The decision in a sentence. */
  text: string;
}

/** The healing the view's `x:heal` work is asking about, or null. */
export function healOf(v: RView): HealModel | null {
  const p = v.procs.find((x) => x.p === 'x:heal') as HealProc | undefined;
  const id = p?.queue[0];
  const pending = v.pending;
  if (!p || id === undefined || !pending || (pending.d !== 'yesNo' && pending.d !== 'x')) return null;
  const obj = v.objs[id];
  if (!obj) return null;
  const creature = ownedName(v, [id]);
  const perPoint = diceExtOf(v)?.opts.healing === 'per-point';
  const phase = p.offer < 0 ? 'heal' : 'stop';
  const cost = phase === 'heal' ? obj.damage : p.offer;
  const decider = seatLabel(v, pending.seat);
  const life = v.players[pending.seat]?.life ?? 0;
  const you = pending.seat === v.seat;
  const pays = you ? 'You may pay' : `${decider} may pay`;
  const text =
    phase === 'heal'
      ? `${pays} ${perPoint ? 'up to ' : ''}${cost} life to heal it.`
      : `${seatLabel(v, obj.controller)} paid ${cost} life to heal it: ${you ? 'you' : decider} may pay ${cost} to stop it.`;
  return { creature, damage: obj.damage, cost, phase, decider, life, text };
}

/**
 * The decision bar's words while a roll's window is open and the stack is empty (004 Special Note):
 * the result as it stands and what a response does. Null otherwise (the Magic table's words).
 */
export function rollPrompt(v: RView, kind: string | null): string | null {
  const t = kind === 'priority' && v.stack.length === 0 ? trayOf(v) : null;
  if (!t) return null;
  return `The d20 shows ${t.natural}: ${t.total}, ${t.outcomeLabel.toLowerCase()}. Cast an instant to change it, or pass to read it.`;
}
