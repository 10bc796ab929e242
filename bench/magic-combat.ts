import fs from 'node:fs';
import { greedyBot, randomBot, SEARCH_LEVELS } from '../src/core/bots';
import { simulate } from '../src/core/engine';
import { fromScryfall } from '../src/core/rules/scenarios/cards';
import { magicCombat } from '../src/core/variants/magic-combat';
import { searchVsGreedy } from './rulesSearch';
import { percentile } from './stats';
import { randomThroughput, throughputFigures } from './throughput';
import type { BenchSuite, Figure } from './types';

/**
 * Magic Combat (003) on the rules core: random-vs-random games per second (CPU time and wall
 * clock), greedy against random and search against greedy (bot statistics live here, not in unit tests: decision 030).
 * MAGIC_COMBAT_THROUGHPUT_ONLY=1 runs only the games per second; MAGIC_COMBAT_GAMES sets the
 * greedy games (200) and MAGIC_COMBAT_SEARCH_GAMES the search games (200, one child process per core).
 */
export const magicCombatBench: BenchSuite = {
  id: 'magic-combat',
  title: 'Magic Combat (003) on the rules core',
  async run(): Promise<Figure[]> {
    const raw = JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
      data: Parameters<typeof fromScryfall>[0][];
    };
    const config = magicCombat.parseConfig({ pool: raw.data.map(fromScryfall), deckSeed: 'bench' });
    // 200 games after 30 to warm up: with 10, the first timed games still ran at half speed.
    const t = randomThroughput(magicCombat, config, 200, 30);
    const out: Figure[] = [
      ...throughputFigures(t, 300),
      { name: 'random vs random: first seat wins', value: ((t.summary.wins[0] ?? 0) / t.games) * 100, unit: '%' },
    ];
    if (process.env['MAGIC_COMBAT_THROUGHPUT_ONLY']) return out;
    const half = Number(process.env['MAGIC_COMBAT_GAMES'] ?? 200) / 2;
    const gr = simulate(magicCombat, { bots: [greedyBot, randomBot], games: half, seed: 'greedy', config });
    const rg = simulate(magicCombat, { bots: [randomBot, greedyBot], games: half, seed: 'greedy2', config });
    const greedyWins = ((gr.wins[0] ?? 0) + (rg.wins[1] ?? 0)) / (2 * half);
    // Search (normal, clock on the CPU as in the rules bench) against greedy, a child process per core.
    const search = await searchVsGreedy(
      Number(process.env['MAGIC_COMBAT_SEARCH_GAMES'] ?? 200),
      SEARCH_LEVELS.normal,
      'mc-search',
      'cpu',
      (r) => {
        if (r.games % 10 === 0)
          console.log(
            `  (Magic Combat search against greedy: ${r.games} games, ${((100 * r.score) / r.games).toFixed(1)} % won; decision p95 ${percentile(r.cpu, 0.95).toFixed(0)} ms CPU; ${r.seconds.toFixed(0)} s)`,
          );
      },
      'magic-combat',
    );
    const share = search.score / Math.max(1, search.games);
    return [
      ...out,
      {
        name: `greedy wins against random (${2 * half} games, both seats)`,
        value: greedyWins * 100,
        unit: '%',
        target: '≥ 80 %',
        ok: greedyWins >= 0.8,
      },
      {
        name: `search (normal) decision time, median (${search.cpu.length} decisions, CPU)`,
        value: percentile(search.cpu, 0.5),
        unit: 'ms',
      },
      {
        name: 'search (normal) decision time, p95 (CPU)',
        value: percentile(search.cpu, 0.95),
        unit: 'ms',
        target: '≤ 1000 ms',
        ok: percentile(search.cpu, 0.95) <= 1000,
      },
      {
        name: 'search (normal) decision time, p95 (wall, shared machine)',
        value: percentile(search.times, 0.95),
        unit: 'ms',
      },
      {
        name: `search (normal) wins against greedy (${search.games} games, both seats; a draw counts half)`,
        value: share * 100,
        unit: '%',
        target: '≥ 60 %',
        ok: share >= 0.6,
      },
    ];
  },
};
