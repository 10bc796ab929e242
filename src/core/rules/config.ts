/**
 * A game's configuration: plain JSON saved with the game, so a replay never depends on the
 * collection. The rules themselves (turn plan, combat, switches) are the {@link RulesModule}
 * a variant gives the core; the config carries only what a table chooses.
 */
import type { CardFace } from '../cards/card';
import { CLASSIC_PLAN, NO_PRIORITY } from './module';
import type { StepId } from './types';

/** The printed parts of a card (or of one face) the core reads. */
type Printed = Pick<CardFace, 'name' | 'manaCost' | 'typeLine' | 'oracleText' | 'power' | 'toughness'>;

/** A card as the core needs it: the oracle data of `OracleCard` (Scryfall-shaped), plain JSON. */
export interface RulesCard extends Printed {
  loyalty?: string;
  colors?: string[];
  layout?: string;
  faces?: Printed[];
}

/** State-based actions as switchable rules (CR 704.5): a variant without life loss turns one off. */
export const SBA_IDS = [
  'zeroLife',
  'emptyLibraryDraw',
  'poison',
  'zeroToughness',
  'lethalDamage',
  'zeroLoyalty',
  'legendRule',
  'unattachedAura',
  'unattachedEquipment',
  'countersAnnihilate',
] as const;
export type SbaId = (typeof SBA_IDS)[number];

/**
 * Where a seat stops to act when the stack is empty (Forge's and Arena's "stops"). With something
 * on the stack a seat holding cards always gets to; one with an empty hand and nothing but "pass"
 * never stops (asking only those that can act would tell the others what a hand holds).
 */
export interface Stops {
  own: StepId[];
  others: StepId[];
}

/** The usual stops: your main phases and after blocks on your turn; attacks, blocks and end step on others'. */
export const DEFAULT_STOPS: Stops = {
  own: ['main1', 'declareBlockers', 'main2'],
  others: ['declareAttackers', 'declareBlockers', 'end'],
};

/**
 * Every step where priority is given (the scenario tests' setting: a seat stops wherever it can act):
 * the classic plan but for the steps without priority and first-strike damage (CR 510.4: that step
 * is only there when a creature has first strike).
 */
const EVERY_STEP: StepId[] = CLASSIC_PLAN.filter((step) => !NO_PRIORITY.has(step) && step !== 'firstStrikeDamage');

export const ALL_STOPS: Stops = { own: EVERY_STEP, others: EVERY_STEP };

export interface RulesConfig {
  seats: number;
  /** CR 103.4: 20. */
  startingLife: number;
  /** CR 103.5: 7. */
  openingHand: number;
  /** Each seat's deck, in the order given (shuffled at setup). */
  decks: RulesCard[][];
  sba: Record<SbaId, boolean>;
  /** 'london' (CR 103.5), 'paris' (one card fewer each time, the old rule), or none. */
  mulligan: 'london' | 'paris' | 'none';
  /** The smallest hand a mulligan may leave (absent: 1; Magic Combat with Dice's Paris mulligan goes down to 0). */
  mulliganFloor?: number;
  stops: Stops[];
  /** Seat that plays first; -1 = chosen at random from the game's RNG (CR 103.2). */
  firstSeat: number;
  /**
   * Pass for a seat with no stop here, or with an empty hand and nothing but "pass" (true in play). Off in the scenario
   * tests, which step through every priority to look at the stack.
   */
  autoPass: boolean;
  /** A game still going after this many turns is a draw (a safety net for bot games). */
  maxTurns: number;
}

export function allSbas(on = true): Record<SbaId, boolean> {
  const out = {} as Record<SbaId, boolean>;
  for (const id of SBA_IDS) out[id] = on;
  return out;
}

export function defaultRulesConfig(seats: number, decks: RulesCard[][]): RulesConfig {
  return {
    seats,
    startingLife: 20,
    openingHand: 7,
    decks,
    sba: allSbas(),
    mulligan: 'london',
    stops: Array.from({ length: seats }, () => DEFAULT_STOPS),
    firstSeat: -1,
    autoPass: true,
    maxTurns: 200,
  };
}

/** A plain object (not null, not an array): what a config and a card in it must be. */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Already a parsed card (a config parsed before): kept as it is. */
const isParsed = (x: unknown): x is RulesCard =>
  isRecord(x) &&
  typeof x['name'] === 'string' &&
  typeof x['typeLine'] === 'string' &&
  typeof x['manaCost'] === 'string' &&
  typeof x['oracleText'] === 'string';

/**
 * A table config's list of cards (`table` names the table in errors). An already parsed list keeps
 * its identity: the decks and compiled cards built from a pool are cached by the pool's identity
 * (decks.ts) and `simulate` parses the config it is given again.
 */
export function parseRulesCards(list: unknown[], where: (i: number) => string, table: string): RulesCard[] {
  return list.every(isParsed) ? list : list.map((x, i) => parseRulesCard(x, where(i), table));
}

function parseRulesCard(x: unknown, where: string, table: string): RulesCard {
  if (!isRecord(x) || typeof x['name'] !== 'string' || typeof x['typeLine'] !== 'string')
    throw new Error(`${table}: ${where} is not a card (name and typeLine are needed)`);
  return {
    ...(x as unknown as RulesCard),
    manaCost: typeof x['manaCost'] === 'string' ? x['manaCost'] : '',
    oracleText: typeof x['oracleText'] === 'string' ? x['oracleText'] : '',
  };
}
