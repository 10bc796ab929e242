/**
 * The readings of 004 a table may choose (docs/variants/combat-with-dice.md, "Ambiguities"): each
 * with its default and the reason for it, shown in the table's config.
 */
import type { TableOption } from '../../engine';

export interface DiceOptions {
  /** 004 Attack Table "<1-5 Miss" against the note "any modified number less than 5": does 5 miss? */
  five: 'miss' | 'partial';
  /** Trample under the table: damage beyond what kills the blockers goes to the player, or nothing does. */
  trample: 'excess' | 'none';
  /** Double strike: first strike's defence only, or every strike of it rolled twice. */
  doubleStrike: 'first-strike' | 'two-rolls';
  /** 004 Walls "deal damage automatically": to each attacker it blocks, or once a combat. */
  wallDamage: 'per-attack' | 'once';
  /** 004 healing "sacrifice life equal to the amount of toughness needed": all of it, or point by point. */
  healing: 'all' | 'per-point';
  /** After the roll (004 Special Note): both players may respond, or only the one who rolled. */
  respond: 'both' | 'roller';
  /** 004 "who he is attacking": players only, or planeswalkers too. */
  planeswalkers: 'no' | 'yes';
}

export const DEFAULT_DICE_OPTIONS: DiceOptions = {
  five: 'miss',
  trample: 'excess',
  doubleStrike: 'first-strike',
  wallDamage: 'per-attack',
  healing: 'all',
  respond: 'both',
  planeswalkers: 'no',
};

export const DICE_TABLE_OPTIONS: readonly TableOption[] = [
  {
    path: ['five'],
    label: 'A modified roll of 5',
    why: 'The table reads "<1-5 Miss" and partial hits start at 6; the note\'s "less than 5" leaves 5 in no row.',
    default: 'miss',
    choices: [
      { value: 'miss', label: 'Misses (the table row)' },
      { value: 'partial', label: 'Partial hit (the note: only less than 5 misses)' },
    ],
  },
  {
    path: ['trample'],
    label: 'Trample',
    why: 'A hit that kills every blocker has damage left; normal Magic sends it on to the player.',
    default: 'excess',
    choices: [
      { value: 'excess', label: 'Damage beyond the blockers goes to the player' },
      { value: 'none', label: 'No effect on the table' },
    ],
  },
  {
    path: ['doubleStrike'],
    label: 'Double strike',
    why: '004 makes first strike defensive only; double strike includes first strike and adds nothing said.',
    default: 'first-strike',
    choices: [
      { value: 'first-strike', label: 'As first strike (counter-strikes first)' },
      { value: 'two-rolls', label: 'Every attack and counter strike rolled twice' },
    ],
  },
  {
    path: ['wallDamage'],
    label: 'A surviving Wall deals its power',
    why: '004 Walls "deal damage automatically" in place of the counter strike, which is made after each attack.',
    default: 'per-attack',
    choices: [
      { value: 'per-attack', label: 'After each attack on it' },
      { value: 'once', label: 'Once a combat' },
    ],
  },
  {
    path: ['healing'],
    label: 'Healing at the end of the turn',
    why: '004: "sacrifice life equal to the amount of toughness needed to heal the creature back to its original".',
    default: 'all',
    choices: [
      { value: 'all', label: 'All the damage or none' },
      { value: 'per-point', label: 'Any number of points' },
    ],
  },
  {
    path: ['respond'],
    label: 'Who may respond after a roll',
    why: '004 Special Note: "your opponent can do the same thing ... normal timing rules apply".',
    default: 'both',
    choices: [
      { value: 'both', label: 'Both players, with normal timing' },
      { value: 'roller', label: 'Only the player who rolled' },
    ],
  },
  {
    path: ['planeswalkers'],
    label: 'Planeswalkers can be attacked',
    why: '004 speaks of attacking players only (it predates planeswalkers).',
    default: 'no',
    choices: [
      { value: 'no', label: 'No: attacks go at players' },
      { value: 'yes', label: 'Yes: an undefended attack hits the planeswalker by the table' },
    ],
  },
];

const KEYS = Object.keys(DEFAULT_DICE_OPTIONS) as (keyof DiceOptions)[];

/** The options in `raw` (unknown keys ignored; a bad value names the option). */
export function parseDiceOptions(raw: Record<string, unknown>): DiceOptions {
  const out: DiceOptions = { ...DEFAULT_DICE_OPTIONS };
  for (const key of KEYS) {
    const v = raw[key];
    if (v === undefined) continue;
    const opt = DICE_TABLE_OPTIONS.find((o) => o.path[0] === key)!;
    const values = opt.choices!.map((c) => c.value);
    if (!values.includes(v as string)) throw new Error(`Magic Combat with Dice: ${key} must be ${values.join(' or ')}`);
    (out as unknown as Record<string, unknown>)[key] = v;
  }
  return out;
}

export const diceOptionsOf = (c: DiceOptions): DiceOptions => {
  const out = { ...DEFAULT_DICE_OPTIONS };
  for (const key of KEYS) (out as unknown as Record<string, unknown>)[key] = c[key];
  return out;
};
