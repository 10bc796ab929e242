import { combatWithDice } from '../src/core/variants/combat-with-dice';
import { botFigures } from './rulesSearch';
import { starterPool } from './rulesPool';
import { warmAndFresh } from './throughput';
import type { BenchSuite, Figure } from './types';

/**
 * Magic Combat with Dice (004) on the rules core: random-vs-random games per second on one core
 * (CPU time; the machine is shared: wall time next to it), greedy against random and search against
 * greedy (bot statistics live here, not in unit tests: decision 030). COMBAT_WITH_DICE_THROUGHPUT_ONLY=1
 * runs only the games per second; COMBAT_WITH_DICE_GAMES sets the greedy games (200) and
 * COMBAT_WITH_DICE_SEARCH_GAMES the search games (200, as issue 20 asks; fewer for a quick look).
 */
export const combatWithDiceBench: BenchSuite = {
  id: 'combat-with-dice',
  title: 'Magic Combat with Dice (004) on the rules core',
  async run(): Promise<Figure[]> {
    const config = combatWithDice.parseConfig({ pool: starterPool(), deckSeed: 'bench' });
    // 300 games (as Classic's: its games are as long) after 20; the target is judged warm (decision
    // 037: it timed 40 games after 5, which measured the JIT warming up).
    const { figures, warm } = warmAndFresh(combatWithDice, config, 300, 20, 150);
    const out: Figure[] = [
      ...figures,
      { name: 'random vs random: first seat wins', value: ((warm.summary.wins[0] ?? 0) / warm.games) * 100, unit: '%' },
    ];
    if (process.env['COMBAT_WITH_DICE_THROUGHPUT_ONLY']) return out;
    const bots = await botFigures(
      combatWithDice,
      config,
      'combat-with-dice',
      'Combat with Dice',
      Number(process.env['COMBAT_WITH_DICE_GAMES'] ?? 200),
      Number(process.env['COMBAT_WITH_DICE_SEARCH_GAMES'] ?? 200),
    );
    return [...out, ...bots];
  },
};
