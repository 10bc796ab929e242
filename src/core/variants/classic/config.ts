/**
 * Classic's table options (docs/variants/classic.md): seats, starting life, the mulligan rule, and
 * where the decks come from — deck lists, or a card pool the decks are built from with `deckSeed`.
 */
import { defaultRulesConfig, isRecord, parseRulesCards, type RulesCard, type RulesConfig } from '../../rules/config';
import type { RulesVariantConfig } from '../../rules/variant';
import { classicDecks } from './decks';

export interface ClassicConfig {
  seats: number;
  /** CR 103.4: 20; 30 or 40 are common house rules for longer games. */
  startingLife: number;
  mulligan: 'london' | 'paris' | 'none';
  /** One deck list per seat; when absent, decks are built from `pool`. */
  decks?: RulesCard[][];
  pool?: RulesCard[];
  deckSeed: string;
  maxTurns: number;
}

export function defaultClassicConfig(seats = 2): ClassicConfig {
  return { seats, startingLife: 20, mulligan: 'london', deckSeed: 'classic', maxTurns: 200 };
}

export function parseClassicConfig(raw: unknown): ClassicConfig {
  const c = defaultClassicConfig();
  if (raw === undefined || raw === null) return c;
  if (!isRecord(raw)) throw new Error('Classic: the config must be an object');
  if (raw['seats'] !== undefined) {
    const n = Number(raw['seats']);
    if (!Number.isInteger(n) || n < 2 || n > 4) throw new Error('Classic: seats must be 2, 3 or 4');
    c.seats = n;
  }
  if (raw['startingLife'] !== undefined) {
    const n = Number(raw['startingLife']);
    if (!Number.isInteger(n) || n < 1 || n > 999)
      throw new Error('Classic: startingLife must be a whole number from 1 to 999');
    c.startingLife = n;
  }
  if (raw['mulligan'] !== undefined) {
    if (raw['mulligan'] !== 'london' && raw['mulligan'] !== 'paris' && raw['mulligan'] !== 'none')
      throw new Error('Classic: mulligan must be london, paris or none');
    c.mulligan = raw['mulligan'];
  }
  if (typeof raw['deckSeed'] === 'string') c.deckSeed = raw['deckSeed'];
  if (raw['maxTurns'] !== undefined) c.maxTurns = Math.max(1, Math.floor(Number(raw['maxTurns']) || 200));
  if (raw['decks'] !== undefined) {
    if (!Array.isArray(raw['decks'])) throw new Error('Classic: decks must be a list of deck lists');
    c.decks = raw['decks'].map((d, i) => {
      if (!Array.isArray(d)) throw new Error(`Classic: deck ${i + 1} is not a list of cards`);
      return parseRulesCards(d, (j) => `card ${j + 1} of deck ${i + 1}`, 'Classic');
    });
    if (c.decks.length !== c.seats)
      throw new Error(`Classic: ${c.seats} seats need ${c.seats} decks, not ${c.decks.length}`);
  }
  if (raw['pool'] !== undefined) {
    if (!Array.isArray(raw['pool'])) throw new Error('Classic: pool must be a list of cards');
    c.pool = parseRulesCards(raw['pool'], (i) => `pool card ${i + 1}`, 'Classic');
  }
  return c;
}

export function classicRulesConfig(c: ClassicConfig): RulesConfig {
  const decks = c.decks ?? (c.pool ? classicDecks(c.pool, c.seats, c.deckSeed) : null);
  if (!decks) throw new Error('Classic: give each seat a deck, or a card pool to build the decks from');
  const r = defaultRulesConfig(c.seats, decks);
  r.startingLife = c.startingLife;
  r.mulligan = c.mulligan;
  r.maxTurns = c.maxTurns;
  return r;
}

/** Classic's configuration, as `makeRulesVariant` takes it. */
export const CLASSIC_CONFIG: RulesVariantConfig<ClassicConfig> = {
  defaultConfig: defaultClassicConfig,
  parseConfig: parseClassicConfig,
  rulesConfig: classicRulesConfig,
};
