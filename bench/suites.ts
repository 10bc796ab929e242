import type { BenchSuite } from './types';
import { cardsBench } from './cards';
import { effectsBench } from './effects';
import { decksBench } from './decks';
import { scanSuite } from './scan';
import { magic54Bench } from './magic-54';
import { pubMagicBench } from './pub-magic';
import { diceDuelBench } from './dice-duel';
import { importBench } from './import';
import { rulesBench } from './rules';
import { magicCombatBench } from './magic-combat';
import { combatWithDiceBench } from './combat-with-dice';
import { strengthBench } from './strength';
import { fuzzBench } from './fuzz';
import { reliabilityBench } from './reliability';

/** Every benchmark suite; each feature adds its own file and one line here. */
export const suites: BenchSuite[] = [
  cardsBench,
  decksBench,
  scanSuite,
  magic54Bench,
  pubMagicBench,
  diceDuelBench,
  importBench,
  effectsBench,
  rulesBench,
  magicCombatBench,
  combatWithDiceBench,
  strengthBench,
  fuzzBench,
  reliabilityBench,
];
