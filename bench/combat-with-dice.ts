import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import { simulate } from '../src/core/engine';
import { fromScryfall } from '../src/core/rules/scenarios/cards';
import { combatWithDice } from '../src/core/variants/combat-with-dice';
import { botFigures } from './rulesSearch';
import { randomBot } from '../src/core/bots';
import type { BenchSuite, Figure } from './types';

/** CPU seconds of this process (user + system) since `from`. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1e6;
};

/**
 * Magic Combat with Dice (004) on the rules core: random-vs-random games per second on CPU time
 * (the machine is shared: wall time next to it), greedy against random and search against greedy
 * (bot statistics live here, not in unit tests: decision 030). COMBAT_WITH_DICE_THROUGHPUT_ONLY=1
 * runs only the games per second; COMBAT_WITH_DICE_GAMES sets the greedy games (200) and
 * COMBAT_WITH_DICE_SEARCH_GAMES the search games (200, as issue 20 asks; fewer for a quick look).
 */
export const combatWithDiceBench: BenchSuite = {
  id: 'combat-with-dice',
  title: 'Magic Combat with Dice (004) on the rules core',
  async run(): Promise<Figure[]> {
    const raw = JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
      data: Parameters<typeof fromScryfall>[0][];
    };
    const config = combatWithDice.parseConfig({ pool: raw.data.map(fromScryfall), deckSeed: 'bench' });
    simulate(combatWithDice, { bots: [randomBot, randomBot], games: 5, seed: 'warm', config });
    const games = 40;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const rr = simulate(combatWithDice, { bots: [randomBot, randomBot], games, seed: 'bench', config });
    const cpu = cpuSince(cpu0);
    const wall = (performance.now() - t0) / 1000;
    const out: Figure[] = [
      {
        name: 'random vs random games per second (CPU time, one process)',
        value: games / cpu,
        unit: 'games/s',
        target: '≥ 150',
        ok: games / cpu >= 150,
      },
      { name: 'random vs random games per second (wall clock)', value: games / wall, unit: 'games/s' },
      { name: 'actions per CPU second', value: (rr.averageActions * games) / cpu, unit: 'actions/s' },
      { name: 'average actions per random game', value: rr.averageActions, unit: 'actions' },
      { name: 'random vs random: first seat wins', value: ((rr.wins[0] ?? 0) / games) * 100, unit: '%' },
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
