import type { Card } from '../../core/cards';
import { buildDeck, checkDeck, deckRulesCatalog, type DeckEntry } from '../../core/decks';
import { cardVerdict } from '../../core/effects';
import { understood as diceDuelUnderstood } from '../../core/variants/dice-duel/deckSource';
import { cardRepository } from '../cards';
import { deckStore, rulesOrThrow } from '../decks';
import { formatFor, poolForFormat, withFormat } from '../decks/format';
import { defineHandlers } from './define';

/** Variants whose games run card text (003 "fight" and spells; 004 "a normal game of magic"). */
const TEXT_VARIANTS = new Set(['magic-combat', 'combat-with-dice']);

export const decksHandlers = defineHandlers({
  'decks.variants': () =>
    deckRulesCatalog.map((r) => ({
      id: r.variant,
      name: r.name,
      ruleText: r.ruleText,
      kind: r.kind,
      players: r.players,
      usesColors: r.build?.usesColors ?? false,
      summary: r.summary,
      ...(r.fixedTeams ? { fixedTeams: r.fixedTeams } : {}),
      ...(r.formats ? { formats: r.formats.map((f) => ({ ...f })) } : {}),
    })),
  'decks.list': ({ variant }, ctx) => deckStore(ctx).list(variant),
  'decks.get': ({ id }, ctx) => deckStore(ctx).get(id),
  'decks.create': (input, ctx) => deckStore(ctx).create(input),
  'decks.save': (input, ctx) => deckStore(ctx).save(input),
  'decks.rename': ({ id, name }, ctx) => deckStore(ctx).rename(id, name),
  'decks.duplicate': ({ id, name }, ctx) => deckStore(ctx).duplicate(id, name),
  'decks.delete': ({ id }, ctx) => ({ deleted: deckStore(ctx).delete(id) }),
  'decks.check': (input, ctx) => {
    const rules = rulesOrThrow(input.variant);
    const format = formatFor(rules, input.format);
    const repo = cardRepository(ctx);
    const unknown: string[] = [];
    const resolve = (list: { oracleId?: string; name?: string; quantity: number }[]): DeckEntry[] => {
      const out: DeckEntry[] = [];
      for (const e of list) {
        let card: Card | undefined;
        if (e.oracleId) card = repo.getCards([e.oracleId])[0];
        else if (e.name) card = repo.lookup(e.name)?.card;
        if (card) out.push({ card, quantity: e.quantity });
        else if (!unknown.includes(e.name ?? e.oracleId ?? '?')) unknown.push(e.name ?? e.oracleId ?? '?');
      }
      return out;
    };
    const deck = { main: resolve(input.main), sideboard: resolve(input.sideboard) };
    const legality = withFormat(
      checkDeck(deck, rules, {
        players: input.players,
        ...(input.ownership ? { owned: deckStore(ctx).ownedByName() } : {}),
        basicsUnlimited: input.basicsUnlimited,
      }),
      deck,
      format,
    );
    if (unknown.length)
      legality.violations.unshift(
        ...unknown.map((name) => ({
          code: 'not-a-deck-card' as const,
          message: `${name} is not in the card database — import it or check the spelling`,
          cards: [name],
        })),
      );
    return { legality: { ...legality, legal: legality.legal && unknown.length === 0 }, unknown };
  },
  'decks.build': (input, ctx) => {
    const rules = rulesOrThrow(input.variant);
    const format = formatFor(rules, input.format);
    const store = deckStore(ctx);
    // The format's refused cards never reach the builder, so what it returns passes the format too.
    const pool = poolForFormat(store.pool(input.deckId), format);
    const result = buildDeck(pool, rules, {
      colors: input.colors,
      seed: input.seed,
      players: input.players,
      onlyFree: input.onlyFree,
      basicsUnlimited: input.basicsUnlimited,
      method: input.method,
      basicLands: store.basicLands(),
      // Variants that resolve card text prefer cards whose text the effects engine understands.
      ...(rules.variant === 'dice-duel'
        ? { understood: diceDuelUnderstood } // 000 Spells: only instants Dice Duel can run
        : TEXT_VARIANTS.has(rules.variant)
          ? { understood: (card: Card) => cardVerdict(card).verdict !== 'none' }
          : {}),
    });
    if (!result.ok)
      return { ok: false, main: [], sideboard: [], legality: null, reasons: result.reasons, explanation: null };
    const owned = new Map(pool.map((p) => [p.card.oracleId, p.owned]));
    const out = (e: DeckEntry) => ({ card: e.card, quantity: e.quantity, owned: owned.get(e.card.oracleId) ?? 0 });
    const { colors, summary, curve, highlights } = result.explanation;
    return {
      ok: true,
      main: result.deck.main.map(out),
      sideboard: result.deck.sideboard.map(out),
      legality: withFormat(result.legality, result.deck, format),
      reasons: [],
      explanation: { colors, summary, curve, highlights },
    };
  },
});
