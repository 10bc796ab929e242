/**
 * Magic Combat with Dice as a rules module (004: "a normal game of magic with the following
 * exceptions"): Classic's turn, the dice combat in place of Classic's, damage that stays until it is
 * healed with life at the end of the turn, and who may respond while a roll is open.
 */
import { CLASSIC_PLAN, type RulesModule } from '../../rules/module';
import type { Reader } from '../../rules/reader';
import type { Seat } from '../../rules/types';
import { charsOf } from '../../rules/chars/compute';
import { DICE_COMBAT } from './combat';
import { startHealing } from './heal';
import { diceCombat, extOf } from './state';

/** The `respond: roller` option: while a roll is open only the player who rolled may act. */
function rollTiming(r: Reader, seat: Seat): boolean | undefined {
  const roll = diceCombat(r)?.roll;
  if (!roll || extOf(r.s).opts.respond !== 'roller') return undefined;
  return charsOf(r, roll.strike.by[0]!).controller === seat ? undefined : false;
}

export const DICE_MODULE: RulesModule = {
  id: 'combat-with-dice',
  plan: CLASSIC_PLAN,
  drawCount: 1,
  skipFirstDraw: true,
  mana: true,
  combat: DICE_COMBAT,
  keepsDamage: true,
  runsKeywords: ['banding'], // 004 Banding: bands are formed and fought here (combat.ts, strikes.ts)
  castTiming: (r, seat) => rollTiming(r, seat),
  activateTiming: (r, seat) => rollTiming(r, seat),
  beginStep(d, step) {
    if (step === 'cleanup') startHealing(d);
  },
};
