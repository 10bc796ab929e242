/**
 * Warm random-vs-random games per CPU-second, as `npm run bench` judges the target (200 games after
 * 330 in one process), repeated: for paired comparisons of two checkouts run alternately (A B A B),
 * since this kind of machine varies ±10–15 % between runs (decisions 037–047).
 *   node --import tsx bench/speed/warmThroughput.ts [magic-combat|classic|combat-with-dice] [runs=3]
 */
import type { AnyVariant } from '../../src/core/engine/variant';
import { classic } from '../../src/core/variants/classic';
import { combatWithDice } from '../../src/core/variants/combat-with-dice';
import { magicCombat } from '../../src/core/variants/magic-combat';
import { starterPool } from '../rulesPool';
import { randomThroughput } from '../throughput';

const byId: Record<string, AnyVariant> = {
  'magic-combat': magicCombat as AnyVariant,
  classic: classic as AnyVariant,
  'combat-with-dice': combatWithDice as AnyVariant,
};
const id = process.argv[2] ?? 'magic-combat';
const v = byId[id];
if (!v) throw new Error(`Unknown variant ${id}: ${Object.keys(byId).join(', ')}`);
const config = v.parseConfig({ pool: starterPool(), deckSeed: 'bench' });
randomThroughput(v, config, 200, 130);
for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
  const t = randomThroughput(v, config, 200, 0);
  console.log(`${id} warm games/CPU-s ${(200 / t.cpuSeconds).toFixed(0)}`);
}
