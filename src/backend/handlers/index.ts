import { appHandlers } from './app';
import type { Handlers } from './define';

/** Every method of the contract has exactly one handler here (a missing one fails typecheck). */
export const handlers: Handlers = {
  ...appHandlers,
};
