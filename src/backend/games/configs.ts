import type { BackendContext } from '../context';
import { prepareDiceDuelConfig, prepareDiceDuelStart } from './diceDuelConfig';
import { preparePubMagicConfig } from './pubMagicConfig';
import { prepareClassicConfig } from './classicConfig';

type Config = Record<string, unknown>;
type SeatInput = { kind: string; bot?: string };

/**
 * How the backend fills a variant's config from the user's data (deck files, the collection, the
 * starter pool) before the pure engine sees it. Variants that need nothing have no entry.
 */
interface ConfigPreparer {
  /** games.start: a game someone plays; their collection may be used. */
  start(ctx: BackendContext, config: Config, seed: string | undefined, seats: readonly SeatInput[]): Config;
  /** games.simulate: headless bot games from deck files or the bundled starter pool. */
  simulate(ctx: BackendContext, config: Config, seed: string, seatCount: number): Config;
}

const preparers: Record<string, ConfigPreparer> = {
  // 000: decks from files, or auto-built from the starter pool with the game's seed (issue 9).
  'dice-duel': {
    start: (ctx, config, seed, seats) => prepareDiceDuelStart(ctx, config, seed, seats),
    simulate: (ctx, config, seed) => prepareDiceDuelConfig(ctx, config, seed),
  },
  // 002: the shared pile, built from the collection for a game and from the starter pool for simulate (issue 8).
  'pub-magic': {
    start: (ctx, config, seed, seats) => preparePubMagicConfig(ctx, config, seats.length, seed, 'collection'),
    simulate: (ctx, config, seed, seatCount) => preparePubMagicConfig(ctx, config, seatCount, seed, 'starter'),
  },
  // Classic (the rules core): decks built from the starter pool with the game's seed.
  classic: {
    start: (ctx, config, seed, seats) => prepareClassicConfig(ctx, config, seed, seats.length),
    simulate: (ctx, config, seed, seatCount) => prepareClassicConfig(ctx, config, seed, seatCount),
  },
  // Magic Combat (003, the rules core): singleton decks built from the starter pool with the game's seed.
  'magic-combat': {
    start: (ctx, config, seed) => prepareClassicConfig(ctx, config, seed, 2),
    simulate: (ctx, config, seed) => prepareClassicConfig(ctx, config, seed, 2),
  },
  // Magic Combat with Dice (004, the rules core): Classic's decks from the starter pool with the game's seed.
  'combat-with-dice': {
    start: (ctx, config, seed, seats) => prepareClassicConfig(ctx, config, seed, seats.length),
    simulate: (ctx, config, seed, seatCount) => prepareClassicConfig(ctx, config, seed, seatCount),
  },
};

export function prepareStartConfig(
  ctx: BackendContext,
  variant: string,
  config: Config,
  seed: string | undefined,
  seats: readonly SeatInput[],
): Config {
  return preparers[variant]?.start(ctx, config, seed, seats) ?? config;
}

export function prepareSimulateConfig(
  ctx: BackendContext,
  variant: string,
  config: Config,
  seed: string,
  seatCount: number,
): Config {
  return preparers[variant]?.simulate(ctx, config, seed, seatCount) ?? config;
}
