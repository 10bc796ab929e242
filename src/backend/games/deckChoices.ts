/**
 * "Play with my deck" (issue 22): which saved decks a table can play, and the decks a game is
 * started with. A variant plays decks one of three ways:
 * - per seat (Dice Duel): each seat, bots too, a saved deck legal for the variant or an auto-build
 *   (seed and colours);
 * - one shared pile (Pub Magic): a saved pile legal for the number of players, or an auto-build;
 * - fixed (Magic 54): the playing-card teams, nothing to choose.
 * Games on the rules core (Classic, Magic Combat) take decks per seat too, as the core's cards.
 * A saved deck that breaks the variant's deck rules is refused here, whatever the form sent.
 */
import { randomUUID } from 'node:crypto';
import type { Card, Color } from '../../core/cards';
import { buildDeck, deckRulesFor, type DeckEntry, type PoolCard } from '../../core/decks';
import { seedRng } from '../../core/engine';
import type { RulesCard } from '../../core/rules/config';
import { toRulesCard } from '../../core/rules/fromCard';
import { fromCard, understood } from '../../core/variants/dice-duel/deckSource';
import type { DeckCardInput } from '../../core/variants/dice-duel/types';
import type { PileCard } from '../../core/variants/pub-magic';
import { starterOwnedPool } from '../cards/starter';
import type { BackendContext } from '../context';
import { deckStore } from '../decks';
import { badInput } from '../errors';
import { diceFormatProblems } from './diceFormat';
import { pileFromPool } from './pubMagicConfig';

export type DeckChoice =
  { kind: 'saved'; deckId: number } | { kind: 'auto'; seed?: string | undefined; colors?: Color[] | undefined };

export type DeckMode = 'per-seat' | 'shared' | 'fixed' | 'none';

/** How each variant with a game takes its decks. */
const MODES: Record<string, DeckMode> = {
  'dice-duel': 'per-seat',
  'pub-magic': 'shared',
  'magic-54': 'fixed',
  classic: 'per-seat',
  'magic-combat': 'per-seat',
  'combat-with-dice': 'per-seat',
};

/** Variants on the rules core: their decks are lists of the core's cards (`RulesCard`). */
const ON_RULES_CORE = new Set(['classic', 'magic-combat', 'combat-with-dice']);

export function deckModeOf(variant: string): DeckMode {
  return MODES[variant] ?? 'none';
}

/** The builder's pool: the collection when it has cards, else the bundled starter pool. */
function autoPool(ctx: BackendContext): { pool: PoolCard[]; source: 'collection' | 'starter pool' } {
  const store = deckStore(ctx);
  const collection = store.pool();
  if (collection.length > 0) return { pool: collection, source: 'collection' };
  return { pool: starterOwnedPool(ctx), source: 'starter pool' };
}

/**
 * What the Play screen offers for a variant and a table size: saved decks with their legality, and
 * where auto-builds come from. `config`, the table options chosen so far, adds what they agree on
 * (Magic Combat with Dice's format), as games.start will check it.
 */
export function deckOptions(
  ctx: BackendContext,
  variant: string,
  players: number,
  config: Record<string, unknown> = {},
) {
  const mode = deckModeOf(variant);
  const rules = deckRulesFor(variant);
  const store = deckStore(ctx);
  const decks =
    mode === 'per-seat' || mode === 'shared'
      ? store.list(variant).map((d) => {
          const deck = store.forPlay(d.id, mode === 'shared' ? players : undefined);
          const problems = [
            ...deck.legality.violations.map((v) => v.message),
            ...diceFormatProblems(variant, deck, config),
          ];
          return {
            id: d.id,
            name: d.name,
            cards: d.cards,
            legal: deck.legality.legal && problems.length === 0,
            problems,
          };
        })
      : [];
  const source = mode === 'per-seat' || mode === 'shared' ? autoPool(ctx).source : 'starter pool';
  return { mode, usesColors: rules?.build?.usesColors ?? false, autoSource: source, decks };
}

/** A saved deck for this game, refused with its first problems when the variant's rules reject it. */
function savedDeck(ctx: BackendContext, variant: string, deckId: number, players?: number): DeckEntry[] {
  const deck = deckStore(ctx).forPlay(deckId, players);
  if (deck.variant !== variant)
    throw badInput(`The deck “${deck.name}” is a ${deck.variant} deck, not a ${variant} one.`);
  if (!deck.legality.legal)
    throw badInput(
      `The deck “${deck.name}” cannot be played: ${deck.legality.violations
        .slice(0, 3)
        .map((v) => v.message)
        .join('; ')}.`,
    );
  return deck.main;
}

function expand<T>(entries: readonly DeckEntry[], map: (card: Card) => T): T[] {
  const out: T[] = [];
  for (const e of entries) {
    const c = map(e.card);
    for (let i = 0; i < e.quantity; i++) out.push(c);
  }
  return out;
}

/** One auto-built deck for `variant` from the collection (or the starter pool) with the seed and colours. */
function autoDeck(
  ctx: BackendContext,
  variant: string,
  choice: DeckChoice & { kind: 'auto' },
  seed: string,
  players?: number,
) {
  const rules = deckRulesFor(variant);
  if (!rules) throw badInput(`${variant} has no deck rules to build by.`);
  const { pool } = autoPool(ctx);
  const result = buildDeck(pool, rules, {
    seed: seedRng(choice.seed ?? seed)[0],
    ...(choice.colors && choice.colors.length > 0 ? { colors: choice.colors } : {}),
    ...(players !== undefined ? { players } : {}),
    basicLands: deckStore(ctx).basicLands(),
    ...(variant === 'dice-duel' ? { understood } : {}),
  });
  if (!result.ok) throw badInput(`No ${rules.name} deck could be built: ${result.reasons.join('; ')}`);
  return result.deck.main;
}

/**
 * Decks for a game on the rules core. Plain auto-builds for every seat with no collection leave the
 * config alone: the variant builds from the starter pool with the game's seed, as it always has.
 */
function rulesCoreDecks(
  ctx: BackendContext,
  variant: string,
  choices: readonly DeckChoice[],
  base: string,
): RulesCard[][] | undefined {
  const plain = choices.every((c) => c.kind === 'auto' && !c.seed && !c.colors?.length);
  if (plain && autoPool(ctx).source === 'starter pool') return undefined;
  return choices.map((c, seat) =>
    expand(
      c.kind === 'saved' ? savedDeck(ctx, variant, c.deckId) : autoDeck(ctx, variant, c, `${base}/deck/${seat}`),
      toRulesCard,
    ),
  );
}

/**
 * The config entries a game's deck choices give: Dice Duel `decks` (one list per seat), Pub Magic
 * `pile`. `seed` is the game's seed (an auto-build without its own seed uses it, per seat).
 */
export function configFromChoices(
  ctx: BackendContext,
  variant: string,
  choices: readonly DeckChoice[],
  seatCount: number,
  seed: string | undefined,
): Record<string, unknown> {
  const mode = deckModeOf(variant);
  const base = seed ?? randomUUID();
  if (mode === 'per-seat') {
    if (choices.length !== seatCount)
      throw badInput(`Choose a deck for each of the ${seatCount} seats (${choices.length} given).`);
    if (ON_RULES_CORE.has(variant)) {
      const decks = rulesCoreDecks(ctx, variant, choices, base);
      return decks ? { decks } : {};
    }
    const decks: DeckCardInput[][] = choices.map((c, seat) =>
      expand(
        c.kind === 'saved' ? savedDeck(ctx, variant, c.deckId) : autoDeck(ctx, variant, c, `${base}/deck/${seat}`),
        fromCard,
      ),
    );
    return { decks };
  }
  if (mode === 'shared') {
    const c = choices[0];
    if (!c || choices.length !== 1) throw badInput('Pub Magic plays one shared pile: choose one deck for the table.');
    if (c.kind === 'auto' && !c.colors?.length) {
      // The same pile the table got before deck choices existed, for the same seed.
      return { pile: pileFromPool(autoPool(ctx).pool, seatCount, c.seed ?? base) };
    }
    const main =
      c.kind === 'saved' ? savedDeck(ctx, variant, c.deckId, seatCount) : autoDeck(ctx, variant, c, base, seatCount);
    const pile: PileCard[] = expand(main, (card) => ({ name: card.name, typeLine: card.typeLine }));
    return { pile };
  }
  if (choices.length > 0) throw badInput(`${variant} plays no decks of your own.`);
  return {};
}
