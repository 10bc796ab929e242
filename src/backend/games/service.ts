import type { BackendContext } from '../context';
import { GameStore } from './store';

/** The backend's one game store (games in play live in its memory; the games and matches handlers share it). */
export const gameStore = (ctx: BackendContext) => ctx.service('games.store', () => new GameStore(ctx.db));
