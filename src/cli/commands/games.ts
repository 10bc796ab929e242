import { flags, str, usageError, type Command } from '../command';

interface SimulateResult {
  games: number;
  wins: number[];
  draws: number;
  averageTurns: number;
  averageActions: number;
  gamesPerSecond: number;
  seconds: number;
}

const BOTS = ['random', 'greedy', 'search'];

export const gamesCommands: Command[] = [
  {
    name: 'simulate',
    summary: 'Headless bot-vs-bot games: wins per seat, draws, average game length, games/s',
    usage:
      '--variant <id> --seats <bot>,<bot>[,…] --games <n> [--seed <s>] [--strength easy|normal|hard] [--decks <file or saved deck id>,…] [--config <json>]',
    options: flags(['variant', 'seats', 'games', 'seed', 'strength', 'decks', 'config']),
    run: async (ctx) => {
      const variant = str(ctx.flags.variant);
      const seats = str(ctx.flags.seats);
      if (!variant) throw usageError('--variant <id> is required (e.g. --variant magic-54).');
      if (!seats) throw usageError('--seats <bot>,<bot> is required (bots: random, greedy, search).');
      const bots = seats.split(',').map((s) => s.trim());
      for (const b of bots) if (!BOTS.includes(b)) throw usageError(`unknown bot "${b}" (bots: ${BOTS.join(', ')}).`);
      const games = Number(str(ctx.flags.games) ?? '100');
      if (!Number.isInteger(games) || games < 1) throw usageError('--games must be a whole number ≥ 1.');
      const strength = str(ctx.flags.strength) ?? 'normal';
      let config: Record<string, unknown> = {};
      const rawConfig = str(ctx.flags.config);
      if (rawConfig) {
        try {
          config = JSON.parse(rawConfig) as Record<string, unknown>;
        } catch {
          throw usageError('--config must be a JSON object.');
        }
      }
      // Deck files or saved deck ids (Dice Duel: one per seat; Pub Magic: one shared pile; Magic 54 has fixed teams).
      const decks = str(ctx.flags.decks);
      if (decks) config = { ...config, decks: decks.split(',').map((d) => d.trim()) };
      const result = await ctx.call<SimulateResult>(
        'games.simulate',
        {
          variant,
          seats: bots.map((bot) => ({ kind: 'bot', bot, strength })),
          games,
          seed: str(ctx.flags.seed) ?? '1',
          config,
        },
        {
          onProgress: (e) => {
            if (!ctx.json && e.total) ctx.progress(`${e.phase}: ${e.done}/${e.total}`);
          },
        },
      );
      return {
        games: result.games,
        wins: result.wins,
        draws: result.draws,
        averageTurns: Number(result.averageTurns.toFixed(2)),
        gamesPerSecond: Number(result.gamesPerSecond.toFixed(1)),
      };
    },
    print: (r, ctx) => {
      const x = r as { games: number; wins: number[]; draws: number; averageTurns: number; gamesPerSecond: number };
      const seats = (str(ctx.flags.seats) ?? '').split(',');
      const pct = (n: number) => `${((100 * n) / Math.max(1, x.games)).toFixed(1)}%`;
      return [
        `${x.games} games`,
        ...x.wins.map((w, i) => `  seat ${i + 1} (${seats[i]?.trim() ?? 'bot'}): ${w} wins (${pct(w)})`),
        `  draws: ${x.draws} (${pct(x.draws)})`,
        `  average length: ${x.averageTurns} turns`,
        `  speed: ${x.gamesPerSecond} games/s`,
      ].join('\n');
    },
  },
];
