/**
 * The agreed format on the Decks screen (004 Banned & Restricted List): `decks.check` adds the
 * format's refusals to the deck rules' violations, `decks.build` leaves the refused cards out of the
 * pool. Only a variant whose deck rules list formats takes one; another format is bad input.
 */
import type { Deck, DeckRules, Legality, PoolCard } from '../../core/decks';
import { allowedInFormat, formatLegality, isFormat } from '../../core/variants/combat-with-dice/formatDeck';
import type { Format } from '../../core/variants/combat-with-dice/formats';
import { badInput } from '../errors';

/** The format asked for, checked against the variant's list; undefined when none is (or 'none'). */
export function formatFor(rules: DeckRules, format: string | undefined): Format | undefined {
  if (format === undefined || format === 'none') return undefined;
  if (!rules.formats?.some((f) => f.id === format) || !isFormat(format)) {
    const known = rules.formats?.map((f) => f.id).join(', ');
    throw badInput(
      known
        ? `"${format}" is not a format ${rules.name} knows (${known})`
        : `${rules.name} has no format ban lists to check against`,
    );
  }
  return format;
}

/** The deck rules' legality with the format's violations and its note on cards of unknown legality. */
export function withFormat(legality: Legality, deck: Deck, format: Format | undefined): Legality {
  if (!format) return legality;
  const { violations, notes } = formatLegality(deck, format);
  const allNotes = [...(legality.notes ?? []), ...notes];
  return {
    legal: legality.legal && violations.length === 0,
    violations: [...legality.violations, ...violations],
    ...(allNotes.length ? { notes: allNotes } : {}),
  };
}

/** The builder's pool without the cards the format refuses. */
export function poolForFormat(pool: PoolCard[], format: Format | undefined): PoolCard[] {
  return format ? pool.filter((p) => allowedInFormat(p.card, format)) : pool;
}
