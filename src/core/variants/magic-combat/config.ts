/**
 * Magic Combat's table options (docs/variants/magic-combat.md): the readings of 003 a table may
 * choose, and where the decks come from — deck lists, or a card pool they are built from with `deckSeed`.
 */
import type { TableOption } from '../../engine';
import { allSbas, defaultRulesConfig, type RulesCard, type RulesConfig } from '../../rules/config';
import { magicCombatDecks } from './decks';
import { DEFAULT_OPTIONS, type McOptions } from './state';

export interface MagicCombatConfig extends McOptions {
  seats: 2;
  /** One deck list per seat; when absent, decks are built from `pool`. */
  decks?: RulesCard[][];
  pool?: RulesCard[];
  deckSeed: string;
}

export function defaultMagicCombatConfig(): MagicCombatConfig {
  return { seats: 2, ...DEFAULT_OPTIONS, deckSeed: 'magic-combat' };
}

export const MAGIC_COMBAT_TABLE_OPTIONS: readonly TableOption[] = [
  {
    path: ['draw'],
    label: 'Who draws three',
    why: '003 Turns: "Each player draws three cards"; the reshuffle rule only matters when both draw.',
    default: 'both',
    choices: [
      { value: 'both', label: 'Both players, every turn' },
      { value: 'active', label: 'Only the active player' },
    ],
  },
  {
    path: ['unblocked'],
    label: 'Which creatures score',
    why: 'A creature facing an empty slot at the end of combat is unblocked, whether or not it fought.',
    default: 'facing-empty',
    choices: [
      { value: 'facing-empty', label: 'Facing an empty slot' },
      { value: 'unfought', label: 'Facing an empty slot, and did not fight' },
    ],
  },
  {
    path: ['tiebreak'],
    label: 'A tie on points',
    why: '003 Gameplay names only points: "The player with the most points ... wins".',
    default: 'draw',
    choices: [
      { value: 'draw', label: 'A draw' },
      { value: 'life', label: 'More life wins' },
    ],
  },
  {
    path: ['enchantments'],
    label: 'One non-Aura enchantment',
    why: '003: "You may play one enchantment" speaks to each player; the limit follows it.',
    default: 'per-player',
    choices: [
      { value: 'per-player', label: 'Per player' },
      { value: 'per-table', label: 'On the whole table' },
    ],
  },
  {
    path: ['summons'],
    label: 'Creatures summoned a turn (0: no limit)',
    why: '003 Summoning Creatures sets no number: the open slots and the sacrifices are the limit.',
    default: 0,
    min: 0,
    max: 5,
  },
  {
    path: ['rounds'],
    label: 'Rounds',
    why: '003 Gameplay: "The game is played for 10 rounds."',
    default: 10,
    min: 1,
    max: 30,
  },
];

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function parseCard(x: unknown, where: string): RulesCard {
  if (!isObj(x) || typeof x['name'] !== 'string' || typeof x['typeLine'] !== 'string')
    throw new Error(`Magic Combat: ${where} is not a card (name and typeLine are needed)`);
  return {
    ...(x as unknown as RulesCard),
    manaCost: typeof x['manaCost'] === 'string' ? x['manaCost'] : '',
    oracleText: typeof x['oracleText'] === 'string' ? x['oracleText'] : '',
  };
}

/** Already a parsed card (a config parsed before): kept as it is. */
const isParsed = (x: unknown): x is RulesCard =>
  isObj(x) &&
  typeof x['name'] === 'string' &&
  typeof x['typeLine'] === 'string' &&
  typeof x['manaCost'] === 'string' &&
  typeof x['oracleText'] === 'string';

/**
 * A list of cards; an already parsed list keeps its identity: the pool's compiled cards are cached
 * by the pool's identity (decks.ts) and `simulate` parses the config it is given again (as Classic).
 */
function parseCards(list: unknown[], where: (i: number) => string): RulesCard[] {
  return list.every(isParsed) ? list : list.map((x, i) => parseCard(x, where(i)));
}

function choice<T extends string>(raw: Record<string, unknown>, key: string, values: readonly T[], fallback: T): T {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (!values.includes(v as T)) throw new Error(`Magic Combat: ${key} must be ${values.join(' or ')}`);
  return v as T;
}

function whole(raw: Record<string, unknown>, key: string, min: number, max: number, fallback: number): number {
  if (raw[key] === undefined) return fallback;
  const n = Number(raw[key]);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`Magic Combat: ${key} must be from ${min} to ${max}`);
  return n;
}

export function parseMagicCombatConfig(raw: unknown): MagicCombatConfig {
  const c = defaultMagicCombatConfig();
  if (raw === undefined || raw === null) return c;
  if (!isObj(raw)) throw new Error('Magic Combat: the config must be an object');
  if (raw['seats'] !== undefined && Number(raw['seats']) !== 2) throw new Error('Magic Combat is for 2 players');
  c.draw = choice(raw, 'draw', ['both', 'active'], c.draw);
  c.unblocked = choice(raw, 'unblocked', ['facing-empty', 'unfought'], c.unblocked);
  c.tiebreak = choice(raw, 'tiebreak', ['draw', 'life'], c.tiebreak);
  c.enchantments = choice(raw, 'enchantments', ['per-player', 'per-table'], c.enchantments);
  c.summons = whole(raw, 'summons', 0, 5, c.summons);
  c.rounds = whole(raw, 'rounds', 1, 30, c.rounds);
  if (typeof raw['deckSeed'] === 'string') c.deckSeed = raw['deckSeed'];
  if (raw['decks'] !== undefined) {
    if (!Array.isArray(raw['decks']) || raw['decks'].length !== 2)
      throw new Error('Magic Combat: decks must be two deck lists');
    c.decks = raw['decks'].map((d, i) => {
      if (!Array.isArray(d)) throw new Error(`Magic Combat: deck ${i + 1} is not a list of cards`);
      return parseCards(d, (j) => `card ${j + 1} of deck ${i + 1}`);
    });
  }
  if (raw['pool'] !== undefined) {
    if (!Array.isArray(raw['pool'])) throw new Error('Magic Combat: pool must be a list of cards');
    c.pool = parseCards(raw['pool'], (i) => `pool card ${i + 1}`);
  }
  return c;
}

export function optionsOf(c: MagicCombatConfig): McOptions {
  const { draw, unblocked, tiebreak, enchantments, summons, rounds } = c;
  return { draw, unblocked, tiebreak, enchantments, summons, rounds };
}

/** The core configuration: life 20 with no loss at 0 and none for drawing from an empty library (003 Gameplay). */
export function magicCombatRulesConfig(c: MagicCombatConfig): RulesConfig {
  const decks = c.decks ?? (c.pool ? magicCombatDecks(c.pool, c.deckSeed) : null);
  if (!decks) throw new Error('Magic Combat: give each seat a deck, or a card pool to build the decks from');
  const r = defaultRulesConfig(2, decks);
  r.sba = { ...allSbas(), zeroLife: false, emptyLibraryDraw: false };
  r.mulligan = 'none'; // 003 Setup: draw 7 and place; no mulligan is named
  // Stops where the variant asks something: summoning, the creature ability, the fights.
  const stops = { own: ['main1', 'declareAttackers', 'combatDamage'], others: ['declareAttackers', 'combatDamage'] };
  r.stops = [stops, stops] as RulesConfig['stops'];
  r.maxTurns = c.rounds * 2 + 2; // a safety net: the game ends on points after the last round
  return r;
}
