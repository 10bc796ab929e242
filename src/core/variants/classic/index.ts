/**
 * Classic: plain two-to-four-player Magic on the rules core (CR 100–800 as far as the core runs it).
 * Not yet in the Play screen's list (variants/index.ts): the table UI is the next issue; bots, the
 * bench and the scenario tests play it headless.
 */
import { CLASSIC_MODULE } from '../../rules/classic';
import { makeRulesVariant } from '../../rules/variant';
import { CLASSIC_CONFIG } from './config';

export const classic = makeRulesVariant(CLASSIC_MODULE, {
  name: 'Classic Magic',
  seats: { min: 2, max: 4 },
  ...CLASSIC_CONFIG,
});

export { classicDecks, playableCards } from './decks';
export type { ClassicConfig } from './config';
