import { performance } from 'node:perf_hooks';
import { greedyBot, randomBot, SEARCH_DEFAULTS, SEARCH_LEVELS, searchChoice } from '../src/core/bots';
import { pick, seedRng, simulate, type RngState, type Seat } from '../src/core/engine';
import { diceDuel } from '../src/core/variants/dice-duel';
import { autoBuild } from '../src/core/variants/dice-duel/deckSource';
import type { DiceDuelConfig, DuelAction, DuelState } from '../src/core/variants/dice-duel';
import { diceDuelPool } from '../test/support/diceDuelPool';
import type { BenchSuite, Figure } from './types';
import { decisionTimeFigures } from './stats';

/** What the bench measures of one Untap reading: how often an attack met a defence, and who won the battles. */
interface DefenceCount {
  games: number;
  attacks: number;
  defended: number;
  defenderWins: number;
  draws: number;
}

/** The greedy bot's move (the only one when there is one). */
function greedyMove(s: DuelState, seat: Seat, legal: DuelAction[], rng: RngState): DuelAction {
  if (legal.length === 1) return legal[0]!;
  return greedyBot.choose({ variant: diceDuel, seat, view: diceDuel.view(s, seat), legal, rng }) as DuelAction;
}

/**
 * Greedy against greedy (seats alternate by seed), counting every resolved attack: it met a
 * defence when it went to a battle (not 'undefended'); the defender won when the battle says so.
 */
export function countDefence(config: DiceDuelConfig, games: number, seed: string): DefenceCount {
  const out: DefenceCount = { games, attacks: 0, defended: 0, defenderWins: 0, draws: 0 };
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`${seed}/bots/${g}`);
    let s: DuelState = diceDuel.setup(config, `${seed}/${g}`);
    while (!diceDuel.result(s)) {
      const seat = diceDuel.activeSeats(s)[0]!;
      const legal = diceDuel.legalActions(s, seat);
      const a = greedyMove(s, seat, legal, rng);
      const before = s.lastBattle;
      s = diceDuel.apply(s, seat, a, true).state;
      const b = s.lastBattle;
      if (!b || b === before) continue;
      out.attacks++;
      if (b.outcome === 'undefended') continue;
      out.defended++;
      if (b.outcome === 'defender') out.defenderWins++;
      if (b.outcome === 'draw') out.draws++;
    }
  }
  return out;
}

/** The issue-22 figures for both readings of 000 Untap (docs/variants/dice-duel.md quotes them). */
function defenceFigures(decks: DiceDuelConfig['decks']): Figure[] {
  const games = Number(process.env.DICE_DUEL_DEFENCE_GAMES ?? 300);
  const out: Figure[] = [];
  for (const untap of ['table', 'active'] as const) {
    const c = countDefence(diceDuel.parseConfig({ decks, options: { untap } }), games, 'bench-defence');
    const label = `untap ${untap}`;
    out.push(
      { name: `${label}: greedy vs greedy games`, value: c.games, unit: 'games' },
      { name: `${label}: attacks resolved`, value: c.attacks, unit: 'attacks' },
      { name: `${label}: attacks that met a defence`, value: (100 * c.defended) / Math.max(1, c.attacks), unit: '%' },
      { name: `${label}: battles`, value: c.defended, unit: 'battles' },
      {
        name: `${label}: battles the defender won`,
        value: (100 * c.defenderWins) / Math.max(1, c.defended),
        unit: '%',
      },
      { name: `${label}: battles drawn`, value: (100 * c.draws) / Math.max(1, c.defended), unit: '%' },
    );
  }
  return out;
}

/**
 * Dice Duel with two decks auto-built from the bundled starter pool: random-vs-random games per
 * second (one process), and the search bot at its default ("normal") strength deciding real
 * positions from greedy-vs-greedy games: median and p95 decision time.
 */
export const diceDuelBench: BenchSuite = {
  id: 'dice-duel',
  title: 'Dice Duel engine and bots',
  async run(): Promise<Figure[]> {
    const { pool } = diceDuelPool();
    const t0 = performance.now();
    const decks = [autoBuild(pool, 'bench/deck/0'), autoBuild(pool, 'bench/deck/1')];
    const buildMs = (performance.now() - t0) / 2;
    const config = diceDuel.parseConfig({ decks });
    simulate(diceDuel, { bots: [randomBot, randomBot], games: 100, seed: 'warm', config });
    const games = 1000;
    const t1 = performance.now();
    const rr = simulate(diceDuel, { bots: [randomBot, randomBot], games, seed: 'bench', config });
    const rrSeconds = (performance.now() - t1) / 1000;

    const opts = { ...SEARCH_DEFAULTS, ...SEARCH_LEVELS.normal };
    const times: number[] = [];
    const rng = seedRng('bench-positions');
    for (let g = 0; g < 4 && times.length < 60; g++) {
      let s: DuelState = diceDuel.setup(config, `bench-search-${g}`);
      while (!diceDuel.result(s) && times.length < 60) {
        const seat = diceDuel.activeSeats(s)[0]!;
        const legal = diceDuel.legalActions(s, seat);
        if (legal.length > 1 && pick(rng, [true, false, false])) {
          const t = performance.now();
          searchChoice(diceDuel, seat, diceDuel.view(s, seat), legal, seedRng(`d${times.length}`), opts, () =>
            performance.now(),
          );
          times.push(performance.now() - t);
        }
        const a = greedyMove(s, seat, legal, rng);
        s = diceDuel.apply(s, seat, a, true).state;
      }
    }
    times.sort((a, b) => a - b);
    return [
      { name: 'random vs random: games per second (1 process)', value: games / rrSeconds, unit: 'games/s' },
      { name: 'random vs random: average turns per game', value: rr.averageTurns, unit: 'turns' },
      { name: 'random vs random: average actions per game', value: rr.averageActions, unit: 'actions' },
      { name: 'auto-build one deck from the starter pool', value: buildMs, unit: 'ms' },
      ...decisionTimeFigures('search (normal)', times),
      ...defenceFigures(decks),
    ];
  },
};
