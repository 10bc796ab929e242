import { magicCombat } from '../src/core/variants/magic-combat';
import { botFigures } from './rulesSearch';
import { starterPool } from './rulesPool';
import { warmAndFresh } from './throughput';
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
    const config = magicCombat.parseConfig({ pool: starterPool(), deckSeed: 'bench' });
    // 200 games after 30 to warm up (with 10, the first timed games still ran at half speed); the
    // target is judged warm (decision 037).
    const { figures, warm } = warmAndFresh(magicCombat, config, 200, 30, 300);
    const out: Figure[] = [
      ...figures,
      { name: 'random vs random: first seat wins', value: ((warm.summary.wins[0] ?? 0) / warm.games) * 100, unit: '%' },
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
