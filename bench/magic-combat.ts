import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import { greedyBot, makeSearchBot, randomBot, SEARCH_LEVELS } from '../src/core/bots';
import type { Bot } from '../src/core/engine';
import { simulate } from '../src/core/engine';
import { playGame } from '../src/core/engine/simulate';
import { fromScryfall } from '../src/core/rules/scenarios/cards';
import { magicCombat } from '../src/core/variants/magic-combat';
import { percentile } from './stats';
import { randomThroughput, throughputFigures } from './throughput';
import type { BenchSuite, Figure } from './types';

/** Search at its default strength against greedy, alternating seats, decision times on the clock. */
function searchFigures(config: unknown, games: number) {
  const search = makeSearchBot({ ...SEARCH_LEVELS.normal });
  const times: number[] = [];
  const timed: Bot = {
    id: 'search',
    choose: (i) => {
      const t = performance.now();
      // The input's view is a lazy getter (simulate's LazyInput): name each field, a spread would drop it.
      const a = search.choose({
        variant: i.variant,
        seat: i.seat,
        view: i.view,
        legal: i.legal,
        rng: i.rng,
        now: () => performance.now(),
      });
      times.push(performance.now() - t);
      return a;
    },
  };
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const me = g % 2;
    const r = playGame(magicCombat, config, `search-${g}`, me ? [greedyBot, timed] : [timed, greedyBot]);
    if (r.result?.winners.includes(me)) wins++;
  }
  times.sort((a, b) => a - b);
  return { games, wins, decisions: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * Magic Combat (003) on the rules core: random-vs-random games per second (CPU time and wall clock), greedy against random
 * and search against greedy (bot statistics live here, not in unit tests: decision 030).
 * MAGIC_COMBAT_THROUGHPUT_ONLY=1 runs only the games per second; MAGIC_COMBAT_GAMES sets the
 * greedy games (200) and MAGIC_COMBAT_SEARCH_GAMES the search games (6).
 */
export const magicCombatBench: BenchSuite = {
  id: 'magic-combat',
  title: 'Magic Combat (003) on the rules core',
  async run(): Promise<Figure[]> {
    const raw = JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
      data: Parameters<typeof fromScryfall>[0][];
    };
    const config = magicCombat.parseConfig({ pool: raw.data.map(fromScryfall), deckSeed: 'bench' });
    const t = randomThroughput(magicCombat, config, 100, 10);
    const out: Figure[] = [
      ...throughputFigures(t, 300),
      { name: 'random vs random: first seat wins', value: ((t.summary.wins[0] ?? 0) / t.games) * 100, unit: '%' },
    ];
    if (process.env['MAGIC_COMBAT_THROUGHPUT_ONLY']) return out;
    const half = Number(process.env['MAGIC_COMBAT_GAMES'] ?? 200) / 2;
    const gr = simulate(magicCombat, { bots: [greedyBot, randomBot], games: half, seed: 'greedy', config });
    const rg = simulate(magicCombat, { bots: [randomBot, greedyBot], games: half, seed: 'greedy2', config });
    const greedyWins = ((gr.wins[0] ?? 0) + (rg.wins[1] ?? 0)) / (2 * half);
    const search = searchFigures(config, Number(process.env['MAGIC_COMBAT_SEARCH_GAMES'] ?? 6));
    return [
      ...out,
      {
        name: `greedy wins against random (${2 * half} games, both seats)`,
        value: greedyWins * 100,
        unit: '%',
        target: '≥ 80 %',
        ok: greedyWins >= 0.8,
      },
      { name: `search (normal) decision time, median (${search.decisions} decisions)`, value: search.p50, unit: 'ms' },
      {
        name: 'search (normal) decision time, p95',
        value: search.p95,
        unit: 'ms',
        target: '≤ 1000 ms',
        ok: search.p95 <= 1000,
      },
      {
        name: `search (normal) wins against greedy (${search.games} games, both seats)`,
        value: (search.wins / Math.max(1, search.games)) * 100,
        unit: '%',
        target: '≥ 60 %',
        ok: search.wins / Math.max(1, search.games) >= 0.6,
      },
    ];
  },
};
