/** Plain Magic as a rules module (CR 500–514 turn, classic combat, mana): the base the variants change. */
import { CLASSIC_COMBAT } from './combat/classic';
import { CLASSIC_PLAN, type RulesModule } from './module';

export const CLASSIC_MODULE: RulesModule = {
  id: 'classic',
  plan: CLASSIC_PLAN,
  drawCount: 1,
  skipFirstDraw: true,
  mana: true,
  combat: CLASSIC_COMBAT,
};
