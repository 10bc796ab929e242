import fs from 'node:fs';
import { fromScryfall } from '../src/core/rules/scenarios/cards';
import { magicCombat } from '../src/core/variants/magic-combat';
import { botFigures } from './rulesSearch';
import { freshFigure, randomThroughput, throughputFigures } from './throughput';
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
    // 200 games after 30 to warm up (with 10, the first timed games still ran at half speed), then
    // 100 more and the same 200 again in the warm process: the target is the warm figure, the
    // fresh one is printed next to it (decision 037: the JIT goes on compiling for 200–300 games).
    const fresh = randomThroughput(magicCombat, config, 200, 30);
    const t = randomThroughput(magicCombat, config, 200, 100);
    const out: Figure[] = [
      ...throughputFigures(t, 300, true),
      freshFigure(fresh),
      { name: 'random vs random: first seat wins', value: ((t.summary.wins[0] ?? 0) / t.games) * 100, unit: '%' },
    ];
    if (process.env['MAGIC_COMBAT_THROUGHPUT_ONLY']) return out;
    const bots = await botFigures(
      magicCombat,
      config,
      'magic-combat',
      'Magic Combat',
      Number(process.env['MAGIC_COMBAT_GAMES'] ?? 200),
      Number(process.env['MAGIC_COMBAT_SEARCH_GAMES'] ?? 200),
    );
    return [...out, ...bots];
  },
};
