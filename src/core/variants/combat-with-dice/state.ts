/**
 * Magic Combat with Dice's own state: the table options and the regenerating creatures in
 * `GameState.ext` (plain JSON, replaced whole), and each combat's attacks, strikes and open roll in
 * `combat.extra` (copied by every draft, so changed in place there).
 */
import { charsOf } from '../../rules/chars/compute';
import { T } from '../../rules/defs';
import type { Draft } from '../../rules/draft';
import { hasKeyword } from '../../rules/keywords/has';
import type { Reader } from '../../rules/reader';
import type { GameState, ObjId, Target } from '../../rules/types';
import { DEFAULT_DICE_OPTIONS, type DiceOptions } from './options';

export interface DiceExt {
  opts: DiceOptions;
  /** 004 Regeneration: creatures healed to 1 toughness that heal 1 a turn until whole. */
  regen: ObjId[];
}

export const newExt = (opts: DiceOptions = DEFAULT_DICE_OPTIONS): DiceExt => ({ opts, regen: [] });

/** The variant state; a state made by another path (the scenario kit) reads the defaults. */
export const extOf = (s: GameState): DiceExt => (s.ext as DiceExt | undefined) ?? newExt();

/** Replaces the variant state with `fn` applied to a copy. */
export function updateExt(d: Draft, fn: (e: DiceExt) => void): void {
  const o = extOf(d.s);
  const e: DiceExt = { opts: o.opts, regen: o.regen.slice() };
  fn(e);
  d.s.ext = e;
}

/** One attack: an attacker or an attacking band (004 Banding), what it attacks, and its blockers. */
export interface Unit {
  attackers: ObjId[];
  at: Target;
  blockers: ObjId[];
}

/**
 * One strike of an attack: `first` a first-strike blocker's counter strike before the attack roll,
 * `attack` the attack roll, `counter` a surviving blocker's counter strike, `wall` a surviving
 * Wall's automatic damage (no roll). `vs` empty: an undefended attack on `at`.
 */
export interface Strike {
  kind: 'first' | 'attack' | 'counter' | 'wall';
  by: ObjId[];
  vs: ObjId[];
}

/** A roll whose response window is open (004 Special Note): the outcome is read when it closes. */
export interface OpenRoll {
  strike: Strike;
  /** The attacked player or planeswalker of an undefended attack. */
  at: Target | null;
  natural: number;
  /** The striker's power when the die was rolled: what a critical hit doubles (004 Critical Hit). */
  before: number;
  /** The defence is a band: its powers are summed, not averaged (004 Banding). */
  sum: boolean;
}

export interface DiceCombat {
  units: Unit[];
  /** Units not yet fought, by index. */
  left: number[];
  /** The unit being fought (-1: none) and its strikes still to make. */
  cur: number;
  queue: Strike[];
  roll: OpenRoll | null;
  /** Walls that dealt their damage this combat (the `wallDamage: once` option). */
  walls: ObjId[];
}

export const diceCombat = (r: Reader): DiceCombat | null => (r.s.combat?.extra as DiceCombat | undefined) ?? null;

/** A creature still on the battlefield. */
export function alive(r: Reader, id: ObjId): boolean {
  const o = r.obj(id);
  return o.next < 0 && o.zone === 'battlefield' && (charsOf(r, id).types & T.creature) !== 0;
}

/** 004 Walls: a creature of type Wall. */
export const isWall = (r: Reader, id: ObjId): boolean => charsOf(r, id).subtypes.includes('Wall');

/** First strike makes a defensive counter strike first (004 First Strike); double strike includes it. */
export const strikesFirst = (r: Reader, id: ObjId): boolean => {
  const c = charsOf(r, id);
  return hasKeyword(c, 'first strike') || hasKeyword(c, 'double strike');
};

export const hasDoubleStrike = (r: Reader, id: ObjId): boolean => hasKeyword(charsOf(r, id), 'double strike');

/** Power of a creature now. */
export const powerOf = (r: Reader, id: ObjId): number => charsOf(r, id).power;

/** The striking side's power: one creature's, or an attacking band's sum (004 Banding). */
export const sidePower = (r: Reader, ids: readonly ObjId[]): number => ids.reduce((n, id) => n + powerOf(r, id), 0);

/**
 * The defence a roll subtracts: a band's powers summed (004 Banding), several blockers' average
 * rounded down (004: "The average power (rounded down) of the defending creatures").
 */
export function defencePower(r: Reader, ids: readonly ObjId[], sum: boolean): number {
  if (!ids.length) return 0;
  const total = sidePower(r, ids);
  return sum ? total : Math.floor(total / ids.length);
}

/** Toughness left before lethal damage. */
export const toughnessLeft = (r: Reader, id: ObjId): number => charsOf(r, id).toughness - r.obj(id).damage;
