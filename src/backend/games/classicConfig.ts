/**
 * Classic's config from the user's data: without deck lists, the decks are built from the bundled
 * starter pool (every seat two colours, cards the rules core runs in full) with the game's seed.
 */
import { toRulesCard } from '../../core/rules/fromCard';
import type { RulesCard } from '../../core/rules/config';
import type { BackendContext } from '../context';
import { starterOwnedPool } from '../cards/starter';

type Config = Record<string, unknown>;

function starterRulesPool(ctx: BackendContext): RulesCard[] {
  return ctx.service('classic.starterPool', () => starterOwnedPool(ctx).map(({ card }) => toRulesCard(card)));
}

export function prepareClassicConfig(
  ctx: BackendContext,
  config: Config,
  seed: string | undefined,
  seatCount: number,
): Config {
  if (config['decks'] !== undefined || config['pool'] !== undefined) return config;
  return { seats: seatCount, deckSeed: seed ?? 'classic', ...config, pool: starterRulesPool(ctx) };
}
