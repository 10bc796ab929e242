/** Pub Magic (rules file 002) as an engine variant: 2 to 8 players around one shared pile, first to 10 lands. */
import type { Variant } from '../../engine';
import { activeSeatsOf, legalActionsOf } from './actions';
import { applyPubMagic } from './apply';
import { defaultPubMagicConfig, parsePubMagicConfig, PUB_MAGIC_SEATS } from './config';
import { describePubMagicAction } from './describe';
import { evaluatePubMagic } from './evaluate';
import { setupPubMagic } from './setup';
import { PUB_MAGIC_TABLE_OPTIONS } from './tableOptions';
import type { PubMagicAction, PubMagicConfig, PubMagicState, PubMagicView } from './types';
import { determinizePubMagic, viewPubMagic } from './view';
import { winChancePubMagic } from './winChance';

export const pubMagic: Variant<PubMagicState, PubMagicAction, PubMagicView, PubMagicConfig> = {
  id: 'pub-magic',
  name: 'Pub Magic',
  seats: PUB_MAGIC_SEATS,
  defaultConfig: defaultPubMagicConfig,
  parseConfig: parsePubMagicConfig,
  tableOptions: PUB_MAGIC_TABLE_OPTIONS,
  setup: setupPubMagic,
  activeSeats: activeSeatsOf,
  legalActions: legalActionsOf,
  apply: applyPubMagic,
  view: viewPubMagic,
  result: (s) => s.result ?? undefined,
  evaluate: evaluatePubMagic,
  determinize: determinizePubMagic,
  describeAction: describePubMagicAction,
  turnNumber: (s) => s.turn,
  // The search bot plays every candidate out to the end of the next player's turn (its own moves by
  // the fitted win chance, the others greedy), averaged over sampled decks and hands, and judges by
  // the win chance; measured against other horizons in docs/variants/pub-magic.md "Bots".
  search: { horizonTurns: () => 2, epsilon: 0, width: 0, winChance: winChancePubMagic },
};
