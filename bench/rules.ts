import os from 'node:os';
import { greedyBot, randomBot, SEARCH_LEVELS } from '../src/core/bots';
import { simulate } from '../src/core/engine';
import { classic } from '../src/core/variants/classic';
import { referenceRulesPool, rulesCoverage } from '../test/support/rulesPools';
import { starterPool } from './rulesPool';
import { warmAndFresh } from './throughput';
import { searchVsGreedy } from './rulesSearch';
import { percentile } from './stats';
import type { BenchSuite, Figure } from './types';

/**
 * The rules core on Classic Magic: random-vs-random games per second (by CPU time and wall clock), greedy against random, and
 * how much of the starter pool and of the reference set (AllSets) the core runs in full (every
 * ability executable) against how much the effects compiler understands in full.
 */
export const rulesBench: BenchSuite = {
  id: 'rules',
  title: 'Rules core (Classic Magic)',
  async run(): Promise<Figure[]> {
    const pool = starterPool();
    const config = classic.parseConfig({ pool, deckSeed: 'bench' });
    // 300 games after 20; the target is judged warm, as for the other variants on the core (decision 037).
    const throughput = warmAndFresh(classic, config, 300, 20, 200).figures;
    // RULES_THROUGHPUT_ONLY=1: just the games per second (seconds instead of minutes, for tuning).
    if (process.env['RULES_THROUGHPUT_ONLY']) return throughput;
    const gr = simulate(classic, { bots: [greedyBot, randomBot], games: 100, seed: 'greedy', config });
    const rg = simulate(classic, { bots: [randomBot, greedyBot], games: 100, seed: 'greedy2', config });
    const greedyWins = ((gr.wins[0] ?? 0) + (rg.wins[1] ?? 0)) / 200;
    // Executable coverage = understood coverage (issue 18), on the starter pool and the reference set.
    const starter = rulesCoverage(pool);
    const reference = rulesCoverage(referenceRulesPool());
    // 200 games of search (normal, clock on) against greedy, one child process per core. The time
    // budget reads the CPU clock (RULES_SEARCH_CLOCK=wall: the wall clock, as the app does), so a
    // machine shared with other work does not starve the search of samples.
    const clock = process.env['RULES_SEARCH_CLOCK'] === 'wall' ? 'wall' : 'cpu';
    const search = await searchVsGreedy(
      Number(process.env['RULES_SEARCH_GAMES'] ?? 200),
      SEARCH_LEVELS.normal,
      'search',
      clock,
      (r) => {
        // Progress with the figures so far: a run cut short still says something.
        if (r.games % 10 === 0)
          console.log(
            `  (search against greedy: ${r.games} games, ${((100 * r.score) / r.games).toFixed(1)} % won; decision p50/p95 ${percentile(r.times, 0.5).toFixed(0)}/${percentile(r.times, 0.95).toFixed(0)} ms wall, ${percentile(r.cpu, 0.5).toFixed(0)}/${percentile(r.cpu, 0.95).toFixed(0)} ms CPU; ${r.seconds.toFixed(0)} s)`,
          );
      },
    );
    const share = search.score / Math.max(1, search.games);
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
      {
        name: `search (normal) decision CPU time, median (${search.cpu.length} decisions)`,
        value: percentile(search.cpu, 0.5),
        unit: 'ms',
      },
      {
        name: 'search (normal) decision CPU time, p95 (= wall on a quiet core)',
        value: percentile(search.cpu, 0.95),
        unit: 'ms',
        target: '≤ 1000 ms',
        ok: percentile(search.cpu, 0.95) <= 1000,
      },
      // The wall clock grows with whatever else the machine runs (load printed below).
      { name: '… wall-clock decision time, median', value: percentile(search.times, 0.5), unit: 'ms' },
      { name: '… wall-clock decision time, p95', value: percentile(search.times, 0.95), unit: 'ms' },
      {
        name: `search (normal) wins against greedy (${search.games} games, both seats; ${clock} clock)`,
        value: share * 100,
        unit: '%',
        target: '≥ 60 %',
        ok: share >= 0.6,
      },
      {
        name: `… wall time for those games (${search.workers} processes; RULES_SEARCH_GAMES)`,
        value: search.seconds,
        unit: 's',
      },
      { name: '… load average (1 min) when they ended', value: os.loadavg()[0]!, unit: '' },
    ];
  },
};
