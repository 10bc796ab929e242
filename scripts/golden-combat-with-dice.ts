/**
 * Records Magic Combat with Dice's golden replay (`src/core/variants/combat-with-dice/golden-replay.json`):
 * a game of greedy against random on decks built from the bundled starter pool (kept as card names:
 * the test looks them up in the same pool), with the final state summary and
 * the head and tail of the log, dice rolls included. Run it deliberately when a rules change SHOULD
 * change the game (`npx tsx scripts/golden-combat-with-dice.ts`), and review the diff.
 */
import fs from 'node:fs';
import { greedyBot, randomBot } from '../src/core/bots';
import { STARTER } from '../src/core/rules/scenarios/cards';
import { classicDecks } from '../src/core/variants/classic';
import { combatWithDice } from '../src/core/variants/combat-with-dice';
import { playGolden } from './goldenGame';

function record(seed: string) {
  const decks = classicDecks(STARTER, 2, seed);
  const config = { seats: 2, decks: decks.map((d) => d.map((c) => c.name)) };
  const s = combatWithDice.setup(combatWithDice.parseConfig({ seats: 2, decks }), seed);
  const game = playGolden(combatWithDice, s, seed, [greedyBot, randomBot]);
  return {
    variant: 'combat-with-dice',
    config,
    seed,
    ...game,
  };
}

const out = record('golden-dice-1');
fs.writeFileSync('src/core/variants/combat-with-dice/golden-replay.json', JSON.stringify(out) + '\n');
