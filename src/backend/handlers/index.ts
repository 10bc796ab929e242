import { appHandlers } from './app';
import { effectsHandlers } from './effects';
import { decksHandlers } from './decks';
import { cardsHandlers } from './cards';
import { filesHandlers } from './files';
import { gamesHandlers } from './games';
import { matchesHandlers } from './matches';
import { scanHandlers } from './scan';
import type { Handlers } from './define';

/** Every method of the contract has exactly one handler here (a missing one fails typecheck). */
export const handlers: Handlers = {
  ...appHandlers,
  ...effectsHandlers,
  ...decksHandlers,
  ...cardsHandlers,
  ...filesHandlers,
  ...gamesHandlers,
  ...matchesHandlers,
  ...scanHandlers,
};
