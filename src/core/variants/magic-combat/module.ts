/**
 * Magic Combat as a rules module (003 Turns): untap and the second main phase skipped, draw three
 * (hooks.ts), no mana, and the slot-and-fight combat (combat.ts) in place of Classic's.
 */
import type { RulesModule } from '../../rules/module';
import { MAGIC_COMBAT_FIGHTS } from './combat';
import { timingWindows } from './castTimingWindows';
import { activateTiming, beforePriority, beginStep, castFrom, castTiming, extraCastCosts, maxX } from './hooks';

export const MAGIC_COMBAT_MODULE: RulesModule = {
  id: 'magic-combat',
  // 003 Turns. In combat: beginCombat = the spell slots, declareAttackers = the creature ability,
  // combatDamage = the fights (repeated once per fight), endCombat = scoring.
  plan: ['upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'combatDamage', 'endCombat', 'end', 'cleanup'],
  drawCount: 0, // drawn by beginStep: three, by one or both players (a table option)
  skipFirstDraw: false,
  mana: false,
  combat: MAGIC_COMBAT_FIGHTS,
  castTiming,
  activateTiming,
  timingWindows,
  extraCastCosts,
  castFrom,
  maxX,
  beginStep,
  beforePriority,
};
