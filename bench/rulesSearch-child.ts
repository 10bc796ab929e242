/**
 * Search-against-greedy games of a game on the rules core (Classic, Magic Combat, with Dice) in a child process
 * (`bench/rulesSearch.ts` starts one per core): it receives game numbers and search options over IPC
 * and sends back, per game, whether the search won and the time of each of its decisions (clock on,
 * as in the app).
 */
import { performance } from 'node:perf_hooks';
import { greedyBot, makeSearchBot, type SearchOptions } from '../src/core/bots';
import type { Bot } from '../src/core/engine';
import { playGame } from '../src/core/engine/simulate';
import type { AnyVariant } from '../src/core/engine';
import { classic } from '../src/core/variants/classic';
import { magicCombat } from '../src/core/variants/magic-combat';
import { combatWithDice } from '../src/core/variants/combat-with-dice';
import { starterConfig, starterPool } from './rulesPool';

/** The games this runner plays, with their bench configs (decks from the starter pool, seed `bench`). */
export type SearchGame = 'classic' | 'magic-combat' | 'combat-with-dice';

const GAMES: Record<SearchGame, () => { variant: AnyVariant; config: unknown }> = {
  classic: () => ({ variant: classic as AnyVariant, config: starterConfig() }),
  'magic-combat': () => ({
    variant: magicCombat as AnyVariant,
    config: magicCombat.parseConfig({ pool: starterPool(), deckSeed: 'bench' }),
  }),
  'combat-with-dice': () => ({
    variant: combatWithDice as AnyVariant,
    config: combatWithDice.parseConfig({ pool: starterPool(), deckSeed: 'bench' }),
  }),
};
const loaded = new Map<SearchGame, { variant: AnyVariant; config: unknown }>();
function game(id: SearchGame) {
  let g = loaded.get(id);
  if (!g) loaded.set(id, (g = GAMES[id]()));
  return g;
}

export interface GameJob {
  /** Which game (default Classic). */
  variant?: SearchGame;
  game: number;
  seed: string;
  options: Partial<SearchOptions>;
  /**
   * The clock the time budget reads: `wall` as in the app, or `cpu` (this process's CPU time), so
   * that on a shared machine the search thinks as long as it would on a quiet core.
   */
  clock: 'wall' | 'cpu';
}

export interface GameOutcome {
  game: number;
  /** 1 = the search won, 0 = it lost, 0.5 = a draw (turn limit). */
  score: number;
  turns: number;
  /** ms per decision the search bot was asked for (one-legal-action moves never reach a bot). */
  times: number[];
  /**
   * CPU ms of this process per decision: what the decision costs on a quiet core, whatever else the
   * machine runs (the wall-clock `times` grow with the load; the time budget is wall-clock).
   */
  cpu: number[];
}

function play(job: GameJob): GameOutcome {
  const search = makeSearchBot(job.options);
  const times: number[] = [];
  const cpu: number[] = [];
  const timed: Bot = {
    id: 'search',
    choose: (i) => {
      const t = performance.now();
      const c = process.cpuUsage();
      const a = search.choose({ ...pickInput(i), now: job.clock === 'cpu' ? cpuNow : () => performance.now() });
      times.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      return a;
    },
  };
  const me = job.game % 2;
  const { variant, config } = game(job.variant ?? 'classic');
  const r = playGame(variant, config, `${job.seed}-${job.game}`, me ? [greedyBot, timed] : [timed, greedyBot]);
  const score = !r.result || r.result.winners.length === 0 ? 0.5 : r.result.winners.includes(me) ? 1 : 0;
  return { game: job.game, score, turns: r.turns, times, cpu };
}

function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The input's own fields (it is a lazy object whose view is a getter: spreading it would lose the view). */
function pickInput(i: Parameters<Bot['choose']>[0]): Parameters<Bot['choose']>[0] {
  return { variant: i.variant, seat: i.seat, view: i.view, legal: i.legal, rng: i.rng };
}

process.on('message', (job: GameJob | 'exit') => {
  if (job === 'exit') process.exit(0);
  process.send?.(play(job));
});
process.send?.('ready');
