/** Classic's bench config: decks auto-built from the bundled starter pool (seed `bench`). */
import fs from 'node:fs';
import { fromScryfall } from '../src/core/rules/scenarios/cards';
import { classic, type ClassicConfig } from '../src/core/variants/classic';

export function starterPool(): ReturnType<typeof fromScryfall>[] {
  const raw = JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as {
    data: Parameters<typeof fromScryfall>[0][];
  };
  return raw.data.map(fromScryfall);
}

export function starterConfig(): ClassicConfig {
  return classic.parseConfig({ pool: starterPool(), deckSeed: 'bench' });
}
