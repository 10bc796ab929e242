/**
 * What a seat sees of Magic Combat with Dice: the core's view (hands and libraries hidden), with the
 * open roll read out in `ext.roll` while its response window is open — the natural, each modifier
 * and the running result with the powers as they are now (004 Special Note) — for the table to draw.
 */
import type { GameState, ObjId, Seat, Target } from '../../rules/types';
import { viewOf, type RulesView } from '../../rules/view';
import { readerOf } from '../../rules/reader';
import { alive, diceCombat, extOf, powerOf, type DiceExt, type Strike } from './state';
import { rollReading } from './strikes';
import type { Outcome } from './table';

/** The open roll as the table shows it. */
export interface RollView {
  kind: Strike['kind'];
  by: ObjId[];
  vs: ObjId[];
  /** The attacked player or planeswalker of an undefended attack. */
  at: Target | null;
  natural: number;
  /** The striker's power now (a band's sum). */
  power: number;
  /** What the defence subtracts now (blockers' average or a band's sum; 0 when undefended). */
  defence: number;
  /** The striker's power when the die was rolled: what a critical hit doubles. */
  before: number;
  total: number;
  outcome: Outcome;
  damage: number;
  /** Each modifier: a striker's power (+), a defender's (−); `defenceRule` says how the defenders' combine. */
  terms: { obj: ObjId; value: number; side: 'striker' | 'defender' }[];
  defenceRule: 'none' | 'one' | 'average' | 'sum';
}

export interface DiceViewExt extends DiceExt {
  roll: RollView | null;
}

export function rollView(s: GameState): RollView | null {
  const r = readerOf(s);
  const roll = diceCombat(r)?.roll;
  const reading = rollReading(r);
  if (!roll || !reading) return null;
  const { strike } = roll;
  const by = strike.by.filter((id) => alive(r, id));
  const vs = strike.vs.filter((id) => alive(r, id));
  const terms = [
    ...by.map((obj) => ({ obj, value: powerOf(r, obj), side: 'striker' as const })),
    ...vs.map((obj) => ({ obj, value: powerOf(r, obj), side: 'defender' as const })),
  ];
  const defenceRule = !vs.length ? 'none' : vs.length === 1 ? 'one' : roll.sum ? 'sum' : 'average';
  return {
    kind: strike.kind,
    by: strike.by,
    vs: strike.vs,
    at: roll.at,
    before: roll.before,
    ...reading,
    terms,
    defenceRule,
  };
}

export function viewCombatWithDice(s: GameState, seat: Seat): RulesView {
  const v = viewOf(s, seat);
  const ext: DiceViewExt = { ...extOf(s), roll: rollView(s) };
  return { ...v, ext };
}
