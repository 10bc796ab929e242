/**
 * Magic Combat with Dice's config: seats (2–4), the decks (lists, or built from a pool with
 * `deckSeed` like Classic's), the agreed format's banned list, and the readings of 004 (options.ts).
 */
import type { TableOption } from '../../engine';
import { DEFAULT_STOPS, defaultRulesConfig, type RulesCard, type RulesConfig } from '../../rules/config';
import type { RulesVariantConfig } from '../../rules/variant';
import { parseClassicConfig } from '../classic/config';
import { classicDecks } from '../classic/decks';
import { FORMATS, type Format } from './formats';
import { DEFAULT_DICE_OPTIONS, DICE_TABLE_OPTIONS, parseDiceOptions, type DiceOptions } from './options';

export interface CombatWithDiceConfig extends DiceOptions {
  seats: number;
  startingLife: number;
  /** 004 Banned & Restricted List: the format whose list is followed. */
  format: Format;
  /** One game, or a best of three with sideboarding between the games (004 Sideboard; the backend runs the match). */
  match: 'single' | 'best-of-three';
  /** The seat that plays first; -1 = at random (the first game). A match's next game sets it (matchPlan.ts). */
  firstSeat: number;
  decks?: RulesCard[][];
  pool?: RulesCard[];
  deckSeed: string;
  maxTurns: number;
}

export function defaultCombatWithDiceConfig(seats = 2): CombatWithDiceConfig {
  return {
    seats,
    startingLife: 20,
    format: 'none',
    match: 'single',
    firstSeat: -1,
    ...DEFAULT_DICE_OPTIONS,
    deckSeed: 'combat-with-dice',
    maxTurns: 200,
  };
}

export const COMBAT_WITH_DICE_TABLE_OPTIONS: readonly TableOption[] = [
  {
    path: ['format'],
    label: 'Banned list followed',
    why: '004: "it is usually decided what type you will be playing"; none is decided until the table says so.',
    default: 'none',
    choices: FORMATS.map((f) => ({ value: f.id, label: f.label })),
  },
  {
    path: ['match'],
    label: 'Match',
    why: '004 Sideboard: "a 15-card sideboard in Constructed" is used between the games of a match.',
    default: 'single',
    choices: [
      { value: 'single', label: 'One game' },
      { value: 'best-of-three', label: 'Best of three, sideboarding between games' },
    ],
  },
  ...DICE_TABLE_OPTIONS,
];

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function parseCombatWithDiceConfig(raw: unknown): CombatWithDiceConfig {
  if (raw !== undefined && raw !== null && !isObj(raw))
    throw new Error('Magic Combat with Dice: the config must be an object');
  const o = (raw ?? {}) as Record<string, unknown>;
  // Seats, life, decks and pool read as Classic's (004: "a normal game of magic").
  const base = parseClassicConfig({ ...o, mulligan: undefined, deckSeed: o['deckSeed'] ?? 'combat-with-dice' });
  const format = o['format'] ?? 'none';
  if (!FORMATS.some((f) => f.id === format))
    throw new Error(`Magic Combat with Dice: format must be ${FORMATS.map((f) => f.id).join(', ')}`);
  const match = o['match'] ?? 'single';
  if (match !== 'single' && match !== 'best-of-three')
    throw new Error('Magic Combat with Dice: match must be single or best-of-three');
  const firstSeat = o['firstSeat'] ?? -1;
  if (typeof firstSeat !== 'number' || !Number.isInteger(firstSeat) || firstSeat < -1 || firstSeat >= base.seats)
    throw new Error(`Magic Combat with Dice: firstSeat must be -1 (at random) or a seat from 0 to ${base.seats - 1}`);
  return {
    seats: base.seats,
    startingLife: base.startingLife,
    format: format as Format,
    match,
    firstSeat,
    ...parseDiceOptions(o),
    ...(base.decks ? { decks: base.decks } : {}),
    ...(base.pool ? { pool: base.pool } : {}),
    deckSeed: base.deckSeed,
    maxTurns: base.maxTurns,
  };
}

/** The core configuration: 004 Mulligan Rules, the Paris mulligan down to no cards; stops at every roll. */
export function combatWithDiceRulesConfig(c: CombatWithDiceConfig): RulesConfig {
  const decks = c.decks ?? (c.pool ? classicDecks(c.pool, c.seats, c.deckSeed) : null);
  if (!decks) throw new Error('Magic Combat with Dice: give each seat a deck, or a card pool to build the decks from');
  const r = defaultRulesConfig(c.seats, decks);
  r.startingLife = c.startingLife;
  r.mulligan = 'paris';
  r.mulliganFloor = 0;
  r.maxTurns = c.maxTurns;
  r.firstSeat = c.firstSeat;
  // 004 Special Note: after each roll both players may respond — a stop at the combat damage step.
  const stops = {
    own: [...DEFAULT_STOPS.own, 'combatDamage' as const],
    others: [...DEFAULT_STOPS.others, 'combatDamage' as const],
  };
  r.stops = Array.from({ length: c.seats }, () => stops);
  return r;
}

/** Combat with Dice's configuration, as `makeRulesVariant` takes it. */
export const COMBAT_WITH_DICE_CONFIG: RulesVariantConfig<CombatWithDiceConfig> = {
  defaultConfig: defaultCombatWithDiceConfig,
  parseConfig: parseCombatWithDiceConfig,
  rulesConfig: combatWithDiceRulesConfig,
  tableOptions: COMBAT_WITH_DICE_TABLE_OPTIONS,
};
