/**
 * Finds seeds for e2e/combat-with-dice.e2e.ts: plays the spec's game through the backend (you with
 * the spec's fixed policy and an auto-built green deck, the random bot with an auto-built deck) and
 * prints the seeds where a blocked attack gets a counter strike, you cast a pump spell while a roll
 * is open, and you answer an end-of-turn heal — with the game's length (shorter runs faster in the
 * browser). Run it when a rules or builder change makes the spec's seed miss one of them:
 * `npx tsx scripts/combat-with-dice-e2e-seed.ts [from] [count]`, then `KT_SEED=<seed>` or edit the spec.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend } from '../src/backend/api';
import { APP_VERSION } from '../src/backend/version';
import { choose, pumpDeckEntries, type Legal } from '../e2e/combatWithDicePolicy';
import type { RView } from '../src/renderer/src/screens/play/tables/magic/types';

export const SEATS = [
  { kind: 'human' as const },
  { kind: 'bot' as const, bot: 'random' as const, strength: 'normal' as const },
];

async function main() {
  const from = Number(process.argv[2] ?? 1);
  const count = Number(process.argv[3] ?? 40);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-seed-'));
  const backend = createBackend({ dataDir, host: 'web', version: APP_VERSION });
  const call = async <T>(name: string, input: unknown): Promise<T> => {
    const r = await (
      backend.call as (n: string, i: unknown) => Promise<{ ok: boolean; value?: unknown; error?: unknown }>
    )(name, input);
    if (!r.ok) throw new Error(`${name}: ${JSON.stringify(r.error)}`);
    return r.value as T;
  };
  await call('collection.addStarter', {});
  const pool = (
    JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
      data: { name: string; oracle_id?: string }[];
    }
  ).data;
  const deck = await call<{ id: number }>('decks.create', {
    name: 'Green pump',
    variant: 'combat-with-dice',
    main: pumpDeckEntries(pool),
  });
  const DECKS = [{ kind: 'saved' as const, deckId: deck.id }, { kind: 'auto' as const }];
  type Snap = {
    gameId: number;
    view: RView;
    legal: Legal[];
    botToMove: boolean;
    deciders: number[];
    status: string;
    step: number;
    log: { text: string }[];
    result: { winners: number[] } | null;
  };
  for (let k = from; k < from + count; k++) {
    const seed = `cwd${k}`;
    let s = await call<Snap>('games.start', {
      variant: 'combat-with-dice',
      seats: SEATS,
      config: {},
      seed,
      decks: DECKS,
    });
    const seen = { pump: 0, heal: 0, declined: 0, counter: false, mine: 0 };
    while (s.status !== 'finished' && s.step < 3000) {
      if (s.botToMove) s = await call<Snap>('games.bot', { gameId: s.gameId });
      else if (s.deciders.includes(0) && s.legal.length) {
        const { index, move } = choose(s.view, s.legal);
        if (move === 'pump') seen.pump++;
        if (move === 'heal') seen.heal++;
        if (
          move === 'heal-declined' &&
          /to heal/.test(s.view.pending?.d === 'yesNo' ? (s.view.pending.prompt ?? '') : '')
        )
          seen.declined++;
        seen.mine++;
        s = await call<Snap>('games.act', { gameId: s.gameId, seat: 0, index, step: s.step });
      } else break;
    }
    const g = await call<{ log: { text: string }[] }>('games.get', { gameId: s.gameId, seat: 0 });
    seen.counter = g.log.some((e) => / counter strike on /.test(e.text));
    const ok = seen.pump > 0 && seen.counter && seen.heal + seen.declined > 0 && s.status === 'finished';
    console.log(
      `${ok ? 'OK ' : '   '}${seed}: steps ${s.step}, your moves ${seen.mine}, winner ${JSON.stringify(s.result?.winners)}`,
      seen,
    );
  }
  backend.close();
}

void main();
