import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import { greedyBot, makeSearchBot, randomBot, SEARCH_LEVELS } from '../src/core/bots';
import type { Bot } from '../src/core/engine';
import { playGame } from '../src/core/engine/simulate';
import { percentile } from './stats';
import { simulate } from '../src/core/engine';
import { fromScryfall } from '../src/core/rules/scenarios/cards';
import { classic } from '../src/core/variants/classic';
import { referenceRulesPool, rulesCoverage } from '../test/support/rulesPools';
import type { BenchSuite, Figure } from './types';

/** Search at its default strength against greedy, alternating seats; decision times with the clock on. */
function searchFigures(config: unknown, games: number) {
  const search = makeSearchBot({ ...SEARCH_LEVELS.normal });
  const times: number[] = [];
  const timed: Bot = {
    id: 'search',
    choose: (i) => {
      const t = performance.now();
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
    const r = playGame(classic, config, `search-${g}`, me ? [greedyBot, timed] : [timed, greedyBot]);
    if (r.result?.winners.includes(me)) wins++;
  }
  times.sort((a, b) => a - b);
  return { games, wins, decisions: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * The rules core on Classic Magic: random-vs-random games per second, greedy against random, and
 * how much of the starter pool and of the reference set (AllSets) the core runs in full (every
 * ability executable) against how much the effects compiler understands in full.
 */
export const rulesBench: BenchSuite = {
  id: 'rules',
  title: 'Rules core (Classic Magic)',
  async run(): Promise<Figure[]> {
    const raw = JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
      data: Parameters<typeof fromScryfall>[0][];
    };
    const pool = raw.data.map(fromScryfall);
    const config = classic.parseConfig({ pool, deckSeed: 'bench' });
    simulate(classic, { bots: [randomBot, randomBot], games: 20, seed: 'warm', config });
    const games = 300;
    const t0 = performance.now();
    const rr = simulate(classic, { bots: [randomBot, randomBot], games, seed: 'bench', config });
    const sec = (performance.now() - t0) / 1000;
    const throughput: Figure[] = [
      {
        name: 'random vs random games per second (2 seats, one process)',
        value: games / sec,
        unit: 'games/s',
        target: '≥ 200',
        ok: games / sec >= 200,
      },
      { name: 'actions per second', value: (rr.averageActions * games) / sec, unit: 'actions/s' },
      { name: 'average turns per random game', value: rr.averageTurns, unit: 'turns' },
    ];
    // RULES_THROUGHPUT_ONLY=1: just the games per second (seconds instead of minutes, for tuning).
    if (process.env['RULES_THROUGHPUT_ONLY']) return throughput;
    const gr = simulate(classic, { bots: [greedyBot, randomBot], games: 100, seed: 'greedy', config });
    const rg = simulate(classic, { bots: [randomBot, greedyBot], games: 100, seed: 'greedy2', config });
    const greedyWins = ((gr.wins[0] ?? 0) + (rg.wins[1] ?? 0)) / 200;
    // Executable coverage = understood coverage (issue 18), on the starter pool and the reference set.
    const starter = rulesCoverage(pool);
    const reference = rulesCoverage(referenceRulesPool());
    const search = searchFigures(config, Number(process.env['RULES_SEARCH_GAMES'] ?? 6));
    return [
      ...throughput,
      {
        name: 'greedy wins against random (200 games, both seats)',
        value: greedyWins * 100,
        unit: '%',
        target: '≥ 80 %',
        ok: greedyWins >= 0.8,
      },
      {
        name: 'starter pool nonland cards understood in full by the compiler',
        value: starter.understood,
        unit: 'cards',
      },
      {
        name: '… of which the core executes in full',
        value: starter.executable,
        unit: 'cards',
        target: `= ${starter.understood}`,
        ok: starter.executable === starter.understood,
      },
      {
        name: 'reference set (AllSets) nonland cards understood in full',
        value: reference.understood,
        unit: 'cards',
      },
      {
        name: `… of which the core executes in full (the rest blocked by ${[...reference.gaps.keys()].length} keywords and triggers)`,
        value: reference.executable,
        unit: 'cards',
        target: `= ${reference.understood}`,
        ok: reference.executable === reference.understood,
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
        name: `search (normal) wins against greedy (${search.games} games, both seats; RULES_SEARCH_GAMES)`,
        value: (search.wins / Math.max(1, search.games)) * 100,
        unit: '%',
        target: '≥ 60 %',
        ok: search.wins / Math.max(1, search.games) >= 0.6,
      },
    ];
  },
};
