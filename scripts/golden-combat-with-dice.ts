/**
 * Records Magic Combat with Dice's golden replay (`src/core/variants/combat-with-dice/golden-replay.json`):
 * a game of greedy against random on decks built from the bundled starter pool (kept as card names:
 * the test looks them up in the same pool), with the final state summary and
 * the head and tail of the log, dice rolls included. Run it deliberately when a rules change SHOULD
 * change the game (`npx tsx scripts/golden-combat-with-dice.ts`), and review the diff.
 */
import fs from 'node:fs';
import { greedyBot, randomBot } from '../src/core/bots';
import { seedRng } from '../src/core/engine/rng';
import type { Move } from '../src/core/engine/replay';
import type { Action } from '../src/core/rules/decisions';
import { STARTER } from '../src/core/rules/scenarios/cards';
import { classicDecks } from '../src/core/variants/classic';
import { combatWithDice } from '../src/core/variants/combat-with-dice';

function record(seed: string) {
  const decks = classicDecks(STARTER, 2, seed);
  const config = { seats: 2, decks: decks.map((d) => d.map((c) => c.name)) };
  let s = combatWithDice.setup(combatWithDice.parseConfig({ seats: 2, decks }), seed);
  const bots = [greedyBot, randomBot];
  const rngs = bots.map((_, i) => seedRng(`${seed}/bot/${i}`));
  const actions: Move[] = [];
  const log: string[] = [];
  while (!s.result && actions.length < 3000) {
    const seat = combatWithDice.activeSeats(s)[0]!;
    const legal = combatWithDice.legalActions(s, seat);
    const view = combatWithDice.view(s, seat);
    const action =
      legal.length === 1
        ? legal[0]!
        : (bots[seat]!.choose({ variant: combatWithDice, seat, view, legal, rng: rngs[seat]! }) as Action);
    const r = combatWithDice.apply(s, seat, action);
    actions.push({ seat, action });
    for (const e of r.events) if ('text' in e) log.push(e.text);
    s = r.state;
  }
  return {
    variant: 'combat-with-dice',
    config,
    seed,
    actions,
    final: { turn: s.turn, life: s.players.map((p) => p.life), result: s.result },
    logHead: log.slice(0, 25),
    logTail: log.slice(-25),
  };
}

const out = record('golden-dice-1');
fs.writeFileSync('src/core/variants/combat-with-dice/golden-replay.json', JSON.stringify(out) + '\n');
