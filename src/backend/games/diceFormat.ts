/**
 * Magic Combat with Dice's agreed format (004 Banned & Restricted List, the `format` table option):
 * a saved deck chosen for a game is checked against that format's list from the card data's
 * legalities. Cards whose legalities are not known (the bundled starter pool has none) are not refused.
 */
import { formatViolations, FORMATS, type Format } from '../../core/variants/combat-with-dice/formats';
import type { BackendContext } from '../context';
import { deckStore } from '../decks';
import { badInput } from '../errors';
import type { DeckChoice } from './deckChoices';

export function checkDiceFormat(
  ctx: BackendContext,
  variant: string,
  choices: readonly DeckChoice[] | undefined,
  config: Record<string, unknown>,
): void {
  const format = config['format'];
  if (variant !== 'combat-with-dice' || !choices || !FORMATS.some((f) => f.id === format && f.id !== 'none')) return;
  for (const c of choices) {
    if (c.kind !== 'saved') continue;
    const deck = deckStore(ctx).forPlay(c.deckId);
    // A match's sideboard cards can come into the deck between games: they follow the list too.
    const boards = config['match'] === 'best-of-three' ? [...deck.main, ...deck.sideboard] : deck.main;
    const cards = boards.flatMap((e) => Array.from({ length: e.quantity }, () => e.card));
    const refused = formatViolations(cards, format as Format).filter((v) => v.kind !== 'unknown');
    if (refused.length)
      throw badInput(
        `The deck “${deck.name}” breaks the agreed format: ${refused
          .slice(0, 3)
          .map((v) => v.message)
          .join('; ')}.`,
      );
  }
}
