import { performance } from 'node:perf_hooks';
import { BOT_KINDS, type BotStrength } from '../../core/bots';
import { getVariant, variants } from '../../core/variants';
import { badInput, notFound } from '../errors';
import { prepareSimulateConfig, prepareStartConfig } from '../games/configs';
import { configFromChoices, deckOptions } from '../games/deckChoices';
import { checkDiceFormat } from '../games/diceFormat';
import { runInWorker } from '../workers/jobRunner';
import { randomSeed } from '../games/store';
import { gameStore as store } from '../games/service';
import { matchSummaryOf, startMatch, startsMatch, withMatch } from '../games/matchFlow';
import { defineHandlers } from './define';

const now = () => performance.now();

export const gamesHandlers = defineHandlers({
  'games.variants': () => ({
    variants: variants.map((v) => ({
      id: v.id,
      name: v.name,
      minSeats: v.seats.min,
      maxSeats: v.seats.max,
      tableOptions: (v.tableOptions ?? []).map((o) => ({
        ...o,
        path: [...o.path],
        choices: o.choices && [...o.choices],
      })),
    })),
    bots: BOT_KINDS,
    strengths: ['easy', 'normal', 'hard'] as const satisfies BotStrength[],
  }),
  'games.start': (input, ctx) => {
    const s = store(ctx);
    // Chosen decks first (they fill `decks` or `pile`), so the variant's own preparer keeps them.
    const seed = input.seed ?? randomSeed();
    checkDiceFormat(ctx, input.variant, input.decks, input.config);
    const chosen = input.decks
      ? { ...input.config, ...configFromChoices(ctx, input.variant, input.decks, input.seats.length, seed) }
      : input.config;
    const config = prepareStartConfig(ctx, input.variant, chosen, seed, input.seats);
    if (startsMatch(input.variant, config)) return startMatch(ctx, { ...input, seed, config }, input.decks);
    const session = s.start({ ...input, seed, config });
    return s.snapshot(session);
  },
  'games.decks': ({ variant, players, config }, ctx) => deckOptions(ctx, variant, players, config),
  'games.get': ({ gameId, seat }, ctx) => {
    const s = store(ctx);
    return withMatch(ctx, s.snapshot(s.get(gameId), seat));
  },
  'games.act': ({ gameId, seat, index, step }, ctx) => {
    const s = store(ctx);
    return withMatch(ctx, s.snapshot(s.act(gameId, seat, index, step), seat));
  },
  'games.bot': ({ gameId, seat }, ctx) => {
    const s = store(ctx);
    const { session, label, ms } = s.botMove(gameId, now);
    return { ...withMatch(ctx, s.snapshot(session, seat)), botAction: label, thinkMs: ms };
  },
  'games.save': ({ gameId, name }, ctx) => store(ctx).rename(gameId, name),
  'games.list': ({ status, withMoves }, ctx) => {
    const r = store(ctx).listWithProblems(status, withMoves);
    return { ...r, games: r.games.map((g) => ({ ...g, match: matchSummaryOf(ctx, g.gameId) })) };
  },
  'games.delete': ({ gameId }, ctx) => ({ deleted: store(ctx).delete(gameId) }),
  'games.replay': ({ gameId, step, seat }, ctx) => withMatch(ctx, store(ctx).replayAt(gameId, step, seat)),
  'games.simulate': async (input, ctx, job) => {
    const variant = getVariant(input.variant);
    if (!variant) throw notFound(`There is no variant "${input.variant}".`);
    if (input.seats.length < variant.seats.min || input.seats.length > variant.seats.max) {
      throw badInput(
        `${variant.name} is played by ${variant.seats.min}–${variant.seats.max} seats, not ${input.seats.length}.`,
      );
    }
    const bots = input.seats.map((seat) => {
      if (typeof seat === 'string') return { bot: seat };
      if (seat.kind !== 'bot') throw badInput('simulate plays bots only: every seat must be random, greedy or search.');
      return { bot: seat.bot, strength: seat.strength };
    });
    let config: Record<string, unknown>;
    try {
      config = prepareSimulateConfig(ctx, variant.id, input.config, input.seed, input.seats.length);
      // Parsed here as well as in the worker, so a bad option is a plain bad_input before any thread starts.
      variant.parseConfig(config);
    } catch (err) {
      throw badInput(err instanceof Error ? err.message : String(err));
    }
    const games = input.games.toLocaleString('en-US');
    const { summary, seconds } = await runInWorker(
      { task: 'simulate', job: { variant: variant.id, bots, games: input.games, seed: input.seed, config } },
      job,
      {
        cancelled: `Simulation cancelled: the ${games} games were stopped; nothing was saved.`,
        outOfMemory: 'The simulation used too much memory and was stopped; try fewer games or weaker bots',
      },
    );
    return {
      games: summary.games,
      wins: summary.wins,
      draws: summary.draws,
      averageTurns: summary.averageTurns,
      averageActions: summary.averageActions,
      gamesPerSecond: summary.games / Math.max(seconds, 1e-9),
      seconds,
    };
  },
});
