/** Pub Magic table options (002) with their defaults, and the check of an untrusted config. */
import { classicPile } from './pile';
import { pubTypesOf } from './cards';
import type { PileCard, PubMagicConfig } from './types';

export const PUB_MAGIC_SEATS = { min: 2, max: 8 };

export function defaultPubMagicConfig(seatCount = 4): PubMagicConfig {
  const seats = Math.min(PUB_MAGIC_SEATS.max, Math.max(PUB_MAGIC_SEATS.min, Math.floor(seatCount)));
  // 002: target 10, deal 6, keep 3.
  return { seats, target: 10, deal: 6, keep: 3, attacks: 'each-neighbour', pile: classicPile(seats) };
}

function int(raw: unknown, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max)
    throw new Error(`Pub Magic: ${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
  return raw;
}

function pileOf(raw: unknown): PileCard[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) throw new Error('Pub Magic: pile must be a list of cards with a name and a typeLine');
  return raw.map((c: unknown, i) => {
    const card = c as Partial<PileCard> | null;
    if (!card || typeof card.name !== 'string' || typeof card.typeLine !== 'string')
      throw new Error(`Pub Magic: pile card ${i + 1} needs a name and a typeLine`);
    return { name: card.name, typeLine: card.typeLine };
  });
}

/** Fills a partial config with the defaults; throws a plain message when a value is out of range. */
export function parsePubMagicConfig(raw: unknown): PubMagicConfig {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (typeof r !== 'object' || Array.isArray(r)) throw new Error('Pub Magic: the config must be an object');
  const seats = int(r.seats, 'seats', 4, PUB_MAGIC_SEATS.min, PUB_MAGIC_SEATS.max);
  const target = int(r.target, 'target', 10, 1, 60);
  const deal = int(r.deal, 'deal', 6, 1, 20);
  const keep = int(r.keep, 'keep', Math.min(3, deal), 0, deal);
  const attacks = r.attacks ?? 'each-neighbour';
  if (attacks !== 'each-neighbour' && attacks !== 'one')
    throw new Error('Pub Magic: attacks must be "each-neighbour" or "one"');
  const pile = pileOf(r.pile) ?? classicPile(seats);
  // 002: "If you have more than 10 players, you're going to run out of cards": the deal must fit, with a deck left.
  if (pile.length < seats * deal + 1)
    throw new Error(
      `Pub Magic: a pile of ${pile.length} cards is too small to deal ${deal} to ${seats} players and keep a deck`,
    );
  if (!pile.some((c) => pubTypesOf(c.typeLine).includes('Land')))
    throw new Error('Pub Magic: the pile has no land, so nobody could ever win');
  return { seats, target, deal, keep, attacks, pile };
}
