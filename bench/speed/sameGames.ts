/**
 * The same-games check for speed work (decisions 038–047): plays seeded random-vs-random games of
 * Classic, Magic Combat and Combat with Dice and hashes every legal-action list in order, every
 * action, the events of every apply, a view every 50 actions, the winners and the turns. A change
 * meant only to be faster must leave all three digests as they were.
 *   node --import tsx bench/speed/sameGames.ts [games=40]
 */
import { createHash } from 'node:crypto';
import { randomBot } from '../../src/core/bots';
import type { BotInput } from '../../src/core/engine/bot';
import { seedRng } from '../../src/core/engine/rng';
import type { AnyVariant } from '../../src/core/engine/variant';
import { classic } from '../../src/core/variants/classic';
import { combatWithDice } from '../../src/core/variants/combat-with-dice';
import { magicCombat } from '../../src/core/variants/magic-combat';
import { starterPool } from '../rulesPool';

function digest(v: AnyVariant, games: number): { actions: number; hash: string } {
  const config = v.parseConfig({ pool: starterPool(), deckSeed: 'same' });
  const h = createHash('sha256');
  let actions = 0;
  for (let g = 0; g < games; g++) {
    let state = v.setup(config, `same/${g}`);
    const rngs = [seedRng(`same/${g}/0`), seedRng(`same/${g}/1`)];
    for (let i = 0; i < 100_000; i++) {
      const seat = v.activeSeats(state)[0];
      if (seat === undefined) break;
      const legal = v.legalActions(state, seat);
      h.update(JSON.stringify(legal));
      // The random bot reads only the legal list and its generator.
      const input = { legal, rng: rngs[seat]!, seat } as unknown as BotInput;
      const a = legal.length === 1 ? legal[0] : randomBot.choose(input);
      h.update(JSON.stringify(a));
      const r = v.apply(state, seat, a, true);
      h.update(JSON.stringify(r.events));
      state = r.state;
      if (++actions % 50 === 0) h.update(JSON.stringify(v.view(state, seat)));
    }
    h.update(JSON.stringify(v.result(state)) + String(v.turnNumber(state)));
  }
  return { actions, hash: h.digest('hex').slice(0, 16) };
}

const games = Number(process.argv[2] ?? 40);
const variants: [string, AnyVariant][] = [
  ['classic', classic as AnyVariant],
  ['magic-combat', magicCombat as AnyVariant],
  ['combat-with-dice', combatWithDice as AnyVariant],
];
for (const [name, v] of variants) {
  const { actions, hash } = digest(v, games);
  console.log(`${name.padEnd(18)} ${games} games ${actions} actions ${hash}`);
}
