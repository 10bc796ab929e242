import type { Bot, BotInput } from './bot';
import { seedRng } from './rng';
import type { AnyVariant, GameResult, Seat } from './variant';

export interface SimulateOptions {
  /** One bot per seat. */
  bots: Bot[];
  games: number;
  /** Game g uses seed `${seed}/${g}`; bots use `${seed}/${g}/bot/${seat}`. */
  seed: string;
  config?: unknown;
  /** Safety net: a game still running after this many actions is stopped and counted as a draw. */
  maxActions?: number;
  /** A clock in ms, for bots with a time budget and for games/s; core never reads the time itself. */
  now?: () => number;
  /** Called after each game (progress bars, cancellation by throwing). */
  onGame?: (done: number, total: number) => void;
}

export interface SimulateSummary {
  games: number;
  /** Games won per seat (a shared win counts for each winner). */
  wins: number[];
  draws: number;
  averageTurns: number;
  averageActions: number;
  /** Games stopped by `maxActions` (also counted in draws). */
  aborted: number;
}

/** The bot's input; the view is built only if the bot reads it (the random bot never does). */
class LazyInput implements BotInput {
  private cached: unknown = undefined;
  private built = false;
  constructor(
    readonly variant: AnyVariant,
    private readonly state: unknown,
    readonly seat: Seat,
    readonly legal: unknown[],
    readonly rng: BotInput['rng'],
    readonly now?: () => number,
  ) {}
  get view(): unknown {
    if (!this.built) {
      this.cached = this.variant.view(this.state, this.seat);
      this.built = true;
    }
    return this.cached;
  }
}

/** Plays one game bot-vs-bot; returns its result (undefined = aborted), its turns and action count. */
export function playGame(
  variant: AnyVariant,
  config: unknown,
  seed: string,
  bots: Bot[],
  opts: { maxActions?: number; now?: () => number } = {},
): { result: GameResult | undefined; turns: number; actions: number } {
  let state: unknown = variant.setup(config, seed);
  const botRngs = bots.map((_, s) => seedRng(`${seed}/bot/${s}`));
  const max = opts.maxActions ?? 100_000;
  let actions = 0;
  for (; actions < max; actions++) {
    const seats = variant.activeSeats(state) as Seat[];
    if (seats.length === 0) break;
    const seat = seats[0] as Seat;
    const legal = variant.legalActions(state, seat) as unknown[];
    const bot = bots[seat];
    if (!bot) throw new Error(`simulate: no bot for seat ${seat}`);
    const action =
      legal.length === 1 ? legal[0] : bot.choose(new LazyInput(variant, state, seat, legal, botRngs[seat]!, opts.now));
    state = variant.apply(state, seat, action, legal.length === 1 || bot.id === 'random').state;
  }
  return { result: variant.result(state), turns: variant.turnNumber(state), actions };
}

/**
 * Headless bot-vs-bot games. Deterministic: the same variant, config, seed and bots give the same
 * summary (bots with a time budget are the exception, which is why tests use playout counts).
 */
export function simulate(variant: AnyVariant, options: SimulateOptions): SimulateSummary {
  const config = variant.parseConfig(options.config ?? {});
  const seats = options.bots.length;
  const wins = new Array<number>(seats).fill(0);
  let draws = 0,
    aborted = 0,
    turns = 0,
    actions = 0;
  for (let g = 0; g < options.games; g++) {
    const r = playGame(variant, config, `${options.seed}/${g}`, options.bots, options);
    turns += r.turns;
    actions += r.actions;
    if (!r.result) {
      aborted++;
      draws++;
    } else if (r.result.winners.length === 0) draws++;
    else for (const w of r.result.winners) wins[w] = (wins[w] ?? 0) + 1;
    options.onGame?.(g + 1, options.games);
  }
  const n = Math.max(1, options.games);
  return { games: options.games, wins, draws, averageTurns: turns / n, averageActions: actions / n, aborted };
}
