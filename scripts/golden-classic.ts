/**
 * Records Classic's golden replays (`src/core/variants/classic/golden-replays.json`): two games of
 * greedy against random on decks built from the bundled starter pool, with the final state summary
 * and the head and tail of the log. Run it deliberately when a rules change SHOULD change these
 * games (`npx tsx scripts/golden-classic.ts`), and review the diff.
 */
import fs from 'node:fs';
import { greedyBot, randomBot } from '../src/core/bots';
import { fromScryfall } from '../src/core/rules/scenarios/cards';
import { classic, classicDecks } from '../src/core/variants/classic';
import { playGolden } from './goldenGame';

const raw = JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
  data: Parameters<typeof fromScryfall>[0][];
};
const pool = raw.data.map(fromScryfall);

function record(seed: string, seats: number) {
  const config = { seats, decks: classicDecks(pool, seats, seed), mulligan: 'london' as const };
  const s = classic.setup(classic.parseConfig(config), seed);
  const bots = [greedyBot, ...Array.from({ length: seats - 1 }, () => randomBot)];
  const game = playGolden(classic, s, seed, bots);
  return {
    variant: 'classic',
    config,
    seed,
    ...game,
  };
}

const out = [record('golden-classic-1', 2), record('golden-classic-2', 3)];
fs.writeFileSync('src/core/variants/classic/golden-replays.json', JSON.stringify(out, null, 1) + '\n');
console.log(out.map((g) => `${g.seed}: ${g.actions.length} actions, ${g.final.result?.reason}`).join('\n'));
