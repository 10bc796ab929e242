/**
 * Dice Duel's decks for games.start and games.simulate (issue 9). The variant itself is pure: it
 * plays two deck lists, or auto-builds them from a card pool it is given. This file gives it those:
 * - `decks: ['<file>', '<file>']` (the CLI's `--decks a,b`): each file is read by the file-formats
 *   parsers and its main-board names are looked up in the card database, then in the starter pool;
 * - no decks: the bundled starter pool (resources/starter/starter-pool.json) with the copies a
 *   new user gets, and `deckSeed` = the run's seed, so each seat's deck is auto-built from it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Card } from '../../core/cards/card';
import { parseDeckFile, runToEnd } from '../../core/formats';
import { fromCard, seatDecks } from '../../core/variants/dice-duel/deckSource';
import { parseConfig } from '../../core/variants/dice-duel/options';
import type { DeckCardInput } from '../../core/variants/dice-duel/types';
import { CardRepository } from '../cards/repository';
import { deckStore } from '../decks';
import { starterOwnedPool } from '../cards/starter';
import type { BackendContext } from '../context';
import { badInput } from '../errors';

/** The starter pool as Dice Duel's config pool, and its cards by name (once per backend). */
export function starterPoolForDiceDuel(ctx: BackendContext): {
  pool: { card: DeckCardInput; owned: number }[];
  byName: Map<string, Card>;
} {
  return ctx.service('diceDuel.starterPool', () => {
    const owned = starterOwnedPool(ctx);
    return {
      pool: owned.map(({ card, owned: n }) => ({ card: fromCard(card), owned: n })),
      byName: new Map(owned.map(({ card }) => [card.name, card])),
    };
  });
}

/**
 * One deck for `simulate --decks`: a saved deck's id (all digits, and no file of that name) or a
 * deck file -> its main-board cards, each name found or a plain error.
 */
export function readDeck(ctx: BackendContext, file: string, variant = 'dice-duel', players?: number): DeckCardInput[] {
  if (/^\d+$/.test(file) && !fs.existsSync(file)) {
    const deck = deckStore(ctx).forPlay(Number(file), players);
    if (deck.variant !== variant)
      throw badInput(`Saved deck ${file} (“${deck.name}”) is a ${deck.variant} deck, not ${variant}.`);
    if (!deck.legality.legal)
      throw badInput(
        `Saved deck ${file} (“${deck.name}”) is not legal: ${deck.legality.violations
          .map((v) => v.message)
          .slice(0, 3)
          .join('; ')}`,
      );
    return deck.main.flatMap((e) => Array.from({ length: e.quantity }, () => fromCard(e.card)));
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw badInput(`The deck file ${file} could not be read: ${(err as Error).message}`);
  }
  let parsed;
  try {
    parsed = runToEnd(parseDeckFile(text));
  } catch (err) {
    throw badInput(`The deck file ${file} is not a deck list: ${(err as Error).message}`);
  }
  const repo = new CardRepository(ctx.db);
  let starter: Map<string, Card> | undefined;
  const out: DeckCardInput[] = [];
  const missing: string[] = [];
  for (const e of parsed.entries) {
    if (e.board !== 'main') continue;
    let card: Card | undefined = repo.lookup(e.name)?.card;
    if (!card) {
      starter ??= starterPoolForDiceDuel(ctx).byName;
      card = starter.get(e.name);
    }
    if (!card) {
      missing.push(e.name);
      continue;
    }
    const input = fromCard(card);
    for (let i = 0; i < e.quantity; i++) out.push(input);
  }
  if (missing.length)
    throw badInput(
      `The deck file ${file} names cards that are neither in the card database nor in the starter pool: ${missing.slice(0, 8).join(', ')}`,
    );
  return out;
}

/** Fills in Dice Duel's decks (from deck files) or its pool (the starter pool) for games.simulate. */
export function prepareDiceDuelConfig(
  ctx: BackendContext,
  config: Record<string, unknown>,
  seed: string,
): Record<string, unknown> {
  const decks = config.decks;
  if (Array.isArray(decks) && decks.every((d) => typeof d === 'string')) {
    if (decks.length !== 2)
      throw badInput(`Dice Duel needs two decks (--decks <file or saved deck id>,<…>), not ${decks.length}.`);
    return { ...config, decks: (decks as string[]).map((f) => readDeck(ctx, f)) };
  }
  if (decks !== undefined || config.pool !== undefined) return config;
  let pool;
  try {
    pool = starterPoolForDiceDuel(ctx).pool;
  } catch (err) {
    throw badInput(`Dice Duel was given no decks and the starter pool could not be read: ${(err as Error).message}`);
  }
  return { ...config, pool, deckSeed: typeof config.deckSeed === 'string' ? config.deckSeed : seed };
}

/**
 * games.start: the decks are built now (from the starter pool when none are given), so the saved
 * game holds its two 60-card lists rather than the whole pool.
 */
export function prepareDiceDuelStart(
  ctx: BackendContext,
  config: Record<string, unknown>,
  seed: string | undefined,
  seats: readonly { kind: string; bot?: string }[] = [],
): Record<string, unknown> {
  // Seat names for the log (third person: "Player attacks", "Bot (greedy) defends"); the table says "You".
  const humans = seats.filter((x) => x.kind === 'human').length;
  const names = seats.map((s, i) =>
    s.kind === 'human' ? (humans > 1 ? `Player ${i + 1}` : 'Player') : `Bot (${s.bot ?? 'bot'})`,
  );
  const prepared = prepareDiceDuelConfig(
    ctx,
    names.length === 2 && config.names === undefined ? { ...config, names } : config,
    seed ?? randomUUID(),
  );
  if (prepared.decks !== undefined) return prepared;
  try {
    const parsed = parseConfig(prepared);
    const decks = seatDecks(parsed, seed ?? randomUUID());
    const { pool: _pool, deckSeed: _seed, ...rest } = prepared;
    // Only printings in the card database can have a cached image: the others keep no printing,
    // so the table draws their faces without asking for an image that cannot exist.
    const repo = new CardRepository(ctx.db);
    const known = new Map<string, boolean>();
    const inDb = (id: string) => {
      let k = known.get(id);
      if (k === undefined) known.set(id, (k = repo.getPrinting(id) !== undefined));
      return k;
    };
    const withImages = decks.map((d) =>
      d.map((c) => {
        if (!c.printing || inDb(c.printing.id)) return c;
        const { printing: _p, ...bare } = c;
        return bare;
      }),
    );
    return { ...rest, decks: withImages };
  } catch (err) {
    throw badInput(err instanceof Error ? err.message : String(err));
  }
}
