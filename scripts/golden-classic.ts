/**
 * Records Classic's golden replays (`src/core/variants/classic/golden-replays.json`): two games of
 * greedy against random on decks built from the bundled starter pool, with the final state summary
 * and the head and tail of the log. Run it deliberately when a rules change SHOULD change these
 * games (`npx tsx scripts/golden-classic.ts`), and review the diff.
 */
import fs from 'node:fs';
import { greedyBot, randomBot } from '../src/core/bots';
import { seedRng } from '../src/core/engine/rng';
import type { Move } from '../src/core/engine/replay';
import { fromScryfall } from '../src/core/rules/scenarios/cards';
import { classic, classicDecks } from '../src/core/variants/classic';

const raw = JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
  data: Parameters<typeof fromScryfall>[0][];
};
const pool = raw.data.map(fromScryfall);

function record(seed: string, seats: number) {
  const config = { seats, decks: classicDecks(pool, seats, seed), mulligan: 'london' as const };
  let s = classic.setup(classic.parseConfig(config), seed);
  const bots = [greedyBot, ...Array.from({ length: seats - 1 }, () => randomBot)];
  const rngs = bots.map((_, i) => seedRng(`${seed}/bot/${i}`));
  const actions: Move[] = [];
  const log: string[] = [];
  while (!s.result && actions.length < 3000) {
    const seat = classic.activeSeats(s)[0]!;
    const legal = classic.legalActions(s, seat);
    const action =
      legal.length === 1
        ? legal[0]!
        : bots[seat]!.choose({ variant: classic, seat, view: classic.view(s, seat), legal, rng: rngs[seat]! });
    const r = classic.apply(s, seat, action as never);
    actions.push({ seat, action });
    for (const e of r.events) if ('text' in e) log.push(e.text);
    s = r.state;
  }
  return {
    variant: 'classic',
    config,
    seed,
    actions,
    final: { turn: s.turn, life: s.players.map((p) => p.life), result: s.result },
    logHead: log.slice(0, 25),
    logTail: log.slice(-25),
  };
}

const out = [record('golden-classic-1', 2), record('golden-classic-2', 3)];
fs.writeFileSync('src/core/variants/classic/golden-replays.json', JSON.stringify(out, null, 1) + '\n');
console.log(out.map((g) => `${g.seed}: ${g.actions.length} actions, ${g.final.result?.reason}`).join('\n'));
