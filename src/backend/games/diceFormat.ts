/**
 * Magic Combat with Dice's agreed format (004 Banned & Restricted List, the `format` table option):
 * a saved deck chosen for a game is checked against that format's list from the card data's
 * legalities. Cards whose legalities are not known (the bundled starter pool has none) are not refused.
 * The Play screen's deck offer asks the same question with the options chosen so far, so a deck the
 * format refuses is marked before Start, not only refused by it.
 */
import type { DeckEntry } from '../../core/decks';
import { formatViolations, FORMATS, type Format } from '../../core/variants/combat-with-dice/formats';
import type { BackendContext } from '../context';
import { deckStore } from '../decks';
import { badInput } from '../errors';
import type { DeckChoice } from './deckChoices';

/** The agreed format the table options name, or null when none applies to this variant. */
function agreedFormat(variant: string, config: Record<string, unknown>): Format | null {
  const format = config['format'];
  if (variant !== 'combat-with-dice') return null;
  return FORMATS.find((f) => f.id === format && f.id !== 'none')?.id ?? null;
}

/** What the table's agreed format refuses in a saved deck (empty when nothing, or no format). */
export function diceFormatProblems(
  variant: string,
  deck: { main: readonly DeckEntry[]; sideboard: readonly DeckEntry[] },
  config: Record<string, unknown>,
): string[] {
  const format = agreedFormat(variant, config);
  if (!format) return [];
  // A match's sideboard cards can come into the deck between games: they follow the list too.
  const boards = config['match'] === 'best-of-three' ? [...deck.main, ...deck.sideboard] : deck.main;
  const cards = boards.flatMap((e) => Array.from({ length: e.quantity }, () => e.card));
  return formatViolations(cards, format)
    .filter((v) => v.kind !== 'unknown')
    .map((v) => v.message);
}

/** Refuses, before a game starts, a chosen saved deck that breaks the agreed format (its first problems named). */
export function checkDiceFormat(
  ctx: BackendContext,
  variant: string,
  choices: readonly DeckChoice[] | undefined,
  config: Record<string, unknown>,
): void {
  if (!choices || !agreedFormat(variant, config)) return;
  for (const c of choices) {
    if (c.kind !== 'saved') continue;
    const deck = deckStore(ctx).forPlay(c.deckId);
    const refused = diceFormatProblems(variant, deck, config);
    if (refused.length)
      throw badInput(`The deck “${deck.name}” breaks the agreed format: ${refused.slice(0, 3).join('; ')}.`);
  }
}
