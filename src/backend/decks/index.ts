import type { BackendContext } from '../context';
import { cardRepository } from '../cards';
import { DeckStore } from './store';

export { DeckStore, rulesOrThrow } from './store';

/** The backend's deck store (shares the card repository). */
export function deckStore(ctx: BackendContext): DeckStore {
  return ctx.service('decks.store', () => new DeckStore(ctx.db, cardRepository(ctx)));
}
