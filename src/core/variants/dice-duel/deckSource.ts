/**
 * Where a seat's 60 cards come from: the config's deck lists, or (no decks given) a deck the decks
 * engine auto-builds from the config's pool with the game's seed (issue 9: "each seat gets a deck
 * auto-built from the bundled starter pool with the run's seed").
 */
import { plainCard, type Card } from '../../cards/card';
import { buildDeck } from '../../decks/build';
import type { PoolCard } from '../../decks/deck';
import { seedRng } from '../../engine/rng';
import { kindOf } from './cards';
import { diceDuelDeckRules } from './rules';
import { interpretInstant } from './spells';
import type { DeckCardInput, DiceDuelConfig } from './types';

/** The card model the deck builder wants, from the few fields a game needs. */
export function toCard(c: DeckCardInput): Card {
  return plainCard({
    oracleId: `dice-duel:${c.name}`,
    name: c.name,
    manaCost: c.manaCost ?? '',
    manaValue: c.manaValue ?? 0,
    typeLine: c.typeLine,
    oracleText: c.oracleText ?? '',
    colors: c.colors ?? [],
    power: c.power,
    toughness: c.toughness,
  });
}

/** Back from the card model to a deck card (keeps the image when the card has one). */
export function fromCard(card: Card): DeckCardInput {
  const c: DeckCardInput = {
    name: card.name,
    manaCost: card.manaCost,
    manaValue: card.manaValue,
    typeLine: card.typeLine,
    oracleText: card.oracleText,
    colors: card.colors,
  };
  if (card.power !== undefined) c.power = card.power;
  if (card.toughness !== undefined) c.toughness = card.toughness;
  const image = card.printing?.imageUris?.normal;
  if (image) c.image = image;
  if (card.printing)
    c.printing = { id: card.printing.id, set: card.printing.set, collectorNumber: card.printing.collectorNumber };
  return c;
}

/** 000 Spells: an instant only earns a deck slot when Dice Duel can run it. */
export function understood(card: Pick<Card, 'name' | 'oracleText' | 'typeLine'>): boolean {
  return kindOf(card.typeLine) !== 'instant' || interpretInstant(card).kind !== 'unrunnable';
}

/** Auto-builds one seat's deck from a pool; throws a plain message when the pool cannot make one. */
export function autoBuild(
  pool: readonly PoolCard[],
  seed: string,
  method: 'best' | 'by-the-book' = 'best',
  original?: ReadonlyMap<Card, DeckCardInput>,
): DeckCardInput[] {
  const numeric = seedRng(seed)[0];
  const r = buildDeck(pool, diceDuelDeckRules, { seed: numeric, method, understood });
  if (!r.ok) throw new Error(`Dice Duel: cannot build a deck from the pool: ${r.reasons.join('; ')}`);
  const out: DeckCardInput[] = [];
  const inputs = new Map<Card, DeckCardInput>();
  for (const e of r.deck.main) {
    let c = inputs.get(e.card);
    if (!c) inputs.set(e.card, (c = original?.get(e.card) ?? fromCard(e.card)));
    for (let i = 0; i < e.quantity; i++) out.push(c);
  }
  return out;
}

/** Decks already built for a pool (same pool object, seed and method give the same decks). */
const built = new WeakMap<object, Map<string, DeckCardInput[][]>>();

/** Each seat's deck list: given, or auto-built from the pool with `${deckSeed ?? seed}/deck/${seat}`. */
export function seatDecks(config: DiceDuelConfig, seed: string, seats = 2): DeckCardInput[][] {
  if (config.decks) return config.decks;
  const buildSeed = config.deckSeed ?? seed;
  const key = `${config.build ?? 'best'}\u0000${buildSeed}`;
  const hit = config.pool ? built.get(config.pool)?.get(key) : undefined;
  if (hit) return hit;
  if (!config.pool || config.pool.length === 0)
    throw new Error('Dice Duel needs two decks or a card pool to build them from (neither was given)');
  const original = new Map<Card, DeckCardInput>();
  const pool: PoolCard[] = config.pool.map((p) => {
    const card = toCard(p.card);
    original.set(card, p.card);
    return { card, owned: p.owned };
  });
  const decks: DeckCardInput[][] = [];
  for (let s = 0; s < seats; s++)
    decks.push(autoBuild(pool, `${buildSeed}/deck/${s}`, config.build ?? 'best', original));
  let forPool = built.get(config.pool);
  if (!forPool) built.set(config.pool, (forPool = new Map()));
  forPool.set(key, decks);
  return decks;
}
